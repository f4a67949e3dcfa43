import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, company } from '@tijian/client';
import type { company as wire } from '@tijian/contract';
import { companyKeys, type RosterFilter } from './keys.ts';

export type RosterPerson = wire.RosterPerson;
export type RosterPage = wire.CompanyRosterPage;

export function listRoster(companyId: number, filter: RosterFilter, signal?: AbortSignal) {
  const { keyword, state, ...page } = filter;
  return call(
    company.companyListRoster,
    { query: { companyId, ...page, ...(state ? { state } : {}), ...(keyword ? { keyword } : {}) } },
    { signal },
  );
}

export function rosterQueryOptions(companyId: number, filter: RosterFilter) {
  return queryOptions({
    queryKey: companyKeys.roster(companyId, filter),
    queryFn: ({ signal }) => listRoster(companyId, filter, signal),
  });
}

/** A page of the roster with each person's progress; the page shown stays while the next is read. */
export function useRoster(companyId: number, filter: RosterFilter) {
  return useQuery({ ...rosterQueryOptions(companyId, filter), placeholderData: keepPreviousData });
}
