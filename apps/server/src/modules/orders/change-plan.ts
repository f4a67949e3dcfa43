// Replacing the plan of a booked order: editing its items (submitOrder _BIZCODE 0001) and accepting
// the plan a reviewing doctor proposed go through this one core. The new plan is checked and priced
// by the catalogue engine exactly as a new order's; then, in one transaction with the order locked,
// the item quotas of the booked day are swapped, the coupon kept or given back, the lines and amounts
// rewritten and a history row added. docs/orders.md "Changing items" says what happens to the money.
import {
  type Coupon,
  checkedIds,
  couponNeedsItem,
  type Fen,
  needsDoctorReview,
  nextStatus,
  ORDER_STATUS_NAMES,
  type Plan,
  type Project,
  payableTotal,
  planAmounts,
  priceSummary,
  shanghaiDate,
  validatePlan,
} from '@tijian/domain';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import { swapItemQuotas } from '../schedule/item-quotas.ts';
import type { WalletService } from '../wallet/service.ts';
import { orderChangeRepository } from './change-repository.ts';
import { hardEligibilityProblem } from './eligibility.ts';
import { OrderMessages } from './messages.ts';
import { factsOf } from './order-facts.ts';
import { heldProjectIds, orderLines } from './order-lines.ts';
import { expectedStartOf, type PrepareDeps } from './prepare-order.ts';
import { type OrderRow, ordersRepository as repo } from './repository.ts';
import { AWAITING_PAYMENT, PAID } from './statuses.ts';

export const PlanChangeMessages = {
  notEditable: (status: OrderRow['status']) => `${ORDER_STATUS_NAMES[status]}的订单不能修改项目`,
  paid: '订单已支付，不能修改项目，如需调整请申请退款后重新预约',
  cards: '该订单已使用电子体检卡支付，不能修改项目，如需调整请取消订单后重新预约',
  otherPackage: '修改项目不能更换套餐，如需更换请重新预约',
  couponSpent: '修改后的项目不满足已使用电子券的条件，如需调整请取消订单后重新预约',
  noOrder: '请选择要修改的订单',
  noReviewPlan: '医生未提出调整方案，无需确认',
  reviewChanged: '医生的调整方案已更新，请刷新后重新确认',
  reviewed: '该订单已通过医生审核，修改项目需重新审核，请取消订单后重新预约',
  needsReview: '修改后的项目需医生审核，请取消订单后重新预约',
} as const;

export interface PlanChangeDeps extends Pick<PrepareDeps, 'catalogue' | 'questionnaire' | 'centres'> {
  db: Db;
  clock: () => Date;
  wallet: Pick<WalletService, 'orderCoupon' | 'releaseCoupon' | 'useCoupon'>;
}

export interface PlanChange {
  userId: number;
  orderId: number;
  plan: Plan;
  /** the plan's total as confirm-items showed it (fen); null when the server's own plan is accepted */
  price: Fen | null;
  /** pre-exam conditions declared with the change */
  conditions: readonly string[];
  note: string;
  /** accepting the doctor's plan also clears the proposal */
  fromReview: boolean;
}

const unique = <T>(list: readonly T[]) => [...new Set(list)];

/**
 * Why the order's items cannot change now, or null: the state machine's editItems, never with money
 * taken. A reviewed order the doctor already approved keeps the plan the doctor saw, unless it is the
 * doctor's own proposal being accepted: items changed after approval would skip the review.
 */
function editRefusal(row: OrderRow, fromReview: boolean): string | null {
  const facts = factsOf(row);
  if (row.cardPaid > 0) return PlanChangeMessages.cards;
  if (nextStatus(row.status, 'editItems', 'user', facts) === null) {
    return facts.paid ? PlanChangeMessages.paid : PlanChangeMessages.notEditable(row.status);
  }
  if (row.needsReview && row.status !== 'order_pending' && !fromReview) return PlanChangeMessages.reviewed;
  return null;
}

