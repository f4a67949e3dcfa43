import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpgradeRule } from '@tijian/domain';
import { request } from '@/shared/http/index.ts';
import { catalogueKeys } from './catalogue-keys.ts';

// Spec 7 "price/upgrades": the rules that suggest adding items when the plan's total matches.
export function getUpgrades(sysCenterId: string, signal?: AbortSignal): Promise<UpgradeRule[]> {
  return request<UpgradeRule[]>(`/center-service/v1/price/upgrades/${encodeURIComponent(sysCenterId)}`, {
    signal,
  });
}

export function getUpgradesQueryOptions(sysCenterId: string) {
  return queryOptions({
    queryKey: catalogueKeys.upgrades(sysCenterId),
    queryFn: ({ signal }) => getUpgrades(sysCenterId, signal),
    // Large and rarely changed: kept for a few minutes, so the chooser and the confirm page share one load.
    staleTime: 5 * 60_000,
  });
}

export function useUpgrades(sysCenterId: string) {
  return useQuery(getUpgradesQueryOptions(sysCenterId));
}
