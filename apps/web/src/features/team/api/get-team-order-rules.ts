import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, team } from '@tijian/client';
import type { team as contract } from '@tijian/contract';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { teamKeys } from './team-keys.ts';

export type TeamOrderRules = contract.TeamOrderRules;
export type TopicPackage = TeamOrderRules['topicPackageList'][number];
export type TeamPackageItem = TeamOrderRules['testPackage'][number];

/** What the company offers the place and on what terms (orderRules.json). */
export function getTeamOrderRules(memberId: number, signal?: AbortSignal) {
  // Another account's place answers as missing: the page says so itself, with a way back.
  return call(team.getTeamOrderRules, { query: { memberId } }, { signal, silent: isNotFound });
}

export function getTeamOrderRulesQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: teamKeys.rules(memberId),
    queryFn: ({ signal }) => getTeamOrderRules(memberId, signal),
  });
}

export function useTeamOrderRules(memberId: number | null) {
  return useQuery({ ...getTeamOrderRulesQueryOptions(memberId ?? 0), enabled: memberId !== null });
}
