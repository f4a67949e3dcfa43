import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export type { ProductDetail };

export function getProduct(productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  return request<ProductDetail>(`/center-service/v1/product/${encodeURIComponent(productId)}`, {
    // The page explains a missing package itself, with a way on.
    silent: true,
    signal,
  });
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
