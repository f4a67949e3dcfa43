import { queryOptions } from '@tanstack/react-query';
import { call, orders } from '@tijian/client';
import type { Fen, PayType, SexCode } from '@tijian/domain';
import { walletKeys } from './wallet-keys.ts';

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
