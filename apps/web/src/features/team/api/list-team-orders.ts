import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, team } from '@tijian/client';
import type { team as contract } from '@tijian/contract';
import { teamKeys } from './team-keys.ts';

export type TeamOrderSummary = contract.TeamOrderSummary;

/** The account's team orders (个人中心 → 团检订单). */
export function listTeamOrders(signal?: AbortSignal) {
  return call(team.listTeamOrders, {}, { signal });
}

export function listTeamOrdersQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.orders(),
    queryFn: ({ signal }) => listTeamOrders(signal),
  });
}

export function useTeamOrders() {
  return useQuery(listTeamOrdersQueryOptions());
}
