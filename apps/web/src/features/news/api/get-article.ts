import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { newsKeys } from './news-keys.ts';

export type { Article };

export function getArticle(id: string, signal?: AbortSignal): Promise<Article> {
  return request<Article>(`/center-service/v1/article/${encodeURIComponent(id)}`, {
    // The page explains a missing article itself, with a way back.
    silent: true,
    signal,
  });
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
