import { useQueries } from '@tanstack/react-query';
import { catalogueOf } from '@tijian/contract/catalogue-of';
import {
  type Catalogue,
  type CatalogueIndex,
  type ExamineeProfile,
  indexCatalogue,
  type Recommendations,
} from '@tijian/domain';
import { useMemo } from 'react';
import { getBaseProjectsQueryOptions } from './get-base-projects.ts';
import { getPricingRulesQueryOptions } from './get-pricing-rules.ts';
import { getProjectDataQueryOptions } from './get-project-data.ts';
import { getProjectMergeQueryOptions } from './get-project-merge.ts';
import { getUpgradesQueryOptions } from './get-upgrades.ts';

export interface CatalogueState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  retry: () => void;
  catalogue: Catalogue | null;
  /** the rules' index, built once per loaded catalogue */
  ix: CatalogueIndex | null;
  /** the examinee's base pack and recommendation groups */
  recommendations: Recommendations | null;
}

/**
 * A centre's catalogue as the rules take it: the five reads (items, consumable needs, combination
 * prices, upgrades, the examinee's recommendations) in parallel, assembled once they all answered.
 */
export function useCatalogue(sysCenterId: string, examinee: ExamineeProfile): CatalogueState {
  const [data, merge, rules, upgrades, base] = useQueries({
    queries: [
      getProjectDataQueryOptions(sysCenterId),
      getProjectMergeQueryOptions(sysCenterId),
      getPricingRulesQueryOptions(sysCenterId),
      getUpgradesQueryOptions(sysCenterId),
      getBaseProjectsQueryOptions(sysCenterId, examinee),
    ],
  });

  const catalogue = useMemo(
    () =>
      data.data && merge.data && rules.data && upgrades.data
        ? catalogueOf(data.data, merge.data, rules.data, upgrades.data)
        : null,
    [data.data, merge.data, rules.data, upgrades.data],
  );
  const ix = useMemo(() => (catalogue ? indexCatalogue(catalogue) : null), [catalogue]);

  const all = [data, merge, rules, upgrades, base];
  const failed = all.find((q) => q.isError);
  return {
    isPending: all.some((q) => q.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    retry: () => {
      for (const q of all) if (q.isError) void q.refetch();
    },
    catalogue,
    ix,
    recommendations: base.data ?? null,
  };
}
