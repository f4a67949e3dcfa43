import { randomUUID } from 'node:crypto';
import type { Payment } from '@tijian/contract';
import { type Fen, fen, payProvidersOf } from '@tijian/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, invalid, notFound } from '../../http/app-error.ts';
import type { CentresService } from '../centres/service.ts';
import type { OrderForPayment, OrdersService } from '../orders/service.ts';
import type { UsersService } from '../users/service.ts';
import type { PayChannel, PaymentNotice, ProviderRequest } from './provider.ts';
import type { ConfiguredProvider, PaymentProviders } from './providers.ts';
import { type PayableRef, type PaymentRow, refOf, paymentsRepository as repo } from './repository.ts';
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
  channelOff: '暂不支持该支付方式，请选择其他方式支付',
  noOpenid: '未获取到您的微信授权，请在微信中重新打开页面后支付',
  paidMeanwhile: '该订单已支付，请稍后刷新查看',
  providerOff: '该体检中心暂不支持此支付方式，请选择其他方式支付',
} as const;

/** What a payment pays for: a check-up order, or a purchase (a health card, a special package). */
export type PayFor = 'order' | 'health_card' | 'special_package';

/** The thing a payment pays for, as the payments module sees it. */
export interface Payable {
  id: number;
  payFor: PayFor;
  /** the order's or the purchase's number: what the provider's cashier shows */
  number: string;
  /** who is paid: the centre's name (the platform's for what no centre sells) */
  payee: string;
  /** the centre paid, whose payment codes choose among the providers; null for what no centre sells */
  centreId: string | null;
  /** still waiting for its payment (not paid, not closed) */
  awaiting: boolean;
  /** what is owed online, fen */
  payable: Fen;
  payDeadline: Date | null;
}

/**
 * One kind of thing that is paid through this module: how the module finds the user's own, locks it
 * in its transaction (before its payment: docs/locking.md) and marks it paid. Orders are one kind,
 * purchases another.
 */
export interface PayableKind {
  /** the user's own, closed first when its time to pay ran out; another account's is not found */
  own(userId: number, id: number): Promise<Payable>;
  /** the user's own if it can be paid now, else refused with why */
  payable(userId: number, id: number): Promise<Payable>;
  lock(tx: Tx, id: number): Promise<Payable | undefined>;
  /** the provider says it is paid: moved once; false when it no longer awaits payment (closed, paid, overdue) */
  markPaid(tx: Tx, id: number, amount: Fen, now: Date): Promise<boolean>;
  /** why a payment is refused once it has closed unpaid */
  closedMessage: string;
}

export interface PaymentsDeps {
  db: Db;
  clock: () => Date;
  /** the configured providers by name; empty when online payment is off (PAYMENT_PROVIDER=none) */
  providers: PaymentProviders;
  /** the centres' payment codes, which choose among the providers; without them every one is offered */
  centres?: Pick<CentresService, 'centre'>;
  orders: Pick<OrdersService, 'paymentOrder' | 'payableOrder' | 'lockForPayment' | 'markPaid'>;
  /** the openid of the user's WeChat sign-in, for JSAPI */
  users: Pick<UsersService, 'openidOf'>;
  /** purchases bought outright; without them only orders are paid */
  purchases?: PayableKind;
  log: { warn(details: object, message: string): void };
  /**
   * A payment was opened at a provider that can be asked about it: its polling task is scheduled
   * (polling.ts). Called after the payment's transaction commits; a failure is logged, and the
   * settling sweep still finds the payment.
   */
  onOpened?: (payment: PaymentRow) => Promise<void>;
}

/** How the payer's browser asks for a payment: the channel, from where, and where H5 returns to. */
export interface PayerContext {
  origin: string;
  /** the provider the payer chose; the first one the centre takes when not given */
  provider?: string | undefined;
  channel?: PayChannel | undefined;
  returnPath?: string | undefined;
  /** the payer's address as Fastify sees it (TRUST_PROXY) */
  clientIp: string;
}

/** Orders as a kind of payable: awaiting payment is 待支付. */
function orderPayables(orders: PaymentsDeps['orders']): PayableKind {
  const of = (order: OrderForPayment): Payable => ({
    id: order.id,
    payFor: 'order',
    number: order.orderNo,
    payee: order.sysCenterName,
    centreId: order.sysCenterId,
    awaiting: order.status === 'order_hospital_payment',
    payable: order.payable,
    payDeadline: order.payDeadline,
  });
  return {
    own: async (userId, id) => of(await orders.paymentOrder(userId, id)),
    payable: async (userId, id) => of(await orders.payableOrder(userId, id)),
    async lock(tx, id) {
      const order = await orders.lockForPayment(tx, id);
      return order && of(order);
    },
    markPaid: (tx, id, amount, now) => orders.markPaid(tx, id, amount, now),
    closedMessage: PaymentErrors.closed,
  };
}

