// The demo account's records: two medical cards (就诊卡) and what its purchase records are made of.
// A 实名就诊卡 of its own person at 00-1 (made at the desk) and an 电子就诊卡 of its mother at 00-85
// (registered on the centre's official account). Purchases are its real paid orders: the five past
// check-ups the report seed books were paid online, so each gets the completed payment it was paid
// with; and one more check-up, paid online and then refunded in full before its day, shows a refund.
import { fen } from '@tijian/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { centresRepository } from '../modules/centres/repository.ts';
import { pastOrderRepository } from '../modules/orders/past-order-repository.ts';
import { ordersRepository } from '../modules/orders/repository.ts';
import { paymentsRepository } from '../modules/payments/repository.ts';
import { payments } from '../modules/payments/schema.ts';
import { RefundNotes } from '../modules/refunds/messages.ts';
import { refundsRepository } from '../modules/refunds/repository.ts';
import { refundNoOf } from '../modules/refunds/service.ts';
import { createUsersService } from '../modules/users/service.ts';
import { medicalCards } from '../modules/wallet/schema.ts';
import { DEMO_FAMILY, DEMO_PERSON } from './report-data.ts';

/** The centres' own numbers of the demo cards. */
export const DEMO_MEDICAL_CARDS = {
  self: { centreId: '00-1', cardNo: '110100352718', patientNo: 'MZ00352718', kind: 'physical' as const },
  mother: { centreId: '00-85', cardNo: 'E8500120395', patientNo: 'MZ00120395', kind: 'electronic' as const },
};

/** The check-up paid online and refunded in full (行程有变) before its day. */
export const DEMO_REFUNDED_ORDER = {
  orderNo: 'TJ20251115900002',
  sysCenterId: '00-16',
  packageName: '1+X 全面筛查套餐',
  price: 128_800,
  examDate: '2025-11-15',
  booked: '2025-11-01T10:00:00+08:00',
  applied: '2025-11-05T09:30:00+08:00',
  approved: '2025-11-05T14:00:00+08:00',
  refunded: '2025-11-05T14:05:00+08:00',
  reason: '行程有变/时间冲突',
};

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

type Profile = Awaited<ReturnType<ReturnType<typeof createUsersService>['profile']>>;

/** Given once: a card already there (by centre and number) is left as it is. */
async function seedMedicalCards(db: Db, demoUserId: number, self: Profile) {
  const cards = [
    {
      ...DEMO_MEDICAL_CARDS.self,
      patientName: self.name ?? DEMO_PERSON.name,
      idCardNo: self.idCardNo ?? DEMO_PERSON.idCardNo,
      phone: self.mobilePhone,
      createdAt: new Date('2021-04-17T07:50:00+08:00'),
    },
    {
      ...DEMO_MEDICAL_CARDS.mother,
      patientName: DEMO_FAMILY.name,
      idCardNo: DEMO_FAMILY.idCardNo,
      phone: DEMO_FAMILY.mobilePhone,
      createdAt: new Date('2023-09-10T20:15:00+08:00'),
    },
  ];
  for (const card of cards) {
    await db
      .insert(medicalCards)
      .values({ userId: demoUserId, ...card })
      .onConflictDoNothing();
  }
}

/**
 * The completed online payment of each of the account's orders that were paid online before this
 * server held their payments (the seeded past check-ups): paid when the order's history says so.
 */
async function seedPastPayments(db: Db, demoUserId: number) {
  for (const order of await ordersRepository.listOfUser(db, demoUserId)) {
    if (order.payType !== 'online' || order.paid <= 0) continue;
    const [held] = await db
      .select({ payId: payments.payId })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.userId, demoUserId)))
      .limit(1);
    if (held) continue;
    const history = await ordersRepository.history(db, order.id);
    const paidStep = history.find(
      (h) => h.fromStatus === 'order_hospital_payment' && h.toStatus === 'order_hospital_examination',
    );
    const paidAt = paidStep?.at ?? minutesAfter(order.createdAt, 1);
    await db.transaction(async (tx) => {
      await paymentsRepository.insert(tx, {
        payId: `PAY-DEMO-${order.orderNo}`,
        orderId: order.id,
        userId: demoUserId,
        amount: order.paid,
        provider: 'sandbox',
        status: 'paid',
        tradeNo: `SB-DEMO-${order.orderNo}`,
        createdAt: order.createdAt,
        expiresAt: minutesAfter(order.createdAt, 30),
        paidAt,
      });
    });
  }
}

