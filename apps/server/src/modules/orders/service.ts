import type { OrderDetail, OrderQuote } from '@tijian/contract';
import {
  type Fen,
  fastingWindowOf,
  fen,
  normaliseIdCard,
  ORDER_STATUS_NAMES,
  type OrderActor,
  type OrderStatus,
  validateIdCard,
} from '@tijian/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { FamilyService } from '../family/service.ts';
import type { ScheduleService } from '../schedule/service.ts';
import type { WalletService } from '../wallet/service.ts';
import {
  type BookBody,
  type BookDeps,
  type BookHook,
  BusinessRefusal,
  createOrderBooking,
} from './book-order.ts';
import { type DeskMoveListener, examDayRoster } from './exam-day-repository.ts';
import { createFixedOrders } from './fixed-order.ts';
import { OrderMessages } from './messages.ts';
import { type BookedSinceQuery, noticeRepository } from './notice-repository.ts';
import { createOperatorOrders, type OrderLabeller } from './operator-orders.ts';
import { createOrderActions, type ReleaseOptions } from './order-actions.ts';
import { createOrderAnswers, type ReleaseListener } from './order-answers.ts';
import { createOrderChanges } from './order-changes.ts';
import { toOrderDetail } from './order-detail.ts';
import { heldProjectIds } from './order-lines.ts';
import { createOrderList } from './order-list.ts';
import { orderProgress } from './order-progress.ts';
import { toOrderQuote } from './order-quote.ts';
import {
  createOrderPreparer,
  type PrepareDeps,
  type PreparedOrder,
  type QuoteOrderInput,
  type SubmitOrderInput,
} from './prepare-order.ts';
import { type OrderRow, ordersRepository as repo } from './repository.ts';
import { AWAITING_PAYMENT, OPEN_STATUSES, PAID, STANDING_STATUSES } from './statuses.ts';
import type { SubmitAnswer } from './submit-answer.ts';

export type { BookBody, BookHook } from './book-order.ts';
export type { FixedOrderInput } from './fixed-order.ts';
export { OrderMessages } from './messages.ts';
export type { BookedSinceQuery, NoticeOrder } from './notice-repository.ts';
export type { OrderMove, ReleaseListener } from './order-answers.ts';
export type { PreparedOrder, QuoteOrderInput, SubmitOrderInput } from './prepare-order.ts';
export type { OrderRow } from './repository.ts';
export type { SubmitAnswer } from './submit-answer.ts';

export interface OrdersDeps extends PrepareDeps, Omit<BookDeps, 'schedule' | 'wallet' | 'family'> {
  db: Db;
  clock: () => Date;
  family: { reportLinks: Pick<FamilyService['reportLinks'], 'knows'> };
  schedule: Pick<ScheduleService, 'reservation' | 'release' | 'reserve' | 'lockForMove'>;
  wallet: PrepareDeps['wallet'] &
    BookDeps['wallet'] &
    Pick<WalletService, 'releaseCoupon' | 'refundCards' | 'releaseServices' | 'orderCoupon' | 'returnCoupon'>;
}