/** A payment pending this long is asked about at the provider (or expired, past its time). */
export const SETTLE_AFTER_MS = 10 * 60_000;
/** How many pending payments one settling run looks at; the next run takes the rest. */
const SETTLE_BATCH = 100;

/**
 * The channel a payment opens for at its provider: none where one cashier serves all (the sandbox);
 * the one asked for when the provider has it. A channel the provider lacks (JSAPI at Alipay, asked by
 * a page inside WeChat) is refused when the payer chose that provider, else its first channel serves.
 */
function channelAt(provider: ConfiguredProvider, payer: PayerContext): PayChannel | null {
  if (provider.channels.length === 0) return null;
  const asked = payer.channel ?? provider.channels[0]!;
  if (provider.channels.includes(asked)) return asked;
  if (payer.provider) throw invalid(PaymentErrors.channelOff);
  return provider.channels[0]!;
}

/** A pending payment of something that has closed meanwhile can no longer be paid. */
function statusSeen(row: PaymentRow, target: Payable): PaymentStatus {
  if (row.status === 'pending' && !target.awaiting) return 'expired';
  return row.status;
}

/**
 * Online payment of orders and purchases through the configured provider; a notification is applied
 * exactly once. What a payment is for is a kind of payable (orders, purchases), asked through the
 * same few calls.
 */
