import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isSpecificCentre, NEWS_PAGE_SIZE } from '@tijian/domain';
import { request } from '../../../shared/http/index.ts';

export interface ArticleSummary {
  id: string | number;
  title: string;
  source?: string | null;
  picUrl?: string | null;
  linkUrl?: string | null;
  summary?: string | null;
  publishTime?: string | null;
}

export interface ArticlePage {
  list: ArticleSummary[];
  total: number;
  paginationNo: number;
  paginationSize: number;
}

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
  return request<ArticlePage>('/center-service/v1/article/search/', {
    query: {
      _BIZCODE: '0045',
      paginationNo,
      paginationSize,
      sysCenterId: isSpecificCentre(sysCenterId) ? sysCenterId : undefined,
    },
    signal,
  });
}

// The newest page only: home and a centre's landing show the five latest.
export function getLatestArticlesQueryOptions(sysCenterId?: string | null) {
  const centre = isSpecificCentre(sysCenterId) ? sysCenterId : null;
  return queryOptions({
    queryKey: ['news', 'latest', centre],
    queryFn: ({ signal }) => searchArticles({ paginationNo: 1, sysCenterId: centre }, signal),
  });
}

export function useLatestArticles(sysCenterId?: string | null) {
  return useQuery(getLatestArticlesQueryOptions(sysCenterId));
}

export function searchArticlesInfiniteOptions(sysCenterId?: string | null) {
  const centre = isSpecificCentre(sysCenterId) ? sysCenterId : null;
  return infiniteQueryOptions({
    queryKey: ['news', 'search', centre],
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
