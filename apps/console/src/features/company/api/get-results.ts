import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, company } from '@tijian/client';
import type { company as wire } from '@tijian/contract';
import { companyKeys, type ResultsGroupBy } from './keys.ts';

export type AggregateGroup = wire.AggregateGroup;

export function getResults(companyId: number, groupBy: ResultsGroupBy, signal?: AbortSignal) {
  return call(company.companyResults, { query: { companyId, groupBy } }, { signal });
}

export function resultsQueryOptions(companyId: number, groupBy: ResultsGroupBy) {
  return queryOptions({
    queryKey: companyKeys.results(companyId, groupBy),
    queryFn: ({ signal }) => getResults(companyId, groupBy, signal),
  });
}

/** Anonymous counts per department or grade; a group too small to stay anonymous comes hidden. */
export function useResults(companyId: number, groupBy: ResultsGroupBy) {
  return useQuery(resultsQueryOptions(companyId, groupBy));
}
