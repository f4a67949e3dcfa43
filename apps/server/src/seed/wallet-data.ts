import type { DbOrTx } from '../db/client.ts';
import { addDays } from '../modules/schedule/day-arithmetic.ts';
import { walletRepository } from '../modules/wallet/repository.ts';
import { demoSpecialDays } from './schedule-data.ts';

// The demo wallet: exclusive services at a few centres, and for the demo account (13800138000) the
// coupons and check-up cards the submit screen's popups need to show every rule: a cash coupon with
// a minimum, a full-reduction one, a project coupon tied to an item of the catalogue, an expired one;
// two cards with balances and an expired card.

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

/** Card numbers of the demo account: ¥200, ¥1500, and an expired one. */
export const DEMO_CARDS = {
  small: '8800100020260001',
  large: '8800100020260002',
  expired: '8800100020260003',
};

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
  await walletRepository.upsertCard(db, {
    userId,
    cardNo: DEMO_CARDS.small,
    balance: 20_000,
    expiryDate: addDays(today, 365),
  });
  await walletRepository.upsertCard(db, {
    userId,
    cardNo: DEMO_CARDS.large,
    balance: 150_000,
    expiryDate: addDays(today, 365),
  });
  await walletRepository.upsertCard(db, {
    userId,
    cardNo: DEMO_CARDS.expired,
    balance: 30_000,
    expiryDate: addDays(today, -30),
  });
}
