import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, company, isApiError } from '@tijian/client';
import type { CompanyRef } from '@/shared/session/operator-session.ts';
import { companyKeys } from './keys.ts';

/** The companies the operator administers, or why they could not be read. */
export interface CompanyAccess {
  companies: readonly CompanyRef[];
  /** the read failed (none are known then); the shell decides what that means for this operator */
  failure: unknown;
}

/**
 * Asked of every operator after sign-in: centre staff administer none. A refusal or a failure is an
 * answer here, not a failed query: kept for the profile's lifetime like a success, it is not asked
 * again at every navigation (the guard's prefetch would refetch a failed query, and the shell would
 * flash its loading state each time). Only an ended session rejects, for the API client to handle.
 */
export async function getCompanyAccess(signal?: AbortSignal): Promise<CompanyAccess> {
  try {
    const { companies } = await call(company.companyMe, undefined, { signal, silent: true });
    return { companies, failure: null };
  } catch (error) {
    if (isApiError(error) && (error.code === 'operator,login' || error.cancelled)) throw error;
    return { companies: [], failure: error };
  }
}

export function companyMeQueryOptions() {
  return queryOptions({
    queryKey: companyKeys.me(),
    queryFn: ({ signal }) => getCompanyAccess(signal),
    // Like the operator's roles: read once per sign-in and on a reload.
    staleTime: 5 * 60_000,
  });
}

export function useCompanyMe() {
  return useQuery(companyMeQueryOptions());
}
