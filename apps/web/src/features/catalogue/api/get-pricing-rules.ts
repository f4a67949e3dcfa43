import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, catalogue } from '@tijian/client';
import type { PricingRule } from '@tijian/domain';
import { catalogueKeys } from './catalogue-keys.ts';

// Spec 7 "pricing_rules": combination prices that apply when all their items are checked.
export function getPricingRules(sysCenterId: string, signal?: AbortSignal): Promise<PricingRule[]> {
  return call(catalogue.getPricingRules, { params: { sysCenterId } }, { signal });
}

export function getPricingRulesQueryOptions(sysCenterId: string) {
  return queryOptions({
    queryKey: catalogueKeys.pricingRules(sysCenterId),
    queryFn: ({ signal }) => getPricingRules(sysCenterId, signal),
    // Large and rarely changed: kept for a few minutes, so the chooser and the confirm page share one load.
    staleTime: 5 * 60_000,
  });
}

export function usePricingRules(sysCenterId: string) {
  return useQuery(getPricingRulesQueryOptions(sysCenterId));
}
