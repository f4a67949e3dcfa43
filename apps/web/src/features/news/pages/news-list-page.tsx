import { Messages } from '@tijian/domain';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { copy } from '../../../shared/lib/copy.ts';
import { EmptyList } from '../../../shared/ui/empty-list.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { useArticleSearch } from '../api/search-articles.ts';
import { ArticleList } from '../components/article-item.tsx';
import './news-page.css';

// Spec 9: lists refresh when pulled past 50 px.
const PULL_THRESHOLD = 50;

// The platform's health news, newest first, five at a time (kept alive, so returning keeps the place).
export function NewsListPage() {
  const search = useArticleSearch();

  if (search.isPending) return <LoadingBlock />;
  if (search.isError && !search.data) return <LoadError onRetry={() => void search.refetch()} />;

  const articles = search.data.pages.flatMap((page) => page.list);
  const loadMore = async () => {
    const result = await search.fetchNextPage();
    // InfiniteScroll shows its own retry when the promise rejects.
    if (result.isError) throw result.error;
  };

  return (
    <div className="news-page">
      <PullToRefresh
        threshold={PULL_THRESHOLD}
        refreshingText={Messages.loading}
        onRefresh={async () => {
          await search.refetch();
        }}
      >
        {articles.length === 0 ? (
          <EmptyList />
        ) : (
          <>
            <ArticleList articles={articles} />
            <InfiniteScroll loadMore={loadMore} hasMore={search.hasNextPage}>
              {(hasMore, failed, retry) =>
                failed ? (
                  <button type="button" className="news-retry" onClick={() => void retry()}>
                    {copy.common.retry}
                  </button>
                ) : hasMore ? (
                  <span>{Messages.loading}</span>
                ) : (
                  <span>{copy.news.noMore}</span>
                )
              }
            </InfiniteScroll>
          </>
        )}
      </PullToRefresh>
    </div>
  );
}
