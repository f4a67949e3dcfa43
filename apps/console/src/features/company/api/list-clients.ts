import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, company, type DataOf } from '@tijian/client';
import { companyKeys } from './keys.ts';

export type CompanyClient = DataOf<typeof company.operatorListCompanies>['list'][number];

export function listClients(centreId: string, signal?: AbortSignal) {
  return call(company.operatorListCompanies, { query: { sysCenterId: centreId } }, { signal });
}

export function clientsQueryOptions(centreId: string) {
  return queryOptions({
    queryKey: companyKeys.clients(centreId),
    queryFn: ({ signal }) => listClients(centreId, signal),
  });
}

/** The centre's company clients with their window, quota, budget and progress. */
export function useClients(centreId: string) {
  return useQuery(clientsQueryOptions(centreId));
}
