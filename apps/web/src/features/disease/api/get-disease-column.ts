import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, knowledge } from '@tijian/client';
import type { knowledge as contract } from '@tijian/contract';
import { knowledgeKeys } from './knowledge-keys.ts';

export type DiseaseColumn = contract.DiseaseColumn;
export type KnowledgeSummary = contract.KnowledgeSummary;

export function getDiseaseColumn(id: number, signal?: AbortSignal): Promise<DiseaseColumn> {
  // An unknown column is the page's own message, with a way back.
  return call(knowledge.getDiseaseColumn, { query: { id } }, { signal, silent: true });
}

export function getDiseaseColumnQueryOptions(id: number) {
  return queryOptions({
    queryKey: knowledgeKeys.column(id),
    queryFn: ({ signal }) => getDiseaseColumn(id, signal),
    staleTime: 5 * 60_000,
  });
}

/** The column, asked for only when the address names one (`id` null: no request). */
export function useDiseaseColumn(id: number | null) {
  return useQuery({ ...getDiseaseColumnQueryOptions(id ?? 0), enabled: id !== null });
}
