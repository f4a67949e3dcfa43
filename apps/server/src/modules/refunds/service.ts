import type { RefundDetail, RefundQuoteView } from '@tijian/contract';
import {
  type Fen,
  fen,
  nextStatus,
  ORDER_STATUS_NAMES,
  type OrderStatus,
  REFUND_REASONS,
  REFUND_RETRIES,
  REFUND_STATUS_NAMES,
  type RefundQuote,
  refundApplicationProblem,
  refundFailureStep,
  refundQuote,
  refundTimeline,
  shanghaiDate,
} from '@tijian/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, invalid, notFound } from '../../http/app-error.ts';
import type { OperatorsService } from '../operators/service.ts';
import type { OrderMove, OrderRow, OrdersService } from '../orders/service.ts';
import type { PaymentProvider, ProviderRequest, RefundRequest } from '../payments/provider.ts';
import type { PaymentProviders } from '../payments/providers.ts';
import { PAY_SIGN_CODE, type PaymentsService } from '../payments/service.ts';
import type { ScheduleService } from '../schedule/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { RefundErrors, RefundNotes } from './messages.ts';
import { type RefundRow, refundsRepository as repo } from './repository.ts';
import type { RefundStatus } from './schema.ts';
import {
  DeskRefundMessages,
  deskRefusalOf,
  type PaidWith,
  refundableOnline,
  refundLineOf,
  refundOrderOf,
} from './staff-views.ts';

export { RefundErrors } from './messages.ts';

export interface RefundsDeps {
  db: Db;
  clock: () => Date;
  /**
   * the configured providers by name: a refund goes back through its payment's provider; empty when
   * online payment is off
   */
  providers: PaymentProviders;
  orders: Pick<OrdersService, 'findOwn' | 'lock' | 'lockOwn' | 'move' | 'heldProjectsOf' | 'byIds'>;
  payments: Pick<
    PaymentsService,
    'paidPaymentOf' | 'markRefunded' | 'lockPayment' | 'settledOfOrders' | 'amountOf'
  >;
  wallet: Pick<
    WalletService,
    'spentCoupon' | 'returnCoupon' | 'refundCards' | 'releaseServices' | 'cardPaymentsOf'
  >;
  schedule: Pick<ScheduleService, 'release'>;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** where a refund the provider keeps failing is left for staff (the audit log, as the system) */
  operators: Pick<OperatorsService, 'auditBySystem'>;
  /**
   * A refund was asked of a provider that can be asked about it: its polling task is scheduled
   * (polling.ts). Called after the transaction commits; a failure is logged, the sweep still finds it.
   */
  onAsked?: (refund: RefundRow) => Promise<void>;
}

/** A refund 退款中 this long, or one the provider answered without it completing, is settled by the job. */
export const SETTLE_AFTER_MS = 10 * 60_000;
/** How many refunds one settling run looks at; the next run takes the rest. */
const SETTLE_BATCH = 100;
/** A page of the console's refund list. */
const STAFF_PAGE = 20;

/** What a provider told us of a completed refund, by its notification or its answer to a query. */
interface RefundedWord {
  refundNo: string;
  providerRefundId: string;
  amount: number;
  refundedAt: Date | null;
}

type RefundMove = Pick<OrderMove, 'from' | 'action' | 'actor' | 'facts'>;

/** Where the domain's transition table sends an order; a move it lacks stops the server at start. */
function moveOf({ from, action, actor, facts }: RefundMove): OrderStatus {
  const to = nextStatus(from, action, actor, facts);
  if (to === null) throw new Error(`the order transition table has no ${actor} ${action} from ${from}`);
  return to;
}

const AWAITING_EXAM: OrderStatus = 'order_hospital_examination';
const APPLIED = moveOf({ from: AWAITING_EXAM, action: 'refund', actor: 'user', facts: { paid: true } });
const APPROVED = moveOf({ from: APPLIED, action: 'approveRefund', actor: 'centre' });

/** The order's moves along its refund, made by the orders service; every one is checked at start. */
const Moves: Record<'apply' | 'withdraw' | 'refuse' | 'approve' | 'refunded', RefundMove> = {
  apply: { from: AWAITING_EXAM, action: 'refund', actor: 'user', facts: { paid: true } },
  withdraw: { from: APPLIED, action: 'withdrawRefund', actor: 'user' },
  refuse: { from: APPLIED, action: 'refuseRefund', actor: 'centre' },
  approve: { from: APPLIED, action: 'approveRefund', actor: 'centre' },
  refunded: { from: APPROVED, action: 'refunded', actor: 'system' },
};
for (const move of Object.values(Moves)) moveOf(move);

