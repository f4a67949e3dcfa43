import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, team } from '@tijian/client';
import type { team as contract } from '@tijian/contract';
import { teamKeys } from './team-keys.ts';

export type TeamMembership = contract.TeamMembership;

/** The roster places linked to the account (团检列表). */
export function listTeamMemberships(signal?: AbortSignal) {
  return call(team.listTeamMemberships, {}, { signal });
}

export function listTeamMembershipsQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.memberships(),
    queryFn: ({ signal }) => listTeamMemberships(signal),
  });
}

export function useTeamMemberships() {
  return useQuery(listTeamMembershipsQueryOptions());
}
