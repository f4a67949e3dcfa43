import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, knowledge } from '@tijian/client';
import type { knowledge as contract } from '@tijian/contract';
import { knowledgeKeys } from './knowledge-keys.ts';

export type DiseaseColumnList = contract.DiseaseColumnList;
export type DiseaseColumnSummary = contract.DiseaseColumnSummary;

export function listDiseaseColumns(signal?: AbortSignal): Promise<DiseaseColumnList> {
  // The page shows a failure itself, with 重试.
  return call(knowledge.listDiseaseColumns, {}, { signal, silent: true });
}

export function listDiseaseColumnsQueryOptions() {
  return queryOptions({
    queryKey: knowledgeKeys.columns(),
    queryFn: ({ signal }) => listDiseaseColumns(signal),
    staleTime: 5 * 60_000,
  });
}

export function useDiseaseColumns() {
  return useQuery(listDiseaseColumnsQueryOptions());
}
