import { queryOptions } from '@tanstack/react-query';
import { call, orders } from '@tijian/client';
import type { OrderCards } from '@tijian/contract';
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
