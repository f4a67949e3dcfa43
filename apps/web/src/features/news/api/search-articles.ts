import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, content } from '@tijian/client';
import type { ArticlePage, ArticleSummary } from '@tijian/contract';
import { isSpecificCentre, NEWS_PAGE_SIZE } from '@tijian/domain';
import { newsKeys } from './news-keys.ts';

export type { ArticlePage, ArticleSummary };

export interface ArticleSearch {
  paginationNo: number;
  paginationSize?: number;
  // A centre's own news; the platform's when absent.
  sysCenterId?: string | null;
}

export function searchArticles(
  { paginationNo, paginationSize = NEWS_PAGE_SIZE, sysCenterId }: ArticleSearch,
  signal?: AbortSignal,
): Promise<ArticlePage> {
  return call(
    content.searchArticles,
    {
      query: {
        _BIZCODE: '0045',
        paginationNo,
        paginationSize,
        sysCenterId: isSpecificCentre(sysCenterId) ? (sysCenterId ?? undefined) : undefined,
      },
    },
    { signal },
  );
}

// The newest page only: home and a centre's landing show the five latest.
export function getLatestArticlesQueryOptions(sysCenterId?: string | null) {
  const centre = isSpecificCentre(sysCenterId) ? (sysCenterId ?? null) : null;
  return queryOptions({
    queryKey: newsKeys.latest(centre),
    queryFn: ({ signal }) => searchArticles({ paginationNo: 1, sysCenterId: centre }, signal),
  });
}

export function useLatestArticles(sysCenterId?: string | null) {
  return useQuery(getLatestArticlesQueryOptions(sysCenterId));
}

export function searchArticlesInfiniteOptions(sysCenterId?: string | null) {
  const centre = isSpecificCentre(sysCenterId) ? (sysCenterId ?? null) : null;
  return infiniteQueryOptions({
    queryKey: newsKeys.search(centre),
    queryFn: ({ pageParam, signal }) =>
      searchArticles({ paginationNo: pageParam, sysCenterId: centre }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? last.paginationNo + 1 : undefined;
    },
  });
}

export function useArticleSearch(sysCenterId?: string | null) {
  return useInfiniteQuery(searchArticlesInfiniteOptions(sysCenterId));
}
