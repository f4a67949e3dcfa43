import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, catalogue } from '@tijian/client';
import type { UpgradeRule } from '@tijian/domain';
import { catalogueKeys } from './catalogue-keys.ts';

// Spec 7 "price/upgrades": the rules that suggest adding items when the plan's total matches.
export function getUpgrades(sysCenterId: string, signal?: AbortSignal): Promise<UpgradeRule[]> {
  return call(catalogue.getUpgrades, { params: { centreId: sysCenterId } }, { signal });
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
