import type { TabStats } from '@tijian/contract';
import { shanghaiDate } from '@tijian/domain';
import { and, count, eq, gte, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { healthCards } from '../health-cards/schema.ts';
import { coupons, examCards, medicalCards } from '../wallet/schema.ts';

/**
 * The personal centre's tile counts (spec 3 "Tab stats"), each the length of the list its tile opens:
 * 健康卡 (/cardList, 我的卡包: the account's check-up cards and its health cards), 就诊卡
 * (/medicalCard/list), 电子券 (the 可使用 tab of /electronicCoupon/list: not spent and not past its last
 * day, a held or not yet started one included, as the tab shows it). With a centre, the check-up cards,
 * medical cards and coupons of that centre and those for every centre; health cards serve everywhere.
 */
export async function tabStatsOf(
  db: DbOrTx,
  input: { userId: number; sysCenterId: string | null; now: Date },
): Promise<TabStats> {
  const { userId, sysCenterId } = input;
  const today = shanghaiDate(input.now);
  const [cards] = await db
    .select({ n: count() })
    .from(examCards)
    .where(
      and(
        eq(examCards.userId, userId),
        sysCenterId ? or(isNull(examCards.centreId), eq(examCards.centreId, sysCenterId)) : undefined,
      ),
    );
  const [health] = await db.select({ n: count() }).from(healthCards).where(eq(healthCards.userId, userId));
  const [medical] = await db
    .select({ n: count() })
    .from(medicalCards)
    .where(
      and(eq(medicalCards.userId, userId), sysCenterId ? eq(medicalCards.centreId, sysCenterId) : undefined),
    );
  const [usable] = await db
    .select({ n: count() })
    .from(coupons)
    .where(
      and(
        eq(coupons.userId, userId),
        ne(coupons.state, 'used'),
        gte(coupons.endDate, today),
        sysCenterId ? or(isNull(coupons.centreId), eq(coupons.centreId, sysCenterId)) : undefined,
      ),
    );
  return {
    healthtCard: (cards?.n ?? 0) + (health?.n ?? 0),
    cardCount: medical?.n ?? 0,
    couponCount: usable?.n ?? 0,
  };
}