/** The refunded check-up: booked, paid, refund applied, approved and paid back, as it happened. */
async function seedRefundedOrder(tx: Tx, demoUserId: number, self: Profile) {
  const o = DEMO_REFUNDED_ORDER;
  if ((await pastOrderRepository.idOf(tx, o.orderNo)) !== undefined) return;
  const centre = await centresRepository.findCentre(tx, o.sysCenterId);
  const price = fen(o.price);
  const booked = new Date(o.booked);
  const paidAt = minutesAfter(booked, 1);
  const applied = new Date(o.applied);
  const approved = new Date(o.approved);
  const refunded = new Date(o.refunded);
  const orderId = await pastOrderRepository.insert(
    tx,
    {
      userId: demoUserId,
      orderNo: o.orderNo,
      status: 'order_complete_refund',
      bizCode: '0002',
      sysCenterId: o.sysCenterId,
      sysCenterName: centre?.name ?? o.sysCenterId,
      name: self.name ?? DEMO_PERSON.name,
      idCardNo: self.idCardNo ?? DEMO_PERSON.idCardNo,
      sexCode: DEMO_PERSON.sexCode,
      age: Number(o.examDate.slice(0, 4)) - DEMO_PERSON.born,
      marryStateCode: 'married',
      phone: self.mobilePhone,
      bookingType: 'product',
      packageName: o.packageName,
      plan: { productId: null, base: [], chosen: [], deleted: [], excludedBy: {}, replaced: {}, history: [] },
      itemsPrice: price,
      payable: price,
      paid: price,
      payType: 'online',
      examDate: o.examDate,
      slotNo: 2,
      slotTime: '08:30-09:00',
      createdAt: booked,
      updatedAt: refunded,
    },
    [{ projectId: `${o.sysCenterId}-PKG`, item: o.packageName, price, kind: 'package' }],
    [
      { from: null, to: 'order_hospital_payment', actor: 'user', at: booked, note: '提交订单' },
      {
        from: 'order_hospital_payment',
        to: 'order_hospital_examination',
        actor: 'system',
        at: paidAt,
        note: '在线支付成功',
      },
      {
        from: 'order_hospital_examination',
        to: 'order_apply_refund',
        actor: 'user',
        at: applied,
        note: RefundNotes.applied(o.reason),
      },
      {
        from: 'order_apply_refund',
        to: 'order_refund',
        actor: 'centre',
        at: approved,
        note: RefundNotes.approved,
      },
      {
        from: 'order_refund',
        to: 'order_complete_refund',
        actor: 'system',
        at: refunded,
        note: RefundNotes.refunded,
      },
    ],
  );
  const payId = `PAY-DEMO-${o.orderNo}`;
  await paymentsRepository.insert(tx, {
    payId,
    orderId,
    userId: demoUserId,
    amount: price,
    provider: 'sandbox',
    status: 'refunded',
    tradeNo: `SB-DEMO-${o.orderNo}`,
    createdAt: booked,
    expiresAt: minutesAfter(booked, 30),
    paidAt,
  });
  const id = await refundsRepository.nextId(tx);
  await refundsRepository.insert(tx, {
    id,
    refundNo: refundNoOf(id, applied),
    orderId,
    userId: demoUserId,
    centreId: o.sysCenterId,
    status: 'refunded',
    reason: o.reason,
    amount: price,
    payId,
    provider: 'sandbox',
    providerRefundId: `SBR-DEMO-${o.orderNo}`,
    appliedAt: applied,
    decidedAt: approved,
    refundedAt: refunded,
  });
}

/**
 * The demo account's medical cards and purchases; run after the report seed (its person and its paid
 * past orders). Idempotent: cards by number, payments by order, the refunded order by its number.
 */
export async function seedRecords(db: Db, demoUserId: number): Promise<void> {
  const self = await createUsersService({ db, clock: () => new Date() }).profile(demoUserId);
  await seedMedicalCards(db, demoUserId, self);
  await db.transaction((tx) => seedRefundedOrder(tx, demoUserId, self));
  await seedPastPayments(db, demoUserId);
}
