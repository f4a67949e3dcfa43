import { randomUUID } from 'node:crypto';
import type { Payment } from '@tijian/contract';
import { fen } from '@tijian/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, invalid, notFound } from '../../http/app-error.ts';
import type { OrderForPayment, OrdersService } from '../orders/service.ts';
import type { PaymentNotice, PaymentProvider, SandboxPayer } from './provider.ts';
import { type PaymentRow, paymentsRepository as repo } from './repository.ts';
import type { PaymentStatus } from './schema.ts';

/** Our own code for a notification whose signature does not verify (no spec code covers it). */
export const PAY_SIGN_CODE = 'pay,sign';

export const PaymentErrors = {
  onlineOff: '暂不支持在线支付，请选择医院支付',
  notFound: '该支付单不存在',
  unknownProvider: '未知的支付渠道',
  badSignature: '支付通知验签失败',
  wrongAmount: '支付金额与订单金额不符',
  sandboxOff: '沙箱支付未开启',
  closed: '订单已超时关闭，请重新预约',
} as const;

export interface PaymentsDeps {
  db: Db;
  clock: () => Date;
  /** null when online payment is off (PAYMENT_PROVIDER=none) */
  provider: (PaymentProvider & Partial<SandboxPayer>) | null;
  orders: Pick<OrdersService, 'paymentOrder' | 'payableOrder' | 'lockForPayment' | 'markPaid'>;
  log: { warn(details: object, message: string): void };
}

/** A payment pending this long is asked about at the provider (or expired, past its time). */
export const SETTLE_AFTER_MS = 10 * 60_000;
/** How many pending payments one settling run looks at; the next run takes the rest. */
const SETTLE_BATCH = 100;

/** A pending payment of an order that has closed meanwhile can no longer be paid. */
function statusSeen(row: PaymentRow, order: OrderForPayment): PaymentStatus {
  if (row.status === 'pending' && order.status !== 'order_hospital_payment') return 'expired';
  return row.status;
}

