import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, users } from '@tijian/client';
import type { TabStats } from '@tijian/contract';
import { isSpecificCentre } from '@tijian/domain';
import { accountKeys } from './account-keys.ts';

export type { TabStats };

// The all-centres sid is sent as an empty id, meaning "count across every centre".
export function getTabStats(sid: string, signal?: AbortSignal): Promise<TabStats> {
  return call(users.getTabStats, { query: { sysCenterId: isSpecificCentre(sid) ? sid : '' } }, { signal });
}

export function getTabStatsQueryOptions(sid: string) {
  return queryOptions({
    queryKey: accountKeys.tabStats(sid),
    queryFn: ({ signal }) => getTabStats(sid, signal),
  });
}

export function useTabStats(sid: string) {
  return useQuery(getTabStatsQueryOptions(sid));
}