/** RF + the day in Shanghai (yyyyMMdd) + the refund's id, at least six digits: unique, and the provider's key. */
export function refundNoOf(id: number, now: Date): string {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `RF${day}${String(id).padStart(6, '0')}`;
}

/**
 * What the centre has used of the order. Nothing before the desk checks the person in; after check-in
 * the centre does not tell us item by item, so all of it counts and the refund is made at the desk.
 */
const consumedOf = (row: OrderRow): Fen =>
  row.checkedInAt === null
    ? fen(0)
    : fen(row.itemsPrice + row.materialItemsPrice + row.servicePrice + row.materialFee);

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function detailOf(refund: RefundRow, order: OrderRow): RefundDetail {
  return {
    refundNo: refund.refundNo,
    status: refund.status,
    statusName: REFUND_STATUS_NAMES[refund.status],
    amount: refund.amount,
    cardAmount: refund.cardAmount,
    couponReturned: refund.couponReturned === 1,
    reason: refund.reason,
    remark: refund.remark,
    refuseReason: refund.refuseReason,
    appliedAt: refund.appliedAt.toISOString(),
    timeline: refundTimeline({
      status: refund.status,
      appliedAt: refund.appliedAt.toISOString(),
      decidedAt: iso(refund.decidedAt),
      refundedAt: iso(refund.refundedAt),
      closedAt: iso(refund.closedAt),
      refuseReason: refund.refuseReason,
    }),
    order: {
      id: order.id,
      orderNo: order.orderNo,
      status: order.status,
      statusName: ORDER_STATUS_NAMES[order.status],
      sysCenterId: order.sysCenterId,
      sysCenterName: order.sysCenterName,
      name: order.name,
      packageName: order.packageName,
      examDate: order.examDate,
      slotTime: order.slotTime,
      paid: order.paid,
      cardPaid: order.cardPaid,
      couponName: order.couponName,
    },
  };
}

/**
 * Refunds of paid orders: the quote, applying (idempotent by key, one open refund per order), the
 * centre's decision, withdrawing, and the provider's notification that completes one exactly once.
 * Every change of an order and its refund happens in one transaction with the order row locked.
 */
