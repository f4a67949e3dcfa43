import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, catalogue } from '@tijian/client';
import type { ProductSummary } from '@tijian/contract';
import { companyKeys } from './keys.ts';

export type { ProductSummary };

// The catalogue's public list: the packages any customer of the centre sees.
export function listCentrePackages(centreId: string, signal?: AbortSignal) {
  return call(catalogue.getProducts, { query: { sysCenterId: centreId } }, { signal });
}

export function centrePackagesQueryOptions(centreId: string) {
  return queryOptions({
    queryKey: companyKeys.packages(centreId),
    queryFn: ({ signal }) => listCentrePackages(centreId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The packages of the company's centre, to choose each grade's package and topic packages from. */
export function useCentrePackages(centreId: string) {
  return useQuery(centrePackagesQueryOptions(centreId));
}
