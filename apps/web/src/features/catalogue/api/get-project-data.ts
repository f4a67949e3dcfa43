import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, catalogue } from '@tijian/client';
import type { ProjectData } from '@tijian/contract';
import { catalogueKeys } from './catalogue-keys.ts';

export type { ProjectData };

// Spec 7 "GET project data": every item of the centre, its classes, choose-one groups and consumables.
export function getProjectData(sysCenterId: string, signal?: AbortSignal): Promise<ProjectData> {
  return call(catalogue.getProjectData, { query: { sysCenterId } }, { signal });
}

export function getProjectDataQueryOptions(sysCenterId: string) {
  return queryOptions({
    queryKey: catalogueKeys.projectData(sysCenterId),
    queryFn: ({ signal }) => getProjectData(sysCenterId, signal),
    // Large and rarely changed: kept for a few minutes, so the chooser and the confirm page share one load.
    staleTime: 5 * 60_000,
  });
}

export function useProjectData(sysCenterId: string) {
  return useQuery(getProjectDataQueryOptions(sysCenterId));
}