export function createRefundsService(deps: RefundsDeps) {
  const { db, clock, providers, orders, payments, wallet, schedule, log, operators, onAsked } = deps;

  async function ownOrder(userId: number, orderId: number): Promise<OrderRow> {
    const row = await orders.findOwn(userId, orderId);
    if (!row) throw notFound(RefundErrors.orderNotFound);
    return row;
  }

  /** The order locked until commit, only when it is this user's (or anyone's, for the centre). */
  async function lockOrder(tx: Tx, orderId: number, userId: number | null): Promise<OrderRow> {
    const row = userId === null ? await orders.lock(tx, orderId) : await orders.lockOwn(tx, userId, orderId);
    if (!row) throw notFound(RefundErrors.orderNotFound);
    return row;
  }

  async function quoteOf(dbx: DbOrTx, row: OrderRow, now: Date): Promise<RefundQuote> {
    const coupon = await wallet.spentCoupon(dbx, {
      userId: row.userId,
      couponId: row.couponId,
      orderId: row.id,
    });
    const quote = refundQuote({
      status: row.status,
      paid: row.paid,
      cardPaid: row.cardPaid,
      couponDiscount: row.couponDiscount,
      coupon,
      today: shanghaiDate(now),
      consumed: consumedOf(row),
    });
    // The state machine's wording for "already refunding" reads oddly; say what is going on.
    if (row.status === APPLIED || row.status === APPROVED)
      return { ...quote, refusal: RefundErrors.alreadyOpen };
    return quote;
  }

  async function refundOf(userId: number, refundId: number): Promise<RefundDetail> {
    const refund = await repo.byId(db, userId, refundId);
    if (!refund) throw notFound(RefundErrors.notFound);
    return detailOf(refund, await ownOrder(userId, refund.orderId));
  }

  /**
   * The refund is paid back: the order ends refunded, the coupon comes back (when it was still valid
   * at application), the cards are credited (the ledger's one refund row per card and order makes
   * it once), and the services' places, the slot and the item quotas are given back: in the caller's
   * transaction, in the order a submission takes them.
   */
  async function complete(
    tx: Tx,
    refund: RefundRow,
    order: OrderRow,
    now: Date,
    providerRefundId: string | null,
  ) {
    const done = await repo.move(tx, refund.id, 'refunding', 'refunded', {
      refundedAt: now,
      ...(providerRefundId ? { providerRefundId } : {}),
    });
    if (!done) return;
    if (refund.kind === 'desk') {
      // The centre gave back part or all of what was paid; the order stays where it is (the person
      // came), and the payment counts as refunded once nothing of it is left.
      if (refund.payId && refundableOnline(order, await repo.paidBack(tx, order.id)) === 0)
        await payments.markRefunded(tx, refund.payId);
      return;
    }
    const moved = await orders.move(tx, {
      id: order.id,
      ...Moves.refunded,
      note: RefundNotes.refunded,
      now,
    });
    if (!moved) {
      throw new Error(
        `order ${order.id} is ${order.status} while its refund ${refund.refundNo} was being paid`,
      );
    }
    if (refund.payId && refund.amount > 0) await payments.markRefunded(tx, refund.payId);
    if (refund.couponReturned === 1) await wallet.returnCoupon(tx, { orderId: order.id });
    if (order.serviceIds.length) {
      await wallet.releaseServices(tx, {
        sysCenterId: order.sysCenterId,
        date: order.examDate,
        projectIds: order.serviceIds,
      });
    }
    if (refund.cardAmount > 0) {
      // The ledger gives back each card's whole debit; a partial card refund cannot arise, since
      // nothing is consumed before check-in and a checked-in order is refunded at the desk.
      if (refund.cardAmount !== order.cardPaid)
        throw new Error(`refund ${refund.refundNo}: partial card refund`);
      await wallet.refundCards(tx, { orderId: order.id });
    }
    await schedule.release(tx, {
      sysCenterId: order.sysCenterId,
      date: order.examDate,
      slotNo: order.slotNo,
      projectIds: await orders.heldProjectsOf(tx, order.id),
    });
  }

  /**
   * The provider's word that a refund's money went back, applied once: the refund moves refunding →
   * refunded under its lock, so a repeat delivery, another notification id or the settling job
   * finding it done changes nothing. Locks the order, its payment, then the refund (docs/locking.md).
   * A word about a refund not yet approved is refused and not recorded, so the provider sends it again.
   * Answers whether this call completed the refund.
   */
  async function applyRefunded(providerName: string, word: RefundedWord): Promise<boolean> {
    const now = clock();
    // Which order and payment the refund is for never changes, so it is read before anything is locked.
    const seen = await repo.byNo(db, word.refundNo);
    if (!seen) throw notFound(RefundErrors.refundNotFound);
    if (word.amount !== seen.amount) {
      log.warn(
        { provider: providerName, refundNo: seen.refundNo, amount: word.amount, expected: seen.amount },
        'refund notification with another amount than the refund',
      );
      throw invalid(RefundErrors.wrongAmount);
    }
    return transaction(db, async (tx) => {
      const order = await lockOrder(tx, seen.orderId, null);
      if (seen.payId) await payments.lockPayment(tx, seen.payId);
      const refund = (await repo.lock(tx, seen.id))!;
      if (refund.status === 'applied') throw invalid(RefundErrors.notApproved);
      await repo.recordNotification(tx, {
        provider: providerName,
        providerRefundId: word.providerRefundId,
        refundNo: refund.refundNo,
        amount: refund.amount,
        at: now,
      });
      if (refund.status === 'refunding') {
        await complete(tx, refund, order, word.refundedAt ?? now, word.providerRefundId);
        return true;
      }
      if (refund.status !== 'refunded') {
        log.warn(
          { refundNo: refund.refundNo, status: refund.status },
          'refund notification for a closed refund',
        );
      }
      return false;
    });
  }

  /**
   * A provider's refund notification as it arrived, verified by the provider, then applied once. A
   * forged, altered or replayed one is refused and logged (why, never the body): it changes nothing.
   */
  async function notify(providerName: string, request: ProviderRequest): Promise<{ received: boolean }> {
    const provider = providers.get(providerName);
    if (!provider) throw notFound(RefundErrors.unknownProvider);
    const reading = provider.readRefundNotice(request, clock());
    if (!reading.ok) {
      log.warn({ provider: providerName, reason: reading.reason }, 'refund notification refused');
      throw new AppError(PAY_SIGN_CODE, RefundErrors.badSignature);
    }
    if (reading.notice) await applyRefunded(providerName, reading.notice);
    return { received: true };
  }

  /**
   * A refund left 退款中: completed from the provider's word we already hold, else from its answer
   * when asked; one it never heard of is asked for again (idempotent by refund number). Answers
   * whether this call completed it.
   */
  async function settle(refund: RefundRow): Promise<boolean> {
    const [heard] = await repo.notificationsOf(db, refund.refundNo);
    if (heard) {
      return applyRefunded(heard.provider, { ...heard, refundedAt: heard.receivedAt });
    }
    const provider = refund.provider ? providers.get(refund.provider) : undefined;
    if (!provider?.queryRefund || !refund.payId) return false;
    const request = {
      refundNo: refund.refundNo,
      payId: refund.payId,
      amount: refund.amount,
      total: await payments.amountOf(db, refund.payId),
    };
    const answer = await provider.queryRefund(request);
    if (answer.state === 'unknown') await provider.createRefund(request);
    if (answer.state === 'failed') await failed(provider, refund, request, answer.status);
    if (answer.state !== 'refunded') return false;
    return applyRefunded(provider.name, { ...answer, refundNo: refund.refundNo, amount: refund.amount });
  }

  /**
   * The provider reports the refund failed (closed, abnormal): counted once, then asked again under
   * the same number (the same refund at the provider, never a second one) up to REFUND_RETRIES times;
   * after that it is left for staff, once: an audit row at its centre and an alert in the log.
   */
  async function failed(
    provider: Pick<PaymentProvider, 'createRefund'>,
    refund: RefundRow,
    request: RefundRequest,
    status: string,
  ): Promise<void> {
    const failures = refund.providerFailures + 1;
    const step = refundFailureStep(failures);
    // Already left for staff: the sweep keeps asking (staff may settle it at the provider), nothing more.
    if (step === 'alreadyLeft') return;
    const counted = await transaction(db, async (tx) => {
      if (!(await repo.countFailure(tx, refund.id, refund.providerFailures))) return false;
      if (step === 'leaveForStaff') {
        await operators.auditBySystem(
          {
            centreId: refund.centreId,
            action: 'refund.providerFailed',
            targetType: 'refund',
            targetId: refund.refundNo,
            detail: {
              before: { status: refund.status, amount: refund.amount, providerStatus: status },
              after: { status: refund.status, failures },
            },
            outcome: 'ok',
          },
          tx,
        );
      }
      return true;
    });
    if (!counted) return;
    if (step === 'retry') {
      log.warn({ refundNo: refund.refundNo, status, failures }, 'refund failed at the provider: asked again');
      await provider.createRefund(request);
    } else if (step === 'leaveForStaff') {
      log.error(
        { refundNo: refund.refundNo, status, failures },
        'ALERT refund keeps failing at the provider: left for staff',
      );
    }
  }

  /** After a refund was asked of the provider: its polling task, when the provider can be asked. */
  async function announceAsked(refund: RefundRow): Promise<void> {
    if (!(refund.provider && providers.get(refund.provider)?.queryRefund)) return;
    try {
      await onAsked?.(refund);
    } catch (error) {
      log.warn(
        { refundNo: refund.refundNo, err: (error as Error).message },
        'scheduling a refund poll failed',
      );
    }
  }

  /** The orders' payments by the payments and wallet modules, read for a page of the staff list. */
  async function paidWithOf(orderIds: readonly number[]): Promise<PaidWith> {
    const [online, cards] = await Promise.all([
      payments.settledOfOrders(orderIds),
      wallet.cardPaymentsOf(orderIds),
    ]);
    return { online, cards };
  }

  async function orderPicture(orderId: number) {
    const [order] = await orders.byIds([orderId]);
    if (!order) throw notFound(RefundErrors.orderNotFound);
    const [paidWith, refunds] = await Promise.all([paidWithOf([order.id]), repo.ofOrders(db, [order.id])]);
    return refundOrderOf(order, paidWith, refunds);
  }

  /** A refund in the staff list's shape: the refund, its order's money and every refund of it. */
  async function staffView(refund: RefundRow) {
    return { ...refundLineOf(refund), ...(await orderPicture(refund.orderId)) };
  }

  return {
    /** GET /wx/refund/quote.json: what a refund of the user's order would give back, or why not. */
    async quote(userId: number, orderId: number): Promise<RefundQuoteView> {
      const row = await ownOrder(userId, orderId);
      const q = await quoteOf(db, row, clock());
      return {
        orderId: row.id,
        orderNo: row.orderNo,
        refundable: q.refundable,
        cardAmount: q.cardAmount,
        couponReturned: q.couponReturned,
        couponName: row.couponName,
        reasons: [...REFUND_REASONS],
        refusal: q.refusal,
      };
    },

    /**
     * POST /wx/refund/apply.json. The key's row decides between retries: a repeat answers the first
     * refund, whether it is still in flight (waited for) or done. A refused attempt leaves no row.
     */
    async apply(
      userId: number,
      input: { orderId: number; reason: string; remark?: string; idempotencyKey: string },
    ): Promise<RefundDetail> {
      const problem = refundApplicationProblem(input);
      if (problem) throw invalid(problem);
      const now = clock();
      const refundId = await transaction(db, async (tx) => {
        if (!(await repo.claimKey(tx, userId, input.idempotencyKey))) {
          const first = await repo.refundIdOfKey(tx, userId, input.idempotencyKey);
          if (first == null) throw invalid(RefundErrors.inProgress);
          return first;
        }
        const order = await lockOrder(tx, input.orderId, userId);
        if (await repo.lockOpenOfOrder(tx, order.id)) throw invalid(RefundErrors.alreadyOpen);
        const quote = await quoteOf(tx, order, now);
        if (quote.refusal) throw invalid(quote.refusal);
        const payment = quote.refundable > 0 ? await payments.paidPaymentOf(tx, order.id) : null;
        if (quote.refundable > 0 && !payment) throw invalid(RefundErrors.noPayment);
        const applied = await orders.move(tx, {
          id: order.id,
          ...Moves.apply,
          note: RefundNotes.applied(input.reason),
          now,
        });
        if (!applied) throw invalid(RefundErrors.alreadyOpen);
        const id = await repo.nextId(tx);
        await repo.insert(tx, {
          id,
          refundNo: refundNoOf(id, now),
          orderId: order.id,
          userId,
          centreId: order.sysCenterId,
          status: 'applied',
          reason: input.reason,
          remark: input.remark ?? '',
          amount: quote.refundable,
          cardAmount: quote.cardAmount,
          couponReturned: quote.couponReturned ? 1 : 0,
          payId: payment?.payId ?? null,
          provider: payment?.provider ?? null,
          appliedAt: now,
        });
        await repo.linkKey(tx, userId, input.idempotencyKey, id);
        return id;
      });
      return refundOf(userId, refundId);
    },

    /** GET /wx/refund/detail.json: the order's latest refund. */
    async detail(userId: number, orderId: number): Promise<RefundDetail> {
      const order = await ownOrder(userId, orderId);
      const refund = await repo.latestOfOrder(db, order.id);
      if (!refund) throw notFound(RefundErrors.notFound);
      return detailOf(refund, order);
    },

    /** The order's latest refund as the audit log keeps it (operator API); null when none. */
    async state(orderId: number) {
      const refund = await repo.latestOfOrder(db, orderId);
      return refund ? { refundNo: refund.refundNo, status: refund.status, amount: refund.amount } : null;
    },

    /** POST /wx/refund/withdraw.json: only before the centre decides; the order awaits its exam again. */
    async withdraw(userId: number, orderId: number): Promise<RefundDetail> {
      const now = clock();
      const refundId = await transaction(db, async (tx) => {
        const order = await lockOrder(tx, orderId, userId);
        const refund = await repo.lockOpenOfOrder(tx, order.id);
        if (!refund) throw invalid(RefundErrors.nothingToWithdraw);
        if (refund.status !== 'applied') throw invalid(RefundErrors.notWithdrawable);
        await repo.move(tx, refund.id, 'applied', 'withdrawn', { closedAt: now });
        const withdrawn = await orders.move(tx, {
          id: order.id,
          ...Moves.withdraw,
          note: RefundNotes.withdrawn,
          now,
        });
        if (!withdrawn) {
          throw new Error(
            `order ${order.id} is ${order.status} while its refund ${refund.refundNo} is applied`,
          );
        }
        return refund.id;
      });
      return refundOf(userId, refundId);
    },

    /**
     * The centre's decision (operator API, manager). Approving asks the provider to pay the online
     * part back (the sandbox answers at once with its signed notification, handed to the same handler
     * a callback reaches); a refund of card balance only completes on the spot. Refusing puts the
     * order back to awaiting its exam, with the reason shown to the person.
     */
    async decide(
      operator: { id: number },
      input: { orderId: number; approve: boolean; reason?: string },
    ): Promise<RefundDetail> {
      const now = clock();
      const { refundId, userId, ask } = await transaction(db, async (tx) => {
        const order = await lockOrder(tx, input.orderId, null);
        const refund = await repo.lockLatestOfOrder(tx, order.id);
        if (!refund) throw notFound(RefundErrors.notFound);
        if (refund.status !== 'applied') {
          // Decided already (a double click, two managers at once): the same decision answers the
          // refund as it stands, with nothing asked or moved again; the other one is refused.
          const same = input.approve
            ? refund.status === 'refunding' || refund.status === 'refunded'
            : refund.status === 'refused';
          if (same) return { refundId: refund.id, userId: order.userId, ask: null };
          throw invalid(RefundErrors.decided(refund.status));
        }
        if (!input.approve) {
          const reason = input.reason?.trim() ?? '';
          await repo.move(tx, refund.id, 'applied', 'refused', {
            decidedAt: now,
            decidedBy: operator.id,
            refuseReason: reason,
            closedAt: now,
          });
          const refused = await orders.move(tx, {
            id: order.id,
            ...Moves.refuse,
            note: RefundNotes.refused(reason),
            now,
          });
          if (!refused) {
            throw new Error(
              `order ${order.id} is ${order.status} while its refund ${refund.refundNo} is applied`,
            );
          }
          return { refundId: refund.id, userId: order.userId, ask: null };
        }
        const provider = refund.provider ? providers.get(refund.provider) : undefined;
        if (refund.amount > 0 && (!provider || !refund.payId)) throw invalid(RefundErrors.onlineOff);
        const approved = await repo.move(tx, refund.id, 'applied', 'refunding', {
          decidedAt: now,
          decidedBy: operator.id,
        });
        const moved = await orders.move(tx, {
          id: order.id,
          ...Moves.approve,
          note: RefundNotes.approved,
          now,
        });
        if (!approved || !moved) {
          throw new Error(
            `order ${order.id} is ${order.status} while its refund ${refund.refundNo} is applied`,
          );
        }
        if (refund.amount === 0) {
          await complete(tx, approved, moved, now, null);
          return { refundId: refund.id, userId: order.userId, ask: null };
        }
        // Asked inside the transaction: a provider that refuses leaves the refund applied.
        await provider!.createRefund({
          refundNo: refund.refundNo,
          payId: refund.payId!,
          amount: refund.amount,
          total: await payments.amountOf(tx, refund.payId!),
        });
        return { refundId: refund.id, userId: order.userId, ask: approved };
      });
      if (ask) await announceAsked(ask);
      // The sandbox answers a refund at once with its signed notification.
      const sandbox = ask?.provider ? providers.get(ask.provider) : undefined;
      if (ask && sandbox?.refundNotificationFor) {
        try {
          await notify(sandbox.name, sandbox.refundNotificationFor(ask, clock()));
        } catch (error) {
          // The approval stands; the refund stays 退款中 until a notification is applied.
          log.warn(
            { refundNo: ask.refundNo, err: (error as Error).message },
            'sandbox refund notification failed',
          );
        }
      }
      return refundOf(userId, refundId);
    },

    /**
     * The centre's refund requests and desk refunds, newest first, a page at a time, each with its
     * order (name masked), the order's payments and every refund of it (console, manager).
     */
    async listOfCentre(q: {
      centreId: string;
      status?: RefundStatus | undefined;
      page?: number | undefined;
    }) {
      const page = q.page ?? 1;
      const { rows, total } = await repo.pageOfCentre(db, {
        centreId: q.centreId,
        status: q.status,
        limit: STAFF_PAGE,
        offset: (page - 1) * STAFF_PAGE,
      });
      const orderIds = [...new Set(rows.map((r) => r.orderId))];
      const [orderRows, paidWith, refunds] = await Promise.all([
        orders.byIds(orderIds),
        paidWithOf(orderIds),
        repo.ofOrders(db, orderIds),
      ]);
      const byId = new Map(orderRows.map((o) => [o.id, o]));
      const list = rows.map((r) => ({
        ...refundLineOf(r),
        ...refundOrderOf(
          byId.get(r.orderId)!,
          paidWith,
          refunds.filter((x) => x.orderId === r.orderId),
        ),
      }));
      return { list, total, page, pageSize: STAFF_PAGE };
    },

    /** One order's payments, refunds and what the desk may still give back (console, manager). */
    orderPicture,

    /**
     * The desk gives back part or all of a checked-in (or examined) order's online payment: the
     * person cannot apply once checked in. Under the order's lock (then its payment's), the amount
     * must fit what the payment has not yet given back, counting refunds asked of the provider, so
     * two refunds at once never give back more than was paid; the key makes a retry or a second
     * click answer the first refund. The provider is asked inside the transaction (idempotent by
     * refund number) and completes it by the same notification as any refund.
     */
    async refundAtDesk(
      operator: { id: number },
      input: { orderId: number; amount: number; reason: string; idempotencyKey: string },
    ) {
      const now = clock();
      const { refundId, ask } = await transaction(db, async (tx) => {
        const order = await lockOrder(tx, input.orderId, null);
        const first = await repo.byRequestKey(tx, order.id, input.idempotencyKey);
        if (first) return { refundId: first.id, ask: null };
        const left = refundableOnline(order, await repo.paidBack(tx, order.id));
        const refusal = deskRefusalOf(order, left);
        if (refusal) throw invalid(refusal);
        if (input.amount > left) throw invalid(DeskRefundMessages.tooMuch(left));
        const payment = await payments.paidPaymentOf(tx, order.id);
        if (!payment) throw invalid(RefundErrors.noPayment);
        const provider = providers.get(payment.provider);
        if (!provider) throw invalid(RefundErrors.onlineOff);
        await payments.lockPayment(tx, payment.payId);
        const id = await repo.nextId(tx);
        const refund = await repo.insert(tx, {
          id,
          refundNo: refundNoOf(id, now),
          orderId: order.id,
          userId: order.userId,
          centreId: order.sysCenterId,
          kind: 'desk',
          requestKey: input.idempotencyKey,
          status: 'refunding',
          reason: input.reason,
          amount: fen(input.amount),
          payId: payment.payId,
          provider: payment.provider,
          appliedAt: now,
          decidedAt: now,
          decidedBy: operator.id,
        });
        await provider.createRefund({
          refundNo: refund.refundNo,
          payId: payment.payId,
          amount: refund.amount,
          total: payment.amount,
        });
        return { refundId: refund.id, ask: refund };
      });
      if (ask) await announceAsked(ask);
      // The sandbox answers a refund at once with its signed notification.
      const sandbox = ask?.provider ? providers.get(ask.provider) : undefined;
      if (ask && sandbox?.refundNotificationFor) {
        try {
          await notify(sandbox.name, sandbox.refundNotificationFor(ask, clock()));
        } catch (error) {
          // The refund stands 退款中 until a notification is applied (or the settling job asks).
          log.warn(
            { refundNo: ask.refundNo, err: (error as Error).message },
            'sandbox refund notification failed',
          );
        }
      }
      return staffView((await repo.byIdOnly(db, refundId))!);
    },

    notify,

    /**
     * A refund's polling task (polling.ts): a refund 退款中 is settled as the sweep would (completed,
     * asked for again, or counted failed). Answers the refund when it is still 退款中 and not yet left
     * for staff (to be asked again), else null.
     */
    async pollOne(refundNo: string): Promise<RefundRow | null> {
      const open = async () => {
        const row = await repo.byNo(db, refundNo);
        return row?.status === 'refunding' && row.providerFailures <= REFUND_RETRIES ? row : null;
      };
      const row = await open();
      if (!row) return null;
      await settle(row);
      return open();
    },

    /**
     * Settles refunds 退款中 for more than SETTLE_AFTER_MS, or whose provider already answered:
     * answers how many this call completed. Each completes under its order's lock and only from 退款中,
     * so several processes may run this at once.
     */
    async settleStuck(now: Date = clock()): Promise<number> {
      const stuck = await repo.stuckRefunding(db, new Date(now.getTime() - SETTLE_AFTER_MS), SETTLE_BATCH);
      let settled = 0;
      for (const refund of stuck) {
        try {
          if (await settle(refund)) settled++;
        } catch (error) {
          log.warn({ refundNo: refund.refundNo, err: (error as Error).message }, 'settling a refund failed');
        }
      }
      return settled;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