/** Online payment of orders through the configured provider; a notification is applied exactly once. */
export function createPaymentsService({ db, clock, provider, orders, log }: PaymentsDeps) {
  const view = (row: PaymentRow, order: OrderForPayment, origin: string): Payment => ({
    payId: row.payId,
    orderId: order.id,
    orderNo: order.orderNo,
    sysCenterName: order.sysCenterName,
    amount: row.amount,
    provider: row.provider,
    status: statusSeen(row, order),
    expiresAt: row.expiresAt.toISOString(),
    qrUrl: provider ? provider.qrUrl(row.payId, origin) : '',
  });

  async function ownPayment(userId: number, payId: string) {
    const row = await repo.findOwn(db, userId, payId);
    if (!row) throw notFound(PaymentErrors.notFound);
    return { row, order: await orders.paymentOrder(userId, row.orderId) };
  }

  /**
   * The provider's word that a payment completed, applied once: the (provider, trade) row makes a
   * repeat a no-op. Locks the order, then the payment (docs/locking.md). Answers whether this call
   * moved the payment (paid, or closed when its order closed first).
   */
  async function applyPaid(
    providerName: string,
    notice: { payId: string; tradeNo: string; amount: number; paidAt: Date | null },
  ): Promise<boolean> {
    const now = clock();
    // Which order the payment is for never changes, so it is read before anything is locked.
    const seen = await repo.find(db, notice.payId);
    if (!seen) throw notFound(PaymentErrors.notFound);
    if (notice.amount !== seen.amount) throw invalid(PaymentErrors.wrongAmount);
    return transaction(db, async (tx) => {
      await orders.lockForPayment(tx, seen.orderId);
      const payment = (await repo.lock(tx, seen.payId))!;
      const first = await repo.recordNotification(tx, {
        provider: providerName,
        tradeNo: notice.tradeNo,
        payId: payment.payId,
        amount: payment.amount,
        at: now,
      });
      if (!first || payment.status === 'paid') return false;
      if (!(await orders.markPaid(tx, payment.orderId, fen(notice.amount), now))) {
        // Money arrived for an order that closed first: kept as a closed payment for a refund by hand.
        log.warn(
          { payId: payment.payId, orderId: payment.orderId },
          'payment for an order no longer awaiting it',
        );
        await repo.setStatus(tx, payment.payId, 'closed', { tradeNo: notice.tradeNo });
        return true;
      }
      await repo.setStatus(tx, payment.payId, 'paid', {
        tradeNo: notice.tradeNo,
        paidAt: notice.paidAt ?? now,
      });
      return true;
    });
  }

  /** Verified, then applied once. */
  async function notify(providerName: string, notice: PaymentNotice): Promise<{ received: boolean }> {
    if (!provider || provider.name !== providerName) throw notFound(PaymentErrors.unknownProvider);
    if (!provider.verifyNotification(notice)) {
      log.warn({ provider: providerName, payId: notice.payId }, 'payment notification with a bad signature');
      throw new AppError(PAY_SIGN_CODE, PaymentErrors.badSignature);
    }
    const paidAt = new Date(notice.paidAt);
    await applyPaid(providerName, { ...notice, paidAt: Number.isNaN(paidAt.getTime()) ? null : paidAt });
    return { received: true };
  }

  /**
   * A payment left pending: the provider, when it can be asked, says whether the money came (then it
   * is applied as its notification would have been); past its time, one it does not confirm expires.
   * Answers whether this call moved it.
   */
  async function settle(payment: PaymentRow, now: Date): Promise<boolean> {
    if (provider?.queryPayment && payment.provider === provider.name) {
      const answer = await provider.queryPayment(payment.payId);
      if (answer?.paid) {
        return applyPaid(provider.name, {
          payId: payment.payId,
          // A provider that confirms without a trade number still confirms this payment only once.
          tradeNo: answer.tradeNo ?? `query:${payment.payId}`,
          amount: payment.amount,
          paidAt: null,
        });
      }
    }
    if (payment.expiresAt.getTime() > now.getTime()) return false;
    return repo.expire(db, payment.payId);
  }

  return {
    /** The order's pending payment, or a new one: one per order at a time, for what is still owed. */
    async create(userId: number, orderId: number, origin: string): Promise<Payment> {
      if (!provider) throw invalid(PaymentErrors.onlineOff);
      const order = await orders.payableOrder(userId, orderId);
      return transaction(db, async (tx) => {
        const locked = await orders.lockForPayment(tx, order.id);
        if (locked?.status !== 'order_hospital_payment') throw invalid(PaymentErrors.closed);
        const pending = await repo.pendingOf(tx, order.id);
        if (pending && pending.amount === locked.payable) return view(pending, locked, origin);
        if (pending) await repo.setStatus(tx, pending.payId, 'closed');
        const payId = randomUUID();
        const expiresAt = locked.payDeadline ?? new Date(clock().getTime());
        await provider.createPayment({
          payId,
          orderNo: locked.orderNo,
          amount: locked.payable,
          description: locked.sysCenterName,
          expiresAt,
        });
        const row = await repo.insert(tx, {
          payId,
          orderId: locked.id,
          userId,
          amount: locked.payable,
          provider: provider.name,
          status: 'pending',
          createdAt: clock(),
          expiresAt,
        });
        return view(row, locked, origin);
      });
    },

    async get(userId: number, payId: string, origin: string): Promise<Payment> {
      const { row, order } = await ownPayment(userId, payId);
      return view(row, order, origin);
    },

    /**
     * The sandbox pay page's 确认支付: the sandbox signs a notification and hands it to the same
     * handler an HTTP callback reaches. An order that closed first is refused and stays closed.
     */
    async confirmSandbox(userId: number, payId: string, origin: string): Promise<Payment> {
      if (!provider?.notificationFor) throw invalid(PaymentErrors.sandboxOff);
      const { row, order } = await ownPayment(userId, payId);
      if (row.status === 'pending') {
        if (order.status !== 'order_hospital_payment') throw invalid(PaymentErrors.closed);
        await notify(provider.name, provider.notificationFor(row, clock()));
      }
      const after = await ownPayment(userId, payId);
      return view(after.row, after.order, origin);
    },

    notify,

    /**
     * Settles payments pending for more than SETTLE_AFTER_MS (their notification lost, or their time
     * over): answers how many this call moved. Each is settled by a conditional move or a once-only
     * notification, so several processes may run this at once.
     */
    async settleStuck(now: Date = clock()): Promise<number> {
      const stuck = await repo.pendingBefore(db, new Date(now.getTime() - SETTLE_AFTER_MS), SETTLE_BATCH);
      let settled = 0;
      for (const payment of stuck) {
        try {
          if (await settle(payment, now)) settled++;
        } catch (error) {
          log.warn(
            { payId: payment.payId, err: (error as Error).message },
            'settling a pending payment failed',
          );
        }
      }
      return settled;
    },

    /** For refunds: the payment locked in the refund's transaction, after its order (docs/locking.md). */
    async lockPayment(tx: Tx, payId: string): Promise<void> {
      await repo.lock(tx, payId);
    },

    /** For refunds: the payment whose money went back, in the refund's transaction. */
    async markRefunded(tx: Tx, payId: string): Promise<void> {
      await repo.setStatus(tx, payId, 'refunded');
    },

    /** For refunds: the order's completed payment, which the money goes back through. */
    async paidPaymentOf(db: DbOrTx, orderId: number): Promise<{ payId: string; provider: string } | null> {
      const row = await repo.paidOf(db, orderId);
      return row ? { payId: row.payId, provider: row.provider } : null;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