const EXPIRED_NOTE = '超时未支付，订单已关闭';
/** How many overdue orders one sweep closes; the next minute takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Orders: submitting one (prepared, then booked in one transaction), reading one's own, the
 * existing-order check, closing unpaid ones whose time ran out, and what the payments module needs.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db, clock, centres, schedule, wallet, family } = deps;
  const { priceCart, prepare } = createOrderPreparer(deps);
  const { answered, book } = createOrderBooking(deps);
  // Other modules' parts of an order given back when it is undone (a company's quota and budget).
  const releaseListeners: ReleaseListener[] = [];
  const notifyRelease = async (tx: Tx, orderId: number) => {
    for (const listener of releaseListeners) await listener(tx, orderId);
  };
  // Other modules' refusals of a person's own change (a team order's date and items are the
  // company's terms: moving them would bypass its day quota and budget).
  const changeGuards: ((orderId: number) => Promise<string | null>)[] = [];
  const refuseGuarded = async (userId: number, orderId: number) => {
    // Only the person's own order: another account's id goes on to the change's own not-found.
    if (changeGuards.length === 0 || !(await repo.find(db, userId, orderId))) return;
    for (const guard of changeGuards) {
      const refused = await guard(orderId);
      if (refused) throw invalid(refused);
    }
  };

  /**
   * Closes one overdue unpaid order and gives back what it held (slot and item quotas, services,
   * coupon, card debits). The conditional update lets exactly one of several sweepers do it.
   */
  async function expireOne(id: number, now: Date): Promise<boolean> {
    return transaction(db, async (tx) => {
      const row = await repo.closeOverdue(tx, id, now);
      if (!row) return false;
      await releaseHeld(tx, row, 'system', now, EXPIRED_NOTE);
      return true;
    });
  }

  /**
   * Gives back in the order a submission takes (coupon, services, cards, then the place), so a
   * closing order and a new one on the same day never wait on each other's rows in a circle.
   */
  async function releaseHeld(
    tx: Tx,
    row: OrderRow,
    actor: OrderActor,
    now: Date,
    note: string,
    options: ReleaseOptions = { from: AWAITING_PAYMENT },
  ) {
    // Other modules' holds first (a company's day place and budget): a submission takes them before
    // the place, so a closing order and a new one never wait on each other in a circle.
    await notifyRelease(tx, row.id);
    const items = await repo.items(tx, row.id);
    await wallet.releaseCoupon(tx, { orderId: row.id });
    if (row.serviceIds.length) {
      await wallet.releaseServices(tx, {
        sysCenterId: row.sysCenterId,
        date: row.examDate,
        projectIds: row.serviceIds,
      });
    }
    await wallet.refundCards(tx, { orderId: row.id });
    if (!options.keepPlace) {
      await schedule.release(tx, {
        sysCenterId: row.sysCenterId,
        date: row.examDate,
        slotNo: row.slotNo,
        projectIds: heldProjectIds(items),
      });
    }
    await repo.addHistory(tx, {
      orderId: row.id,
      from: options.from,
      to: row.status,
      actor,
      at: now,
      note,
    });
  }

  const isOverdue = (row: OrderRow, now: Date) =>
    row.status === AWAITING_PAYMENT && row.payDeadline !== null && row.payDeadline.getTime() <= now.getTime();

  /** The user's own order, closed first if its time to pay ran out while nobody looked. */
  async function ownOrder(userId: number, id: number): Promise<OrderRow> {
    const row = await repo.find(db, userId, id);
    if (!row) throw notFound(OrderMessages.notFound);
    const now = clock();
    if (!isOverdue(row, now)) return row;
    await expireOne(row.id, now);
    return (await repo.find(db, userId, id)) ?? row;
  }

  /** The order detail: the booking, plus its progress (history, review, check-in, preparation). */
  async function detailOf(row: OrderRow): Promise<OrderDetail> {
    const [items, centre, history, catalogue] = await Promise.all([
      repo.items(db, row.id),
      centres.centre(row.sysCenterId).catch(() => null),
      repo.history(db, row.id),
      deps.catalogue.centreCatalogue(row.sysCenterId).catch(() => null),
    ]);
    const fasting = centre ? fastingWindowOf(centre.fastingCheckStart, centre.fastingCheckEnd) : null;
    const progress = orderProgress(row, items, history, catalogue?.index ?? null, fasting);
    return toOrderDetail(row, items, centre, clock(), progress);
  }

  // Other modules told of the desk's moves in their transaction (the exam-day queue's version).
  const deskMoveListeners: DeskMoveListener[] = [];
  const notifyDeskMove = async (tx: Tx, row: OrderRow) => {
    for (const listener of deskMoveListeners) {
      await listener(tx, { centreId: row.sysCenterId, examDate: row.examDate });
    }
  };
  const actions = createOrderActions({ ...deps, releaseHeld, notifyDeskMove });
  const changes = createOrderChanges({
    ...deps,
    detail: (userId, id) => ownOrder(userId, id).then(detailOf),
  });
  // Another module's names for team orders in the staff's lists (set once at start, or none).
  let teamLabeller: OrderLabeller | null = null;
  const operatorOrders = createOperatorOrders({ db, labeller: () => teamLabeller });
  const answers = createOrderAnswers({ db, notifyRelease });

  /**
   * Books a prepared order with another module's hook run inside its transaction; a refusal is the
   * answer, and a failure after a repeated key's order exists answers that order.
   */
  async function bookPrepared(p: PreparedOrder, body: BookBody, hook: BookHook): Promise<SubmitAnswer> {
    try {
      return await book(p, body, hook);
    } catch (error) {
      if (error instanceof BusinessRefusal) return error.answer;
      const first = await answered(p.userId, p.key);
      if (first) return first;
      throw error;
    }
  }

  return {
    /** What refunds and reports ask of an order: reads, its lock and moves in their transaction. */
    ...answers,

    /** The bookings that stand (not cancelled, closed or refunded), at a centre or everywhere. */
    countBookings(centreId?: string): Promise<number> {
      return repo.countInStatuses(db, STANDING_STATUSES, centreId);
    },

    /**
     * Registers what another module gives back, in the order's transaction, when an order is undone
     * (cancelled, closed, refunded): a company's day place and budget. Registered once, at start.
     */
    onRelease(listener: ReleaseListener): void {
      releaseListeners.push(listener);
    },

    /** Registers what runs in the transaction of a check-in or 完成体检 (the exam-day queue). */
    onDeskMove(listener: DeskMoveListener): void {
      deskMoveListeners.push(listener);
    },

    /** What the exam-day guide and queue read of orders (issue 24). */
    examDay: {
      checkedIn: (centreId: string, examDate: string) => examDayRoster.checkedIn(db, centreId, examDate),
      own: (userId: number, id: number) => examDayRoster.own(db, userId, id),
    },

    /**
     * Registers another module's refusal of the person's own changes (new date, items, the doctor's
     * plan) to an order it holds terms for; the check answers the refusal's words or null.
     */
    guardChanges(check: (orderId: number) => Promise<string | null>): void {
      changeGuards.push(check);
    },

    /**
     * Registers another module's names for the orders it holds terms for (a team order's company),
     * asked once per page of the staff's lists with that page's order ids. Registered once, at start.
     */
    labelTeamOrders(labeller: OrderLabeller): void {
      teamLabeller = labeller;
    },

    /**
     * An order another module prepared (a team order, priced by its own terms), booked by the same
     * transaction as any order, with the module's hook run inside it before the place is taken.
     */
    bookPrepared,

    /** An order priced by another module (a team order), checked and made ready for bookPrepared. */
    prepareFixed: createFixedOrders(deps),

    /** The answer given to this key already, if its order exists (a repeated team submit). */
    answered: (userId: number, key: string) => answered(userId, key),

    /** POST /wx/2/appointment/order.json: everything in one transaction, or nothing. */
    async submit(userId: number, body: SubmitOrderInput): Promise<SubmitAnswer> {
      if (body._BIZCODE === '0001') {
        if (typeof body.id === 'number') await refuseGuarded(userId, body.id);
        return changes.editItems(userId, body);
      }
      // A repeated key is answered with its order: by the claim inside the transaction, or, when the
      // checks now refuse the repeat (its coupon already held, say), here. Looking it up only then
      // saves a round trip on every new order.
      let p: Awaited<ReturnType<typeof prepare>>;
      try {
        p = await prepare(userId, body, clock());
      } catch (error) {
        const first = await answered(userId, body.idempotencyKey);
        if (first) return first;
        throw error;
      }
      try {
        return await book(p, body);
      } catch (error) {
        if (error instanceof BusinessRefusal) return error.answer;
        throw error;
      }
    },

    /**
     * A new order's cart checked and priced by submit's own rules, holding and writing nothing: what
     * the waitlist keeps to book later (its items' quotas, the examinee, the centre).
     */
    async priceWaitlistCart(userId: number, body: SubmitOrderInput) {
      const priced = await priceCart(userId, body, clock());
      if (body._BIZCODE === '0019' && String(body.id ?? '') !== priced.product?.id) {
        throw invalid(OrderMessages.quickAppointmentMismatch);
      }
      return priced;
    },

    /**
     * A new order (0002, 0019) submitted as submit does, with another module's hook run inside its
     * transaction before the place is taken (the waitlist hands its held place to the order there).
     */
    async submitWith(userId: number, body: SubmitOrderInput, hook: BookHook): Promise<SubmitAnswer> {
      let p: PreparedOrder;
      try {
        p = await prepare(userId, body, clock());
      } catch (error) {
        const first = await answered(userId, body.idempotencyKey);
        if (first) return first;
        throw error;
      }
      return bookPrepared(p, body, hook);
    },

    /**
     * POST /wx/2/appointment/quote.json: the price submit would charge for this cart, by submit's own
     * pricing and checks; nothing is held or written.
     */
    async quote(userId: number, cart: QuoteOrderInput): Promise<OrderQuote> {
      return toOrderQuote(await priceCart(userId, cart, clock()));
    },

    /** POST updateOrderForClient.json: a new day and slot in one transaction, or -3 and nothing changed. */
    async reschedule(...args: Parameters<typeof changes.reschedule>) {
      await refuseGuarded(args[0], args[1].orderId);
      return changes.reschedule(...args);
    },

    /** POST acceptReview.json: the reviewing doctor's plan replaces the order's. */
    async acceptReview(userId: number, orderId: number) {
      await refuseGuarded(userId, orderId);
      return changes.acceptReview(userId, orderId);
    },

    async detail(userId: number, id: number): Promise<OrderDetail> {
      return detailOf(await ownOrder(userId, id));
    },

    /** GET /individuation-service/order/listOrder: the person's orders by tab, newest first. */
    list: createOrderList({ db, clock, expireOne }),

    /** POST /wx/order/cancel.json: the person's own unpaid order, closed first if its time ran out. */
    async cancel(userId: number, id: number): Promise<OrderDetail> {
      await ownOrder(userId, id);
      await actions.cancel(userId, id);
      return detailOf((await repo.find(db, userId, id))!);
    },

    /** Closes orders whose exam day passed with nobody checked in and nothing paid (the sweeper). */
    closeNoShows: actions.closeNoShows,

    /** Who the notices module tells, and of what (it checks the order again before it sends). */
    notices: {
      awaitingExamOn: (date: string, afterId: number, limit: number) =>
        noticeRepository.awaitingExamOn(db, date, afterId, limit),
      order: (id: number, tx: DbOrTx = db) => noticeRepository.order(tx, id),
      orders: (ids: readonly number[]) => noticeRepository.ofIds(db, ids),
      bookedSince: (q: BookedSinceQuery) => noticeRepository.bookedSince(db, q),
    },

    /** The operator API's moves and reads (routes check the operator's role at the order's centre). */
    operator: {
      target: actions.target,
      targetByOrderNo: actions.targetByOrderNo,
      list: operatorOrders.list,
      state: operatorOrders.state,
      onSlots: operatorOrders.onSlots,
      checkIn: async (id: number) => operatorOrders.view(await actions.checkIn(id)),
      examined: async (id: number) => operatorOrders.view(await actions.examined(id)),
      decideReview: async (input: Parameters<typeof actions.decideReview>[0]) =>
        operatorOrders.view(await actions.decideReview(input)),
    },

    /**
     * GET /wx/order/validate.json: whether this ID number has an unfinished order at this centre. The
     * asker's own order is named with its date and id; another account's only for a person the asker
     * proved (its own claim, a family link), and without its date; for anyone else the answer is the
     * one for a person with no order.
     */
    async existing(
      userId: number,
      q: { sysCenterId: string; idCardNo: string },
    ): Promise<{ exists: boolean; message: string | null; orderId: number | null }> {
      const idProblem = validateIdCard(q.idCardNo);
      if (idProblem) throw invalid(idProblem);
      await centres.centre(q.sysCenterId);
      const idCardNo = normaliseIdCard(q.idCardNo);
      const row = await repo.openOrderOfPerson(db, {
        idCardNo,
        centreId: q.sysCenterId,
        statuses: OPEN_STATUSES,
        now: clock(),
        userId,
        anyBooker: await family.reportLinks.knows(userId, idCardNo),
      });
      if (!row) return { exists: false, message: null, orderId: null };
      if (row.userId !== userId) {
        return { exists: true, message: OrderMessages.existingElsewhere, orderId: null };
      }
      return { exists: true, message: OrderMessages.existing(row.examDate), orderId: row.id };
    },

    /** Closes every unpaid order whose time ran out by `now`; answers how many this call closed. */
    async expireOverdue(now: Date = clock()): Promise<number> {
      let closed = 0;
      for (;;) {
        const ids = await repo.overdueIds(db, now, SWEEP_BATCH);
        for (const id of ids) if (await expireOne(id, now)) closed++;
        if (ids.length < SWEEP_BATCH) return closed;
      }
    },

    /** For the payments module: the user's own order as a payment sees it, closed first if overdue. */
    async paymentOrder(userId: number, id: number): Promise<OrderForPayment> {
      return forPayment(await ownOrder(userId, id));
    },

    /** For the payments module: the user's order if it is awaiting payment, else why it cannot be paid. */
    async payableOrder(userId: number, id: number): Promise<OrderForPayment> {
      const row = await ownOrder(userId, id);
      if (row.status !== AWAITING_PAYMENT) throw invalid(notPayableMessage(row));
      return forPayment(row);
    },

    /** The order locked in the caller's transaction, so one payment at a time is opened for it. */
    async lockForPayment(tx: Tx, id: number): Promise<OrderForPayment | undefined> {
      const row = await repo.lock(tx, id);
      return row && forPayment(row);
    },

    /**
     * The provider says it is paid: awaiting payment → awaiting examination, once, with the coupon
     * spent. False when the order is no longer awaiting payment (closed, already paid) or overdue.
     */
    async markPaid(tx: Tx, id: number, amount: Fen, now: Date): Promise<boolean> {
      const row = await repo.lock(tx, id);
      if (!row || row.status !== AWAITING_PAYMENT) return false;
      if (isOverdue(row, now)) {
        // Paid too late: the order closes here, in the payment's transaction, and stays closed.
        const closed = await repo.closeOverdue(tx, id, now);
        if (closed) await releaseHeld(tx, closed, 'system', now, EXPIRED_NOTE);
        return false;
      }
      const moved = await repo.moveStatus(tx, id, AWAITING_PAYMENT, PAID, now, {
        paid: fen(row.paid + amount),
      });
      if (!moved) return false;
      await wallet.useCoupon(tx, { orderId: id });
      await repo.addHistory(tx, {
        orderId: id,
        from: AWAITING_PAYMENT,
        to: PAID,
        actor: 'system',
        at: now,
        note: '在线支付成功',
      });
      return true;
    },
  };
}

/** An order as the payments module sees it. */
export interface OrderForPayment {
  id: number;
  orderNo: string;
  sysCenterId: string;
  sysCenterName: string;
  status: OrderStatus;
  payable: Fen;
  payDeadline: Date | null;
}

const forPayment = (row: OrderRow): OrderForPayment => ({
  id: row.id,
  orderNo: row.orderNo,
  sysCenterId: row.sysCenterId,
  sysCenterName: row.sysCenterName,
  status: row.status,
  payable: row.payable,
  payDeadline: row.payDeadline,
});

export function notPayableMessage(row: Pick<OrderRow, 'status' | 'payType'>): string {
  if (row.status === 'order_closed') return '订单已超时关闭，请重新预约';
  if (row.payType === 'onhospital') return '该订单为到院支付，无需在线支付';
  if (row.status === 'order_hospital_examination') return '该订单已支付，无需重复支付';
  return `${ORDER_STATUS_NAMES[row.status]}的订单不能支付`;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
