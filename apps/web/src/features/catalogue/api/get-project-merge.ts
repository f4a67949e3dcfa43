import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, catalogue } from '@tijian/client';
import type { ProjectMerge } from '@tijian/contract';
import { catalogueKeys } from './catalogue-keys.ts';

export type { ProjectMerge };

// Spec 7 "project relation merge list": the consumables each item needs, as id*count lists.
export function getProjectMerge(sysCenterId: string, signal?: AbortSignal): Promise<ProjectMerge> {
  return call(catalogue.getProjectMerge, { query: { sysCenterId } }, { signal });
}

export function getProjectMergeQueryOptions(sysCenterId: string) {
  return queryOptions({
    queryKey: catalogueKeys.projectMerge(sysCenterId),
    queryFn: ({ signal }) => getProjectMerge(sysCenterId, signal),
    // Large and rarely changed: kept for a few minutes, so the chooser and the confirm page share one load.
    staleTime: 5 * 60_000,
  });
}

export function useProjectMerge(sysCenterId: string) {
  return useQuery(getProjectMergeQueryOptions(sysCenterId));
}