export function createPlanChanger(deps: PlanChangeDeps) {
  const { db, clock, catalogue, questionnaire, wallet } = deps;

  /** The new plan checked and priced as a new order's would be: reads and pure rules only. */
  async function priced(change: PlanChange, row: OrderRow) {
    const c = await catalogue.centreCatalogue(row.sysCenterId);
    const examinee = {
      sexCode: row.sexCode === 'female' ? ('female' as const) : ('male' as const),
      marryStateCode: row.marryStateCode === 'married' ? ('married' as const) : ('unmarried' as const),
      age: row.age,
    };
    const plan: Plan = { ...change.plan };
    const start = await expectedStartOf(
      deps,
      change.userId,
      {
        plan,
        bookingType: row.bookingType,
        instanceId: row.instanceId ?? undefined,
        sysCenterId: row.sysCenterId,
      },
      c,
      examinee,
    );
    const product = start.product ?? null;
    if ((product?.id ?? null) !== row.packageId) throw invalid(PlanChangeMessages.otherPackage);
    const problem = validatePlan(c.index, plan, start)[0];
    if (problem) throw invalid(problem.message);
    const checked = checkedIds(c.index, plan);
    if (checked.length === 0) throw invalid(OrderMessages.emptyPlan);
    // An order booked without review (a package as it is, verify type 2) cannot gain items that a
    // doctor would have had to see: the edit would skip the review booking them would need.
    if (!row.needsReview) {
      const centre = await deps.centres.centre(row.sysCenterId);
      const review = needsDoctorReview({
        verifyOn: centre.verifyOn,
        verifyType: centre.verifyType,
        hasPackage: product !== null,
        chosenCount: plan.chosen.length,
      });
      if (review) throw invalid(PlanChangeMessages.needsReview);
    }
    const summary = priceSummary(c.index, plan, product ? { product } : undefined);
    if (change.price !== null && change.price !== summary.priceTotal)
      throw invalid(OrderMessages.priceChanged);

    const instanceId = Number(row.instanceId ?? '');
    const conditions =
      Number.isInteger(instanceId) && instanceId > 0
        ? unique([...change.conditions, ...(await questionnaire.examConditions(change.userId, instanceId))])
        : [...change.conditions];
    const projects = checked
      .map((id) => c.index.projects.get(id))
      .filter((p): p is Project => p !== undefined);
    const refused = hardEligibilityProblem(projects, examinee, conditions);
    if (refused) throw invalid(refused);
    return { ix: c.index, plan, product, checked, summary, amounts: planAmounts(c.index, summary) };
  }

  async function rewrite(tx: Tx, change: PlanChange, p: Awaited<ReturnType<typeof priced>>, now: Date) {
    const row = await repo.lock(tx, change.orderId);
    if (!row || row.userId !== change.userId) throw notFound(OrderMessages.notFound);
    const refused = editRefusal(row, change.fromReview);
    if (refused) throw invalid(refused);
    if (row.status === AWAITING_PAYMENT && row.payDeadline && row.payDeadline <= now) {
      throw invalid('订单已超时关闭，请重新预约');
    }
    if (change.fromReview) {
      if (row.reviewPlan === null) throw invalid(PlanChangeMessages.noReviewPlan);
      // The doctor may have revised the proposal since it was read: only the one shown is accepted.
      if (JSON.stringify(row.reviewPlan) !== JSON.stringify(change.plan)) {
        throw invalid(PlanChangeMessages.reviewChanged);
      }
    }

    // The coupon stays while the new items still qualify for it; a held one that no longer does goes
    // back to the person, a spent one cannot be un-spent here, so that change is refused.
    let coupon: Coupon | null = null;
    if (row.couponId !== null) {
      const held = await wallet.orderCoupon(tx, {
        userId: row.userId,
        couponId: row.couponId,
        orderId: row.id,
        sysCenterId: row.sysCenterId,
        price: p.amounts.itemsTotal,
      });
      const applies =
        held !== null && held.coupon.available === 1 && couponNeedsItem(held.coupon, p.checked) === null;
      if (applies) coupon = held.coupon;
      else if (held?.state === 'used') throw invalid(PlanChangeMessages.couponSpent);
      else await wallet.releaseCoupon(tx, { orderId: row.id });
    }

    const oldLines = await repo.items(tx, row.id);
    const services = oldLines.filter((l) => l.kind === 'service');
    const breakdown = payableTotal({
      ...p.amounts,
      coupon,
      payType: row.payType,
      services,
      cards: [],
      today: shanghaiDate(now),
    });
    const lines = [
      ...orderLines({
        ix: p.ix,
        plan: p.plan,
        product: p.product,
        checked: p.checked,
        summary: p.summary,
        services: [],
        coupon,
      }),
      // Exclusive services keep the place and the price they were booked with.
      ...services.map((s) => ({
        projectId: s.projectId,
        item: s.item,
        price: s.price,
        kind: s.kind,
        fasting: 0,
      })),
    ];

    const before = new Set(heldProjectIds(oldLines));
    const after = new Set(heldProjectIds(lines));
    const swapped = await swapItemQuotas(tx, {
      centreId: row.sysCenterId,
      date: row.examDate,
      add: [...after].filter((id) => !before.has(id)),
      remove: [...before].filter((id) => !after.has(id)),
      nameOf: (id) => p.ix.projects.get(id)?.item ?? id,
    });
    if (!swapped.ok) throw invalid(swapped.message);

    await orderChangeRepository.replacePlan(tx, row.id, lines, {
      plan: p.plan,
      itemsPrice: breakdown.itemsTotal,
      materialItemsPrice: breakdown.materialItemsTotal,
      materialFee: breakdown.materialFee,
      couponDiscount: breakdown.couponDiscount,
      couponId: coupon ? row.couponId : null,
      couponName: coupon ? row.couponName : null,
      servicePrice: breakdown.servicesTotal,
      payable: breakdown.payable,
      updatedAt: now,
      ...(change.fromReview ? { reviewPlan: null } : {}),
    });
    await repo.addHistory(tx, {
      orderId: row.id,
      from: row.status,
      to: row.status,
      actor: 'user',
      at: now,
      note: change.note,
    });

    // A coupon that now covers everything settles an order awaiting payment, as at booking.
    if (row.status === AWAITING_PAYMENT && breakdown.payable === 0) {
      await repo.moveStatus(tx, row.id, AWAITING_PAYMENT, PAID, now, { payDeadline: null });
      if (coupon) await wallet.useCoupon(tx, { orderId: row.id });
      await repo.addHistory(tx, {
        orderId: row.id,
        from: AWAITING_PAYMENT,
        to: PAID,
        actor: 'system',
        at: now,
        note: '修改项目后无需再支付',
      });
    }
    return (await repo.lock(tx, row.id))!;
  }

  /** Checks, prices and applies a plan change; answers the order as it now stands. */
  return async function changePlan(change: PlanChange): Promise<OrderRow> {
    const now = clock();
    const row = await repo.find(db, change.userId, change.orderId);
    if (!row) throw notFound(OrderMessages.notFound);
    // Refused before the catalogue is read, so a paid order hears why at once.
    const refused = editRefusal(row, change.fromReview);
    if (refused) throw invalid(refused);
    const p = await priced(change, row);
    return transaction(db, (tx) => rewrite(tx, change, p, now));
  };
}
