import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, knowledge } from '@tijian/client';
import type { knowledge as contract } from '@tijian/contract';
import { knowledgeKeys } from './knowledge-keys.ts';

export type Knowledge = contract.Knowledge;

export function getKnowledge(id: number, signal?: AbortSignal): Promise<Knowledge> {
  // A missing article is said by the page or the popup (无健康科普知识), not by a toast.
  return call(knowledge.getKnowledgeById, { query: { id } }, { signal, silent: true });
}

export function getKnowledgeQueryOptions(id: number) {
  return queryOptions({
    queryKey: knowledgeKeys.article(id),
    queryFn: ({ signal }) => getKnowledge(id, signal),
    staleTime: 5 * 60_000,
  });
}

/** The article, asked for only while `id` names one (null: no request, the popup closed or no link). */
export function useKnowledge(id: number | null) {
  return useQuery({ ...getKnowledgeQueryOptions(id ?? 0), enabled: id !== null });
}
