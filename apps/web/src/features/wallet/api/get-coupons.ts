import { queryOptions } from '@tanstack/react-query';
import { call, orders } from '@tijian/client';
import type { Fen, SexCode } from '@tijian/domain';
import { walletKeys } from './wallet-keys.ts';

export interface CouponQuery {
  sysCenterId: string;
  sexCode: SexCode;
  age: number;
  packageId: string | null;
  /** the plan's price in fen, which the server judges each coupon's minimum by */
  price: Fen;
}

/** Spec 7 "GET coupons": page 1, size 99, online and exam scope. */
export function getCouponsQueryOptions({ sysCenterId, ...filters }: CouponQuery) {
  return queryOptions({
    queryKey: walletKeys.coupons(sysCenterId, filters),
    queryFn: ({ signal }) =>
      call(
        orders.getCoupons,
        {
          query: {
            sysCenterId,
            sexCode: filters.sexCode,
            age: filters.age,
            packageId: filters.packageId ?? undefined,
            price: filters.price,
            payType: 'online',
            scope: 'exam',
            page: 1,
            size: 99,
          },
        },
        { signal },
      ),
    staleTime: 30_000,
  });
}
