import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, catalogue, type DataOf } from '@tijian/client';
import { catalogueKeys } from './catalogue-keys.ts';

/** A check type the centre has packages of, with how many. */
export type CheckTypeCount = DataOf<typeof catalogue.getClassifyList>[number];

export function getClassifyList(sysCenterId: string, signal?: AbortSignal): Promise<CheckTypeCount[]> {
  return call(catalogue.getClassifyList, { query: { sysCenterId } }, { signal });
}

export function getClassifyListQueryOptions(sysCenterId: string) {
  return queryOptions({
    queryKey: catalogueKeys.classifyList(sysCenterId),
    queryFn: ({ signal }) => getClassifyList(sysCenterId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useClassifyList(sysCenterId: string | null) {
  return useQuery({ ...getClassifyListQueryOptions(sysCenterId ?? ''), enabled: Boolean(sysCenterId) });
}
