// The moves of an order after booking: the person cancelling, the desk checking in and marking the
// exam done, the doctor deciding a review, and the sweep closing orders nobody came for. Every move
// locks the order, asks the domain's transition table with the order's facts, and writes its change
// and history row in one transaction; a refused move changes nothing.
import {
  actionRefusal,
  type CatalogueIndex,
  nextStatus,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
  type Plan,
  shanghaiDate,
} from '@tijian/domain';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import { OrderMessages } from './messages.ts';
import { factsOf } from './order-facts.ts';
import { progressRepository as progress } from './progress-repository.ts';
import { type OrderRow, ordersRepository as repo } from './repository.ts';
import { AWAITING_PAYMENT } from './statuses.ts';

export interface ReleaseOptions {
  /** the status the order left (the history row's from) */
  from: OrderStatus;
  /** a past exam day's place is not given back: nobody can book it any more */
  keepPlace?: boolean;
}

export type ReleaseHeld = (
  tx: Tx,
  row: OrderRow,
  actor: OrderActor,
  now: Date,
  note: string,
  options: ReleaseOptions,
) => Promise<void>;

export interface OrderActionsDeps {
  db: Db;
  clock: () => Date;
  payment: { payMinutes: number };
  catalogue: { centreCatalogue(centreId: string): Promise<{ index: CatalogueIndex }> };
  releaseHeld: ReleaseHeld;
  wallet: { returnCoupon(tx: Tx, input: { orderId: number }): Promise<boolean> };
  /** other modules told of a check-in or 完成体检, in its transaction (the exam-day queue) */
  notifyDeskMove?: (tx: Tx, row: OrderRow) => Promise<void>;
}

export const ActionMessages = {
  notToday: '该订单不是今日体检',
  refuseNeedsNote: '请填写审核不通过的原因',
  refuseWithPlan: '审核不通过的订单不能附带调整方案',
  unknownPlanItem: '调整方案中有本中心不存在的项目',
  emptyPlan: '调整方案不能为空',
} as const;

const Notes = {
  cancel: '用户取消订单',
  checkIn: '前台签到',
  examine: '体检完成',
  approve: '医生审核通过',
  refuse: '医生审核未通过',
  noShow: '体检日期已过未到检，订单已关闭',
} as const;

/** Orders the no-show sweep closes at most per batch; the next minute takes the rest. */
const NO_SHOW_BATCH = 200;
/** Statuses with a `noShow` row in the table: waiting for an exam day that has passed. */
const WAITING_FOR_EXAM: readonly OrderStatus[] = [
  'order_submit',
  'order_pending',
  'order_hospital_examination',
];

