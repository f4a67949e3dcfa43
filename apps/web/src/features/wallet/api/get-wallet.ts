import { queryOptions } from '@tanstack/react-query';
import { call, orders } from '@tijian/client';
import type { OrderCards } from '@tijian/contract';
import type { Fen, PayType, SexCode } from '@tijian/domain';
import { walletKeys } from './wallet-keys.ts';

export type { OrderCards };

/** Spec 7: the person's cards, split by whether this order can use them. */
export function getOrderCardsQueryOptions(q: {
  sysCenterId: string;
  name: string;
  idCardNo: string | null;
  packageId: string | null;
}) {
  return queryOptions({
    queryKey: walletKeys.cards(q.sysCenterId, q.packageId),
    queryFn: ({ signal }) =>
      call(
        orders.getOrderCards,
        {
          body: {
            sysCenterId: q.sysCenterId,
            name: q.name,
            idCardNo: q.idCardNo ?? undefined,
            packageId: q.packageId,
          },
        },
        { signal },
      ),
    staleTime: 30_000,
  });
}

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

export interface ServiceQuery {
  sysCenterId: string;
  date: string | null;
  payType: PayType | null;
  packageId: string | null;
  sexCode: SexCode;
  age: number;
  price: Fen;
}

/** Spec 7: the exclusive services of the centre with what the chosen date has left (canVip). */
export function getExclusiveServicesQueryOptions({ sysCenterId, ...filters }: ServiceQuery) {
  return queryOptions({
    queryKey: walletKeys.services(sysCenterId, filters),
    queryFn: ({ signal }) =>
      call(
        orders.getExclusiveServices,
        {
          body: {
            sysCenterId,
            boExaminationDate: filters.date,
            paymentType: filters.payType ?? undefined,
            packageId: filters.packageId,
            sexCode: filters.sexCode,
            age: filters.age,
            price: filters.price,
          },
        },
        { signal },
      ),
    staleTime: 10_000,
  });
}
