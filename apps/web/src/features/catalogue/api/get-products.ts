import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, catalogue, type QueryInputOf } from '@tijian/client';
import type { ProductSummary } from '@tijian/contract';
import { catalogueKeys } from './catalogue-keys.ts';

export type { ProductSummary };

/** What the list asks the server for: the centre plus the filters it can apply. */
export type ProductQuery = QueryInputOf<typeof catalogue.getProducts>;

export function getProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductSummary[]> {
  return call(catalogue.getProducts, { query }, { signal });
}

export function getProductsQueryOptions(query: ProductQuery) {
  const { sysCenterId, ...filters } = query;
  return queryOptions({
    queryKey: catalogueKeys.products(sysCenterId, filters),
    queryFn: ({ signal }) => getProducts(query, signal),
    staleTime: 60_000,
  });
}

export function useProducts(query: ProductQuery | null) {
  return useQuery({
    ...getProductsQueryOptions(query ?? { sysCenterId: '' }),
    enabled: query !== null,
  });
}