export function createOrderActions(deps: OrderActionsDeps) {
  const { db, clock, releaseHeld } = deps;

  /** The domain's next status for this move, or the refusal in Chinese (nothing changed). */
  function moveOf(row: OrderRow, action: OrderAction, actor: OrderActor): OrderStatus {
    const facts = factsOf(row);
    const to = nextStatus(row.status, action, actor, facts);
    // actionRefusal always has words for a move nextStatus refused.
    if (to === null) throw invalid(actionRefusal(row.status, action, actor, facts)!);
    return to;
  }

  /** The order locked; `owner` limits it to the person's own (another's answers not,found). */
  async function locked(tx: Tx, id: number, owner?: number): Promise<OrderRow> {
    const row = await repo.lock(tx, id);
    if (!row || (owner !== undefined && row.userId !== owner)) throw notFound(OrderMessages.notFound);
    return row;
  }

  async function moved(tx: Tx, row: OrderRow, to: OrderStatus, now: Date, set = {}): Promise<OrderRow> {
    const after = await progress.move(tx, row.id, row.status, to, now, set);
    // The row is locked, so only a bug could have moved it since; fail rather than write twice.
    if (!after) throw new Error(`order ${row.id} moved from ${row.status} under its lock`);
    return after;
  }

  /** Checks a proposed plan against the centre's catalogue: only items it lists. */
  async function checkedPlan(centreId: string, plan: Plan): Promise<Plan> {
    const { index } = await deps.catalogue.centreCatalogue(centreId);
    const ids = [...plan.base, ...plan.chosen];
    if (ids.length === 0) throw invalid(ActionMessages.emptyPlan);
    if (ids.some((id) => !index.projects.has(id))) throw invalid(ActionMessages.unknownPlanItem);
    return plan;
  }

  return {
    /**
     * The person cancels an order nothing was paid for: it gives back its place, item quotas,
     * services, coupon and card debits, exactly like an expiry. A paid order is refused with the
     * domain's message (it leaves through a refund).
     */
    async cancel(userId: number, id: number): Promise<void> {
      const now = clock();
      await transaction(db, async (tx) => {
        const row = await locked(tx, id, userId);
        const to = moveOf(row, 'cancel', 'user');
        const after = await moved(tx, row, to, now, { payDeadline: null });
        // An order with nothing left to pay spent its coupon at booking; nothing was paid, so it comes
        // back: before the place, as every writer takes the wallet's rows first (docs/locking.md).
        await deps.wallet.returnCoupon(tx, { orderId: row.id });
        await releaseHeld(tx, after, 'user', now, Notes.cancel, { from: row.status });
      });
    },

    /** The desk scans the order's code: only an order awaiting its exam, only on the exam day. */
    async checkIn(id: number): Promise<OrderRow> {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await locked(tx, id);
        const to = moveOf(row, 'checkIn', 'centre');
        if (row.examDate !== shanghaiDate(now)) throw invalid(ActionMessages.notToday);
        const after = await moved(tx, row, to, now, { checkedInAt: now });
        await repo.addHistory(tx, {
          orderId: id,
          from: row.status,
          to,
          actor: 'centre',
          at: now,
          note: Notes.checkIn,
        });
        await deps.notifyDeskMove?.(tx, after);
        return after;
      });
    },

    /** The exam is done (the person was checked in): the order waits for its report. */
    async examined(id: number): Promise<OrderRow> {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await locked(tx, id);
        const to = moveOf(row, 'examine', 'centre');
        const after = await moved(tx, row, to, now, { examinedAt: now });
        await repo.addHistory(tx, {
          orderId: id,
          from: row.status,
          to,
          actor: 'centre',
          at: now,
          note: Notes.examine,
        });
        await deps.notifyDeskMove?.(tx, after);
        return after;
      });
    },

    /**
     * The doctor's decision. Approve: the table's next status (to payment, with a fresh deadline,
     * when something is owed online; else to the exam), with a changed plan stored for the person to
     * accept. Refuse: closed, and what it held given back, like a cancel; a note is required.
     */
    async decideReview(input: {
      id: number;
      approve: boolean;
      note: string;
      proposedPlan?: Plan;
    }): Promise<OrderRow> {
      const now = clock();
      const note = input.note.trim();
      if (!input.approve && note === '') throw invalid(ActionMessages.refuseNeedsNote);
      if (!input.approve && input.proposedPlan) throw invalid(ActionMessages.refuseWithPlan);
      const centre = await progress.centreOf(db, input.id);
      if (!centre) throw notFound(OrderMessages.notFound);
      const plan = input.proposedPlan ? await checkedPlan(centre.sysCenterId, input.proposedPlan) : null;
      return transaction(db, async (tx) => {
        const row = await locked(tx, input.id);
        const to = moveOf(row, input.approve ? 'approve' : 'refuse', 'centre');
        const set = {
          reviewNote: note,
          reviewedAt: now,
          reviewPlan: plan,
          payDeadline:
            to === AWAITING_PAYMENT ? new Date(now.getTime() + deps.payment.payMinutes * 60_000) : null,
        };
        const after = await moved(tx, row, to, now, set);
        const historyNote = note || (input.approve ? Notes.approve : Notes.refuse);
        if (input.approve) {
          await repo.addHistory(tx, {
            orderId: row.id,
            from: row.status,
            to,
            actor: 'centre',
            at: now,
            note: historyNote,
          });
        } else {
          await releaseHeld(tx, after, 'centre', now, historyNote, { from: row.status });
        }
        return after;
      });
    },

    /**
     * Closes orders whose exam day passed with nobody checked in and nothing paid, giving back the
     * coupon, services and card debits (the past day's place stays taken: nobody can book it now).
     * Answers how many this call closed.
     */
    async closeNoShows(now: Date = clock()): Promise<number> {
      const today = shanghaiDate(now);
      let closed = 0;
      let after = 0;
      for (;;) {
        const ids = await progress.noShowIds(db, WAITING_FOR_EXAM, today, NO_SHOW_BATCH, after);
        for (const id of ids) {
          const done = await transaction(db, async (tx) => {
            const row = await repo.lock(tx, id);
            if (!row || row.examDate >= today || row.checkedInAt !== null) return false;
            const to = nextStatus(row.status, 'noShow', 'system', factsOf(row));
            if (to === null) return false;
            const moved = await progress.move(tx, id, row.status, to, now, { payDeadline: null });
            if (!moved) return false;
            await deps.wallet.returnCoupon(tx, { orderId: id });
            await releaseHeld(tx, moved, 'system', now, Notes.noShow, { from: row.status, keepPlace: true });
            return true;
          });
          if (done) closed++;
        }
        if (ids.length < NO_SHOW_BATCH) return closed;
        after = ids[ids.length - 1]!;
      }
    },

    /** Where an order is, for the operator routes' role check: its centre and id. */
    async target(id: number): Promise<{ centreId: string; targetId: string }> {
      const row = await progress.centreOf(db, id);
      if (!row) throw notFound(OrderMessages.notFound);
      return { centreId: row.sysCenterId, targetId: String(row.id) };
    },

    async targetByOrderNo(orderNo: string): Promise<{ centreId: string; targetId: string }> {
      const row = await progress.byOrderNo(db, orderNo);
      if (!row) throw notFound(OrderMessages.notFound);
      return { centreId: row.sysCenterId, targetId: String(row.id) };
    },
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