export function createPaymentsService({
  db,
  clock,
  providers,
  centres,
  orders,
  users,
  purchases,
  log,
  onOpened,
}: PaymentsDeps) {
  const kinds: Record<PayableRef['kind'], PayableKind | undefined> = {
    order: orderPayables(orders),
    purchase: purchases,
  };
  const kindOf = (ref: PayableRef): PayableKind => {
    const kind = kinds[ref.kind];
    if (!kind) throw notFound(PaymentErrors.notFound);
    return kind;
  };

  /** The provider a payment was opened at, when this server still pays through it. */
  const providerOf = (payment: Pick<PaymentRow, 'provider'>): ConfiguredProvider | undefined =>
    providers.get(payment.provider);

  /** The configured providers the payable's centre takes (its payment codes), in the configured order. */
  async function offeredFor(target: Payable): Promise<string[]> {
    const configured = [...providers.keys()];
    if (!target.centreId || !centres) return configured;
    return payProvidersOf(await centres.centre(target.centreId), configured);
  }

  const view = (row: PaymentRow, target: Payable, origin: string, offered: string[]): Payment => ({
    payId: row.payId,
    payFor: target.payFor,
    orderId: row.orderId,
    purchaseId: row.purchaseId,
    orderNo: target.number,
    sysCenterName: target.payee,
    amount: row.amount,
    provider: row.provider,
    status: statusSeen(row, target),
    expiresAt: row.expiresAt.toISOString(),
    qrUrl: providerOf(row)?.qrUrl(row.payId, origin) ?? '',
    channel: row.channel,
    action: row.status === 'pending' ? row.action : null,
    providers: offered,
  });

  async function ownPayment(userId: number, payId: string) {
    const row = await repo.findOwn(db, userId, payId);
    if (!row) throw notFound(PaymentErrors.notFound);
    const ref = refOf(row);
    return { row, target: await kindOf(ref).own(userId, ref.id) };
  }

  /**
   * The provider's word that a payment completed, applied once: the (provider, trade) row makes a
   * repeat a no-op. Locks the order (or purchase), then the payment (docs/locking.md). Answers
   * whether this call moved the payment (paid, or closed when what it pays for closed first).
   */
  async function applyPaid(providerName: string, notice: PaymentNotice): Promise<boolean> {
    const now = clock();
    // What the payment is for never changes, so it is read before anything is locked.
    const seen = await repo.find(db, notice.payId);
    if (!seen) throw notFound(PaymentErrors.notFound);
    if (notice.amount !== seen.amount) {
      log.warn(
        { provider: providerName, payId: seen.payId, amount: notice.amount, expected: seen.amount },
        'payment notification with another amount than the payment',
      );
      throw invalid(PaymentErrors.wrongAmount);
    }
    const ref = refOf(seen);
    const kind = kindOf(ref);
    return transaction(db, async (tx) => {
      await kind.lock(tx, ref.id);
      const payment = (await repo.lock(tx, seen.payId))!;
      const first = await repo.recordNotification(tx, {
        provider: providerName,
        tradeNo: notice.tradeNo,
        payId: payment.payId,
        amount: payment.amount,
        at: now,
      });
      if (!first || payment.status === 'paid') return false;
      if (!(await kind.markPaid(tx, ref.id, fen(notice.amount), now))) {
        // Money arrived for something that closed first: kept as a closed payment for a refund by hand.
        log.warn(
          ref.kind === 'order'
            ? { payId: payment.payId, orderId: ref.id }
            : { payId: payment.payId, purchaseId: ref.id },
          `payment for ${ref.kind === 'order' ? 'an order' : 'a purchase'} no longer awaiting it`,
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

  /**
   * A provider's notification as it arrived, verified by the provider, then applied once. A forged,
   * altered or replayed one is refused and logged (why, never the body): it changes nothing.
   */
  async function notify(providerName: string, request: ProviderRequest): Promise<{ received: boolean }> {
    const provider = providers.get(providerName);
    if (!provider) throw notFound(PaymentErrors.unknownProvider);
    const reading = provider.readPaymentNotice(request, clock());
    if (!reading.ok) {
      log.warn({ provider: providerName, reason: reading.reason }, 'payment notification refused');
      throw new AppError(PAY_SIGN_CODE, PaymentErrors.badSignature);
    }
    if (reading.notice) await applyPaid(providerName, reading.notice);
    return { received: true };
  }

  /** The provider's word that the payment is closed; false when it says the money came first. */
  async function closeAtProvider(payment: PaymentRow): Promise<boolean> {
    const provider = providerOf(payment);
    if (!provider?.closePayment) return true;
    return (await provider.closePayment(payment.payId)) === 'closed';
  }

  /**
   * A payment left pending: the provider, when it can be asked, says whether the money came (then it
   * is applied as its notification would have been); past its time, one it does not confirm expires.
   * Answers whether this call moved it.
   */
  async function settle(payment: PaymentRow, now: Date): Promise<boolean> {
    const provider = providerOf(payment);
    if (provider?.queryPayment) {
      const answer = await provider.queryPayment(payment.payId);
      if (answer?.paid) {
        return applyPaid(provider.name, {
          payId: payment.payId,
          // A provider that confirms without a trade number still confirms this payment only once.
          tradeNo: answer.tradeNo ?? `query:${payment.payId}`,
          amount: answer.amount ?? payment.amount,
          paidAt: answer.paidAt ?? null,
        });
      }
    }
    if (payment.expiresAt.getTime() > now.getTime()) return false;
    // Closed at the provider first, so nobody can pay it once we call it expired.
    if (!(await closeAtProvider(payment))) return false;
    return repo.expire(db, payment.payId);
  }

  /**
   * The pending payment of the user's order or purchase, or a new one: one at a time for each, for
   * what is still owed. Locks it, then its pending payment (docs/locking.md).
   */
  async function createFor(ref: PayableRef, userId: number, payer: PayerContext): Promise<Payment> {
    const { origin } = payer;
    const kind = kindOf(ref);
    const target = await kind.payable(userId, ref.id);
    const offered = await offeredFor(target);
    // The payer's choice; else the provider of the payment already open (a reload keeps it); else
    // the first the centre takes.
    const open = payer.provider ? null : await repo.pendingOf(db, ref);
    const name = payer.provider ?? (open && offered.includes(open.provider) ? open.provider : offered[0]);
    const provider = name === undefined ? undefined : providers.get(name);
    if (!provider) throw invalid(providers.size === 0 ? PaymentErrors.onlineOff : PaymentErrors.providerOff);
    if (!offered.includes(provider.name)) throw invalid(PaymentErrors.providerOff);
    const channel = channelAt(provider, payer);
    const openid = channel === 'jsapi' ? await users.openidOf(userId) : null;
    if (channel === 'jsapi' && !openid) throw invalid(PaymentErrors.noOpenid);
    // The payment this call opened, if it did (a retried transaction starts again with none).
    const opened: { row: PaymentRow | null } = { row: null };
    const answer = await transaction(db, async (tx) => {
      opened.row = null;
      const locked = await kind.lock(tx, target.id);
      if (!locked?.awaiting) throw invalid(kind.closedMessage);
      const pending = await repo.pendingOf(tx, ref);
      if (
        pending &&
        pending.amount === locked.payable &&
        pending.provider === provider.name &&
        pending.channel === channel
      )
        return view(pending, locked, origin, offered);
      if (pending) {
        // Another amount, provider or channel: the old one is closed at its provider before a new one
        // opens, so one order never has two payable payments. Paid meanwhile: its notice settles it.
        if (!(await closeAtProvider(pending))) throw invalid(PaymentErrors.paidMeanwhile);
        await repo.setStatus(tx, pending.payId, 'closed');
      }
      const payId = randomUUID();
      const expiresAt = locked.payDeadline ?? new Date(clock().getTime());
      const action = await provider.createPayment({
        payId,
        orderNo: locked.number,
        amount: locked.payable,
        description: locked.payee,
        expiresAt,
        channel: channel ?? 'h5',
        payer: { openid, clientIp: payer.clientIp },
        returnPath: payer.returnPath ?? '/order',
      });
      const row = await repo.insert(tx, {
        payId,
        ...(ref.kind === 'order' ? { orderId: locked.id } : { purchaseId: locked.id }),
        userId,
        amount: locked.payable,
        provider: provider.name,
        status: 'pending',
        createdAt: clock(),
        expiresAt,
        channel,
        action,
      });
      opened.row = row;
      return view(row, locked, origin, offered);
    });
    if (opened.row && provider.queryPayment) await announceOpened(opened.row);
    return answer;
  }

  async function announceOpened(payment: PaymentRow): Promise<void> {
    try {
      await onOpened?.(payment);
    } catch (error) {
      log.warn({ payId: payment.payId, err: (error as Error).message }, 'scheduling a payment poll failed');
    }
  }

  return {
    /** The order's pending payment, or a new one: one per order at a time, for what is still owed. */
    create(userId: number, orderId: number, payer: PayerContext): Promise<Payment> {
      return createFor({ kind: 'order', id: orderId }, userId, payer);
    },

    /** The purchase's pending payment, or a new one (a health card, a special package bought outright). */
    createForPurchase(userId: number, purchaseId: number, payer: PayerContext): Promise<Payment> {
      return createFor({ kind: 'purchase', id: purchaseId }, userId, payer);
    },

    async get(userId: number, payId: string, origin: string): Promise<Payment> {
      const { row, target } = await ownPayment(userId, payId);
      return view(row, target, origin, await offeredFor(target));
    },

    /**
     * The sandbox pay page's 确认支付: the sandbox signs a notification and hands it to the same
     * handler an HTTP callback reaches. An order or purchase that closed first is refused and stays
     * closed.
     */
    async confirmSandbox(userId: number, payId: string, origin: string): Promise<Payment> {
      if (![...providers.values()].some((p) => p.notificationFor)) throw invalid(PaymentErrors.sandboxOff);
      const { row, target } = await ownPayment(userId, payId);
      const provider = providerOf(row);
      if (!provider?.notificationFor) throw invalid(PaymentErrors.sandboxOff);
      if (row.status === 'pending') {
        if (!target.awaiting) {
          // The row was read before the target: a notification may have paid both in between.
          const again = await ownPayment(userId, payId);
          if (again.row.status !== 'paid') throw invalid(kindOf(refOf(row)).closedMessage);
        } else {
          await notify(provider.name, provider.notificationFor(row, clock()));
        }
      }
      const after = await ownPayment(userId, payId);
      return view(after.row, after.target, origin, await offeredFor(after.target));
    },

    notify,

    /** What a provider wants as the answer to a notification it sent that was taken (Alipay's `success`). */
    acknowledgementOf(providerName: string): string | undefined {
      return providers.get(providerName)?.acknowledgement;
    },

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

    /**
     * A payment's polling task (polling.ts): a payment still pending at a provider that can be asked is
     * settled as the sweep would. Answers the payment when it is still pending (to be asked again),
     * null when it is settled or cannot be asked.
     */
    async pollOne(payId: string, now: Date = clock()): Promise<PaymentRow | null> {
      const pending = async () => {
        const row = await repo.find(db, payId);
        const askable = row && providerOf(row)?.queryPayment;
        return row?.status === 'pending' && askable ? row : null;
      };
      const row = await pending();
      if (!row) return null;
      await settle(row, now);
      return pending();
    },

    /** For refunds: the payment locked in the refund's transaction, after its order (docs/locking.md). */
    async lockPayment(tx: Tx, payId: string): Promise<void> {
      await repo.lock(tx, payId);
    },

    /** For refunds: the payment whose money went back, in the refund's transaction. */
    async markRefunded(tx: Tx, payId: string): Promise<void> {
      await repo.setStatus(tx, payId, 'refunded');
    },

    /** For refunds' staff list: the online payments of these orders that completed. */
    async settledOfOrders(orderIds: readonly number[]) {
      const rows = await repo.settledOfOrders(db, orderIds);
      return rows.map((r) => ({
        orderId: r.orderId!,
        payId: r.payId,
        provider: r.provider,
        amount: r.amount,
        paidAt: r.paidAt,
        status: r.status,
      }));
    },

    /** For refunds: the order's completed payment, which the money goes back through. */
    async paidPaymentOf(
      db: DbOrTx,
      orderId: number,
    ): Promise<{ payId: string; provider: string; amount: Fen } | null> {
      const row = await repo.paidOf(db, { kind: 'order', id: orderId });
      return row ? { payId: row.payId, provider: row.provider, amount: row.amount } : null;
    },

    /** For refunds: what a payment took, which a provider may want beside a refund of it. */
    async amountOf(db: DbOrTx, payId: string): Promise<Fen> {
      const row = await repo.find(db, payId);
      if (!row) throw notFound(PaymentErrors.notFound);
      return row.amount;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
