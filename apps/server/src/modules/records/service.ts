import type { records } from '@tijian/contract';
import {
  DEFAULT_TITLE,
  type Fen,
  fen,
  maskIdCard,
  maskName,
  maskPhone,
  ORDER_STATUS_NAMES,
  REFUND_STATUS_NAMES,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import {
  type BoughtRow,
  type MedicalCardRow,
  type PurchaseOrderRow,
  type PurchasePaymentRow,
  type PurchaseRefundRow,
  recordsRepository as repo,
} from './repository.ts';

type MedicalCardDetail = records.MedicalCardDetail;
type MedicalCardSummary = records.MedicalCardSummary;
type PurchaseDetail = records.PurchaseDetail;
type PurchaseKind = records.PurchaseKind;
type PurchasePage = records.PurchasePage;
type PurchaseState = records.PurchaseState;
type PurchaseSummary = records.PurchaseSummary;

export const RecordErrors = {
  medicalCardNotFound: '该就诊卡不存在',
  purchaseNotFound: '该购买记录不存在',
} as const;

export const MEDICAL_CARD_KIND_NAMES = { physical: '实名就诊卡', electronic: '电子就诊卡' } as const;

export const PURCHASE_STATE_NAMES: Record<PurchaseState, string> = {
  paid: '已支付',
  partRefunded: '部分退款',
  refunded: '已退款',
};

/** The payment channels by their provider's code; an unknown one is plain 在线支付. */
const CHANNEL_NAMES: Record<string, string> = {
  sandbox: '沙箱支付',
  wechat: '微信支付',
  alipay: '支付宝',
};
export const channelName = (provider: string) => CHANNEL_NAMES[provider] ?? '在线支付';

const PAYMENT_STATUS_NAMES = { paid: '支付成功', refunded: '已退回' } as const;

/** A booking of the chooser's own items has no package name. */
const CUSTOM_TITLE = '自选体检项目';

const BOUGHT_KIND_NAMES = { health_card: '健康卡', special_package: '专项体检' } as const;
/** The platform's centre id: what a health card sold by no single centre is listed under. */
const PLATFORM = '00-0';

const paymentView = (p: PurchasePaymentRow) => ({
  payId: p.payId,
  amount: p.amount,
  channel: p.provider,
  channelName: channelName(p.provider),
  status: p.status === 'refunded' ? ('refunded' as const) : ('paid' as const),
  statusName: PAYMENT_STATUS_NAMES[p.status === 'refunded' ? 'refunded' : 'paid'],
  tradeNo: p.tradeNo,
  paidAt: p.paidAt!.toISOString(),
});

function cardSummary(row: MedicalCardRow): MedicalCardSummary {
  return {
    id: row.id,
    sysCenterId: row.centreId,
    sysCenterName: row.centreName ?? row.centreId,
    cardNo: row.cardNo,
    kind: row.kind,
    kindName: MEDICAL_CARD_KIND_NAMES[row.kind],
    patientName: maskName(row.patientName),
  };
}

/**
 * Where the money stands: all of it back, some of it, or none. Only refunds the channel completed
 * count; one being decided or paid back leaves the purchase 已支付 (its own state says the rest).
 */
export function purchaseState(amount: Fen, refunded: Fen): PurchaseState {
  if (refunded <= 0) return 'paid';
  return refunded >= amount ? 'refunded' : 'partRefunded';
}

interface ExamPurchase {
  order: PurchaseOrderRow;
  payments: PurchasePaymentRow[];
  refunds: PurchaseRefundRow[];
}

function examSummary({ order, payments, refunds }: ExamPurchase): PurchaseSummary {
  const first = payments[0]!;
  const amount = fen(payments.reduce((sum, p) => sum + p.amount, 0));
  const refunded = fen(refunds.filter((r) => r.status === 'refunded').reduce((sum, r) => sum + r.amount, 0));
  const state = purchaseState(amount, refunded);
  return {
    kind: 'exam',
    id: order.id,
    title: order.packageName ?? CUSTOM_TITLE,
    sysCenterId: order.sysCenterId,
    sysCenterName: order.sysCenterName,
    examinee: order.name,
    amount,
    refunded,
    state,
    stateName: PURCHASE_STATE_NAMES[state],
    paidAt: first.paidAt!.toISOString(),
    channel: first.provider,
    channelName: channelName(first.provider),
    refunds: refunds.map((r) => ({
      refundNo: r.refundNo,
      amount: r.amount,
      cardAmount: r.cardAmount,
      status: r.status,
      statusName: REFUND_STATUS_NAMES[r.status],
      appliedAt: r.appliedAt.toISOString(),
      refundedAt: r.refundedAt?.toISOString() ?? null,
    })),
    order: {
      id: order.id,
      orderNo: order.orderNo,
      sysCenterId: order.sysCenterId,
      status: order.status,
      statusName: ORDER_STATUS_NAMES[order.status],
      examDate: order.examDate,
      slotTime: order.slotTime,
    },
    bought: null,
  };
}

interface BoughtPurchase {
  purchase: BoughtRow;
  payments: PurchasePaymentRow[];
}

/**
 * A health card or special package bought outright. It has no refund rows of its own: money given
 * back shows as its payments marked refunded.
 */
function boughtSummary({ purchase, payments }: BoughtPurchase): PurchaseSummary {
  const first = payments[0]!;
  const amount = fen(payments.reduce((sum, p) => sum + p.amount, 0));
  const refunded = fen(payments.filter((p) => p.status === 'refunded').reduce((sum, p) => sum + p.amount, 0));
  const state = purchaseState(amount, refunded);
  return {
    kind: purchase.kind,
    id: purchase.id,
    title: purchase.itemName,
    sysCenterId: purchase.centreId ?? PLATFORM,
    sysCenterName: purchase.centreName ?? DEFAULT_TITLE,
    examinee: purchase.holder?.name ?? '',
    amount,
    refunded,
    state,
    stateName: PURCHASE_STATE_NAMES[state],
    paidAt: first.paidAt!.toISOString(),
    channel: first.provider,
    channelName: channelName(first.provider),
    refunds: [],
    order: null,
    bought: {
      purchaseNo: purchase.purchaseNo,
      kindName: BOUGHT_KIND_NAMES[purchase.kind],
      healthCardId: purchase.healthCardId,
      healthCardNo: purchase.cardNo,
    },
  };
}

const groupBy = <T>(rows: readonly T[], key: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
};

/**
 * The account's records: its medical cards and its purchases. A purchase is a check-up order paid
 * online (at least one completed payment), or a health card or special package bought outright and
 * paid; each kind is on the page with its own `kind` and link, by its own paid time.
 */
export function createRecordsService({ db }: { db: Db }) {
  /** The orders with their completed payments and refunds, in the order of `ids`; none without a payment. */
  async function examPurchases(userId: number, ids: readonly number[]): Promise<ExamPurchase[]> {
    const [orderRows, paymentRows, refundRows] = await Promise.all([
      repo.ordersOf(db, userId, ids),
      repo.paymentsOf(db, userId, ids),
      repo.refundsOf(db, userId, ids),
    ]);
    const byId = new Map(orderRows.map((o) => [o.id, o]));
    const paymentsOf = groupBy(paymentRows, (p) => p.orderId!);
    const refundsOf = groupBy(refundRows, (r) => r.orderId);
    return ids.flatMap((id) => {
      const order = byId.get(id);
      const paid = paymentsOf.get(id);
      return order && paid ? [{ order, payments: paid, refunds: refundsOf.get(id) ?? [] }] : [];
    });
  }

  /** The purchases with their completed payments, in the order of `ids`; none without a payment. */
  async function boughtPurchases(userId: number, ids: readonly number[]): Promise<BoughtPurchase[]> {
    const [purchaseRows, paymentRows] = await Promise.all([
      repo.boughtOf(db, userId, ids),
      repo.purchasePaymentsOf(db, userId, ids),
    ]);
    const byId = new Map(purchaseRows.map((p) => [p.id, p]));
    const paymentsOf = groupBy(paymentRows, (p) => p.purchaseId!);
    return ids.flatMap((id) => {
      const purchase = byId.get(id);
      const paid = paymentsOf.get(id);
      return purchase && paid ? [{ purchase, payments: paid }] : [];
    });
  }

  return {
    /** GET /center-service/medical_card/list */
    async medicalCards(userId: number, sysCenterId?: string): Promise<MedicalCardSummary[]> {
      // 00-0 is the platform: no centre chosen, every card.
      const centre = sysCenterId && sysCenterId !== '00-0' ? sysCenterId : undefined;
      return (await repo.medicalCards(db, userId, centre)).map(cardSummary);
    },

    /** GET /center-service/medical_card/detail */
    async medicalCard(userId: number, id: number): Promise<MedicalCardDetail> {
      const row = await repo.medicalCard(db, userId, id);
      if (!row) throw notFound(RecordErrors.medicalCardNotFound);
      return {
        ...cardSummary(row),
        idCardNo: maskIdCard(row.idCardNo),
        phone: maskPhone(row.phone),
        patientNo: row.patientNo,
        scanCode: row.cardNo,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** GET /assess-service/v1/product/sales/wxPurchaserHistory */
    async purchases(
      userId: number,
      q: { paginationNo: number; paginationSize: number },
    ): Promise<PurchasePage> {
      const offset = (q.paginationNo - 1) * q.paginationSize;
      const { refs, total } = await repo.paidPage(db, userId, { offset, limit: q.paginationSize });
      const idsOf = (kind: 'order' | 'purchase') => refs.filter((r) => r.kind === kind).map((r) => r.id);
      const [exams, bought] = await Promise.all([
        examPurchases(userId, idsOf('order')),
        boughtPurchases(userId, idsOf('purchase')),
      ]);
      const examOf = new Map(exams.map((e) => [e.order.id, examSummary(e)]));
      const boughtOf = new Map(bought.map((b) => [b.purchase.id, boughtSummary(b)]));
      const list = refs.flatMap((r) => {
        const summary = r.kind === 'order' ? examOf.get(r.id) : boughtOf.get(r.id);
        return summary ? [summary] : [];
      });
      return { list, total, paginationNo: q.paginationNo, hasMore: offset + refs.length < total };
    },

    /** GET /assess-service/v1/product/sales/wxPurchaserDetail */
    async purchase(userId: number, kind: PurchaseKind, id: number): Promise<PurchaseDetail> {
      switch (kind) {
        case 'exam': {
          const [found] = await examPurchases(userId, [id]);
          if (!found) throw notFound(RecordErrors.purchaseNotFound);
          return {
            ...examSummary(found),
            payments: found.payments.map(paymentView),
            cardPaid: found.order.cardPaid,
            couponName: found.order.couponName,
            couponDiscount: found.order.couponDiscount,
          };
        }
        case 'health_card':
        case 'special_package': {
          const [found] = await boughtPurchases(userId, [id]);
          if (found?.purchase.kind !== kind) throw notFound(RecordErrors.purchaseNotFound);
          return {
            ...boughtSummary(found),
            payments: found.payments.map(paymentView),
            cardPaid: fen(0),
            couponName: null,
            couponDiscount: fen(0),
          };
        }
      }
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
