import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getProjectDataQueryOptions } from '@/features/catalogue/index.ts';
import type { TeamOrderRules } from '../api/get-team-order-rules.ts';
import { useTeamDraft } from '../store.ts';
import { type CatalogueItem, teamSelection } from './team-selection.ts';

/**
 * The centre's catalogue (the extras' names and list prices) and the draft's choices priced. The
 * package-only path (提交 pack) prices the company's part alone.
 */
export function useTeamSelection(rules: TeamOrderRules, packOnly = false) {
  const projectData = useQuery(getProjectDataQueryOptions(rules.sysCenterId));
  const topicIds = useTeamDraft((s) => s.topicPackageIds);
  const extraIds = useTeamDraft((s) => s.extraProjectIds);
  const catalogue = useMemo(() => {
    const map = new Map<string, CatalogueItem>();
    for (const p of projectData.data?.projectList ?? []) {
      map.set(p.id, { id: p.id, item: p.item, price: p.price, fastingCheck: p.fastingCheck });
    }
    return map;
  }, [projectData.data]);
  const selection = useMemo(
    () => teamSelection(rules, catalogue, packOnly ? [] : topicIds, packOnly ? [] : extraIds),
    [rules, catalogue, topicIds, extraIds, packOnly],
  );
  return { projectData, catalogue, selection };
}
