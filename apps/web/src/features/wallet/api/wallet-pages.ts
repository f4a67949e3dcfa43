import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, type DataOf, healthCards, orders, wallet } from '@tijian/client';
import type { Coupon, CouponType } from '@tijian/domain';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { walletKeys } from './wallet-keys.ts';

// The reads of the wallet's own pages: 我的卡包 (check-up cards with their ledgers, and the account's
// health cards), the e-coupon list by tab and one coupon. What they show changes on other pages (an
// order paid or cancelled, a card activated), so each page reads afresh when it opens.

export type MyCard = DataOf<typeof wallet.getMyCards>[number];
export type CardLedger = DataOf<typeof wallet.getCardLedger>;
export type CardLedgerRow = CardLedger['rows'][number];
export type CouponDetail = DataOf<typeof wallet.getCouponDetail>;
export type HealthCardSummary = DataOf<typeof healthCards.listHealthCards>[number];
export type CouponListState = 'usable' | 'used' | 'expired';

/** Spec 9: the coupon list's page size. */
export const COUPON_PAGE_SIZE = 99;

/** The account's check-up cards; with a specific centre, those usable there (as its tile counts them). */
export function myCardsOptions(sysCenterId: string | null) {
  return queryOptions({
    queryKey: walletKeys.myCards(sysCenterId ?? ''),
    queryFn: ({ signal }) =>
      call(wallet.getMyCards, { query: sysCenterId ? { sysCenterId } : {} }, { signal }),
    staleTime: 0,
  });
}

/** One card with every movement of its balance, the latest first. */
export function cardLedgerOptions(cardNo: string) {
  return queryOptions({
    queryKey: walletKeys.ledger(cardNo),
    queryFn: ({ signal }) => call(wallet.getCardLedger, { query: { cardNo } }, { signal }),
    staleTime: 0,
  });
}

/** The account's health cards, as /card lists them. */
export function healthCardsOptions() {
  return queryOptions({
    queryKey: walletKeys.healthCards(),
    queryFn: ({ signal }) => call(healthCards.listHealthCards, undefined, { signal }),
    staleTime: 0,
  });
}

/** One tab of the e-coupon list, 99 a page; with a specific centre, the coupons usable there. */
export function couponListOptions(state: CouponListState, sysCenterId: string | null) {
  return infiniteQueryOptions({
    queryKey: walletKeys.couponList(state, sysCenterId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      call(
        orders.getCoupons,
        {
          query: {
            state,
            ...(sysCenterId ? { sysCenterId } : {}),
            page: pageParam,
            size: COUPON_PAGE_SIZE,
          },
        },
        { signal },
      ),
    initialPageParam: 1,
    // The server answers a bare list: a full page may have more behind it.
    getNextPageParam: (last: Coupon[], pages) =>
      last.length < COUPON_PAGE_SIZE ? undefined : pages.length + 1,
    staleTime: 0,
  });
}

/** One of the account's coupons; the page says itself when it is not there, so that raises no toast. */
export function couponDetailOptions(id: number, couponType: CouponType) {
  return queryOptions({
    queryKey: walletKeys.coupon(id, couponType),
    queryFn: ({ signal }) =>
      call(wallet.getCouponDetail, { query: { id, couponType } }, { signal, silent: isNotFound }),
    staleTime: 0,
  });
}
