import { fen } from '@tijian/domain';
import type { DbOrTx, Tx } from '../db/client.ts';
import { pastOrderRepository } from '../modules/orders/past-order-repository.ts';
import { ordersRepository } from '../modules/orders/repository.ts';
import { addDays } from '../modules/schedule/day-arithmetic.ts';
import { walletRepository } from '../modules/wallet/repository.ts';
import { DEMO_PERSON } from './report-data.ts';
import { demoSpecialDays } from './schedule-data.ts';

// The demo wallet: exclusive services at a few centres, and for the demo account (13800138000) the
// coupons and check-up cards the submit screen's popups and the wallet's pages need to show every
// rule and state: a cash coupon with a minimum, a full-reduction one, a project coupon tied to an
// item of the catalogue, an expired one, a gift coupon spent on a past check-up; a ¥200 card, a
// ¥1500 card with a history (issued, paid a check-up that was then cancelled and so credited back,
// topped up), and an expired card with money left on it.

/** Centres that offer exclusive services, and the services (price in fen). */
export const SERVICE_CENTRES = ['00-1', '00-02', '00-16', '00-7'];

export const DEMO_SERVICES = [
  {
    projectId: 'SVC-VIP',
    item: 'VIP 专属陪检',
    price: 20_000,
    minPrice: 50_000,
    maxPrice: 10_000_000,
    payment: 'both' as const,
    dailyLimit: 5,
    inspectionSignificance: '专属导检护士全程陪同，优先安排各项检查，减少排队等候。',
  },
  {
    projectId: 'SVC-BREAKFAST',
    item: '营养早餐',
    price: 3_000,
    minPrice: 0,
    maxPrice: 10_000_000,
    payment: 'both' as const,
    dailyLimit: 50,
    inspectionSignificance: '空腹项目完成后在中心餐厅享用营养早餐。',
  },
  {
    projectId: 'SVC-MAIL',
    item: '报告邮寄',
    price: 2_000,
    minPrice: 0,
    maxPrice: 10_000_000,
    payment: 'onhospital' as const,
    dailyLimit: 100,
    inspectionSignificance: '纸质报告完成后以快递寄到您填写的地址，邮费到中心时支付。',
  },
];

export async function seedServices(db: DbOrTx, today: string): Promise<void> {
  for (const centreId of SERVICE_CENTRES) {
    for (const [i, service] of DEMO_SERVICES.entries()) {
      await walletRepository.upsertService(db, { centreId, ...service, isSupport: 1, sort: i + 1 });
    }
    // One working day near the start offers no VIP escort (canVip 0), for the spec's message.
    const { noVip } = demoSpecialDays(centreId, today);
    await walletRepository.upsertServiceDay(db, { centreId, projectId: 'SVC-VIP', date: noVip, limit: 0 });
  }
}

/** Card numbers of the demo account: ¥200, ¥1500 (with a history), and an expired one. */
export const DEMO_CARDS = {
  small: '8800100020260001',
  large: '8800100020260002',
  expired: '8800100020260003',
};

/** The check-up the ¥1500 card paid in full and the account then cancelled before paying anything else. */
export const DEMO_CARD_ORDER = {
  suffix: '900003',
  sysCenterId: '00-1',
  sysCenterName: '北京朝阳健康体检中心',
  packageName: '基础健康体检套餐',
  price: 38_000,
};

/** Shanghai wall time on a day, as an instant. */
const at = (date: string, time: string) => new Date(`${date}T${time}+08:00`);

/**
 * The ¥1500 card's history, written when the card is first issued: ¥1000 put on it 120 days ago, a
 * ¥380 check-up paid with it 90 days ago and cancelled two days later (the debit and its refund, the
 * order kept as it ended), ¥500 topped up 30 days ago. Its balance is their sum, ¥1500.
 */
