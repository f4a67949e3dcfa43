import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, catalogue } from '@tijian/client';
import type { ExamineeProfile, Recommendations } from '@tijian/domain';
import { catalogueKeys } from './catalogue-keys.ts';

// Spec 7 "GET custom base items": the base pack and recommendation groups for this examinee.
export function getBaseProjects(
  sysCenterId: string,
  examinee: ExamineeProfile,
  signal?: AbortSignal,
): Promise<Recommendations> {
  const { sexCode, marryStateCode, age } = examinee;
  return call(
    catalogue.getBaseProjects,
    { query: { sysCenterId, sexCode, marryStateCode, age } },
    { signal },
  );
}

export function getBaseProjectsQueryOptions(sysCenterId: string, examinee: ExamineeProfile) {
  const { sexCode, marryStateCode, age } = examinee;
  return queryOptions({
    queryKey: catalogueKeys.baseProjects(sysCenterId, { sexCode, marryStateCode, age }),
    queryFn: ({ signal }) => getBaseProjects(sysCenterId, examinee, signal),
    // Large and rarely changed: kept for a few minutes, so the chooser and the confirm page share one load.
    staleTime: 5 * 60_000,
  });
}

export function useBaseProjects(sysCenterId: string, examinee: ExamineeProfile) {
  return useQuery(getBaseProjectsQueryOptions(sysCenterId, examinee));
}
