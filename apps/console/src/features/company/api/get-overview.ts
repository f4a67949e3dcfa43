import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, company } from '@tijian/client';
import type { company as wire } from '@tijian/contract';
import { companyKeys } from './keys.ts';

export type CompanyOverview = wire.CompanyOverview;
export type CompanySettings = wire.CompanySettings;

export function getOverview(companyId: number, signal?: AbortSignal) {
  return call(company.companyGetOverview, { query: { companyId } }, { signal });
}

export function overviewQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: companyKeys.overview(companyId),
    queryFn: ({ signal }) => getOverview(companyId, signal),
  });
}

/** The company's settings, progress counts, budget used and the version a save must name. */
export function useOverview(companyId: number) {
  return useQuery(overviewQueryOptions(companyId));
}
