import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, catalogue } from '@tijian/client';
import type { ProductDetail } from '@tijian/contract';
import { catalogueKeys } from './catalogue-keys.ts';

export type { ProductDetail };

export function getProduct(productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  // The page explains a missing package itself, with a way on.
  return call(catalogue.getProduct, { params: { productId } }, { silent: true, signal });
}

export function getProductQueryOptions(productId: string) {
  return queryOptions({
    queryKey: catalogueKeys.product(productId),
    queryFn: ({ signal }) => getProduct(productId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useProduct(productId: string) {
  return useQuery(getProductQueryOptions(productId));
}
