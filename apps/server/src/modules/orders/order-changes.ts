// What a person can change on a booked order, as the orders service offers it: the date and slot
// (with phone, name spelling and marital state), the items (submitOrder _BIZCODE 0001), and the plan
// a reviewing doctor proposed.
import type { OrderDetail } from '@tijian/contract';
import { invalid, notFound } from '../../http/app-error.ts';
import { createPlanChanger, type PlanChangeDeps, PlanChangeMessages } from './change-plan.ts';
import { OrderMessages } from './messages.ts';
import type { SubmitOrderInput } from './prepare-order.ts';
import { ordersRepository as repo } from './repository.ts';
import { createRescheduler, type RescheduleDeps } from './reschedule.ts';
import { type SubmitAnswer, submittedAnswer } from './submit-answer.ts';

export type OrderChangesDeps = PlanChangeDeps &
  RescheduleDeps & { detail: (userId: number, id: number) => Promise<OrderDetail> };

export function createOrderChanges(deps: OrderChangesDeps) {
  const changePlan = createPlanChanger(deps);
  return {
    reschedule: createRescheduler(deps),

    /**
     * submitOrder with _BIZCODE 0001: only the order (`id`), the new plan, the total confirm-items
     * showed (`price`) and the declared conditions are read; the examinee, centre, date and payment
     * stay the order's own.
     */
    async editItems(userId: number, body: SubmitOrderInput): Promise<SubmitAnswer> {
      // An order is named by its number; a package id (what 0019 sends) names none.
      if (typeof body.id !== 'number') throw invalid(PlanChangeMessages.noOrder);
      const row = await changePlan({
        userId,
        orderId: body.id,
        plan: body.plan,
        price: body.price,
        conditions: body.conditions ?? [],
        note: '修改体检项目',
        fromReview: false,
      });
      return submittedAnswer(row);
    },

    /** POST acceptReview.json: the doctor's plan replaces the order's, priced as an edit would be. */
    async acceptReview(userId: number, orderId: number): Promise<{ order: OrderDetail }> {
      const row = await repo.find(deps.db, userId, orderId);
      if (!row) throw notFound(OrderMessages.notFound);
      if (row.reviewPlan === null) throw invalid(PlanChangeMessages.noReviewPlan);
      await changePlan({
        userId,
        orderId,
        plan: row.reviewPlan,
        price: null,
        conditions: [],
        note: '接受医生调整的体检项目',
        fromReview: true,
      });
      return { order: await deps.detail(userId, orderId) };
    },
  };
}
