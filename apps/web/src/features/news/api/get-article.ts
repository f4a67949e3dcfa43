import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, content } from '@tijian/client';
import type { Article } from '@tijian/contract';
import { newsKeys } from './news-keys.ts';

export type { Article };

export function getArticle(id: string, signal?: AbortSignal): Promise<Article> {
  // The page explains a missing article itself, with a way back.
  return call(content.getArticle, { params: { id } }, { silent: true, signal });
}

export function getArticleQueryOptions(id: string) {
  return queryOptions({
    queryKey: newsKeys.article(id),
    queryFn: ({ signal }) => getArticle(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useArticle(id: string) {
  return useQuery(getArticleQueryOptions(id));
}