async function seedCardHistory(tx: Tx, userId: number, today: string): Promise<void> {
  const o = DEMO_CARD_ORDER;
  const issued = addDays(today, -120);
  const bookedDay = addDays(today, -90);
  const booked = at(bookedDay, '10:00:00');
  const cancelled = at(addDays(today, -88), '19:30:00');
  const made = await walletRepository.issueCard(tx, {
    userId,
    cardNo: DEMO_CARDS.large,
    name: '体检储值卡',
    expiryDate: addDays(today, 365),
    amount: 100_000,
    note: '开卡充值',
    createdAt: at(issued, '09:00:00'),
    at: at(issued, '09:00:00'),
  });
  if (!made) return;
  const [card] = await walletRepository.cardsByNo(tx, userId, [DEMO_CARDS.large]);
  const orderNo = `TJ${bookedDay.replaceAll('-', '')}${o.suffix}`;
  const price = fen(o.price);
  const orderId =
    (await pastOrderRepository.idOf(tx, orderNo)) ??
    (await pastOrderRepository.insert(
      tx,
      {
        userId,
        orderNo,
        status: 'order_cancel',
        bizCode: '0002',
        sysCenterId: o.sysCenterId,
        sysCenterName: o.sysCenterName,
        name: DEMO_PERSON.name,
        idCardNo: DEMO_PERSON.idCardNo,
        sexCode: DEMO_PERSON.sexCode,
        age: Number(bookedDay.slice(0, 4)) - DEMO_PERSON.born,
        marryStateCode: 'married',
        phone: '13800138000',
        bookingType: 'product',
        packageName: o.packageName,
        plan: {
          productId: null,
          base: [],
          chosen: [],
          deleted: [],
          excludedBy: {},
          replaced: {},
          history: [],
        },
        itemsPrice: price,
        cardPaid: price,
        payable: fen(0),
        paid: fen(0),
        payType: 'online',
        examDate: addDays(today, -80),
        slotNo: 1,
        slotTime: '08:00-08:30',
        cardNos: [DEMO_CARDS.large],
        createdAt: booked,
        updatedAt: cancelled,
      },
      [{ projectId: `${o.sysCenterId}-PKG`, item: o.packageName, price, kind: 'package' }],
      [
        { from: null, to: 'order_hospital_examination', actor: 'user', at: booked, note: '提交订单' },
        {
          from: 'order_hospital_examination',
          to: 'order_cancel',
          actor: 'user',
          at: cancelled,
          note: '用户取消订单',
        },
      ],
    ));
  const rows = [
    { orderId, amount: -o.price, reason: 'debit' as const, note: '体检订单支付', at: booked },
    { orderId, amount: o.price, reason: 'refund' as const, note: '订单取消或退款，退回卡内', at: cancelled },
    {
      orderId: null,
      amount: 50_000,
      reason: 'topup' as const,
      note: '单位福利充值',
      at: at(addDays(today, -30), '15:00:00'),
    },
  ];
  for (const row of rows) await walletRepository.addLedger(tx, { cardId: card!.id, ...row });
}

/**
 * The gift coupon the account spent on its latest past check-up (a gift takes nothing off the price:
 * it adds its item free), valid around that day and used by that order. Given once, and only when
 * the order is there (the report seed books it).
 */
async function seedUsedCoupon(db: DbOrTx, userId: number): Promise<void> {
  const ended = (await ordersRepository.listOfUser(db, userId))
    .filter((o) => o.status === 'order_end')
    .sort((a, b) => b.examDate.localeCompare(a.examDate))[0];
  if (!ended) return;
  await walletRepository.giveCouponOnce(db, {
    userId,
    name: '骨密度检测赠送券',
    couponType: 4,
    price: 8_000,
    orderMinimum: 0,
    startDate: addDays(ended.examDate, -60),
    endDate: addDays(ended.examDate, 30),
    content: '预约体检时免费加做超声骨密度一次。',
    projectId: 'BMD-US',
    projectName: '超声骨密度',
    state: 'used',
    orderId: ended.id,
    createdAt: at(addDays(ended.examDate, -60), '09:00:00'),
    updatedAt: ended.createdAt,
  });
}

/** Coupons and cards of one account; given once each, so what the account did with them stays. */
export async function seedWallet(db: DbOrTx, userId: number, today: string): Promise<void> {
  const from = addDays(today, -10);
  const until = addDays(today, 180);
  await walletRepository.giveCouponOnce(db, {
    userId,
    name: '现金券¥50',
    couponType: 1,
    price: 5_000,
    orderMinimum: 30_000,
    startDate: from,
    endDate: until,
    content: '订单金额满300元可用，仅限在线支付。',
  });
  await walletRepository.giveCouponOnce(db, {
    userId,
    name: '满1000减100',
    couponType: 2,
    price: 10_000,
    orderMinimum: 100_000,
    startDate: from,
    endDate: until,
    content: '订单金额满1000元立减100元，仅限在线支付。',
  });
  await walletRepository.giveCouponOnce(db, {
    userId,
    name: '碳13呼气试验兑换券',
    couponType: 3,
    price: 15_000,
    orderMinimum: 0,
    startDate: from,
    endDate: until,
    content: '可兑换碳13呼气试验一次；所选项目中没有时将为您添加。',
    projectId: 'C13',
    projectName: '碳13呼气试验',
  });
  await walletRepository.giveCouponOnce(db, {
    userId,
    name: '新人现金券¥30',
    couponType: 1,
    price: 3_000,
    orderMinimum: 0,
    startDate: addDays(today, -60),
    endDate: addDays(today, -5),
    content: '新用户专享，已过期。',
  });
  await walletRepository.issueCard(db, {
    userId,
    cardNo: DEMO_CARDS.small,
    name: '电子体检卡',
    expiryDate: addDays(today, 365),
    amount: 20_000,
    note: '开卡充值',
    createdAt: at(addDays(today, -60), '09:00:00'),
    at: at(addDays(today, -60), '09:00:00'),
  });
  await db.transaction((tx) => seedCardHistory(tx, userId, today));
  await walletRepository.issueCard(db, {
    userId,
    cardNo: DEMO_CARDS.expired,
    name: '2025年度员工体检卡',
    expiryDate: addDays(today, -30),
    amount: 30_000,
    note: '单位发放',
    createdAt: at(addDays(today, -400), '09:00:00'),
    at: at(addDays(today, -400), '09:00:00'),
  });
  await seedUsedCoupon(db, userId);
}
