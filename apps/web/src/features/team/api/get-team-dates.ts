import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, team } from '@tijian/client';
import type { team as contract } from '@tijian/contract';
import { teamKeys } from './team-keys.ts';

export type TeamDay = contract.TeamDay;

// The company's places left change as colleagues book: read again after a short while.
const FRESH_MS = 10_000;

/** The days of the company's window: the centre's state and the company's places left that day. */
export function getTeamDates(memberId: number, signal?: AbortSignal) {
  return call(team.getTeamDates, { query: { memberId } }, { signal });
}

export function getTeamDatesQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: teamKeys.dates(memberId),
    queryFn: ({ signal }) => getTeamDates(memberId, signal),
    staleTime: FRESH_MS,
  });
}

export function useTeamDates(memberId: number) {
  return useQuery(getTeamDatesQueryOptions(memberId));
}
