import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { useArticleSearch } from '../api/search-articles.ts';
import { ArticleList } from '../components/article-item.tsx';
import './news-page.css';

// The platform's health news, newest first, five at a time (kept alive, so returning keeps the place).
export function NewsListPage() {
  const search = useArticleSearch();

  if (search.isPending) return <LoadingBlock />;
  if (search.isError && !search.data)
    return <LoadError error={search.error} onRetry={() => void search.refetch()} />;

  const articles = search.data.pages.flatMap((page) => page.list);
  const loadMore = async () => {
    const result = await search.fetchNextPage();
    // The list offers a retry when the promise rejects.
    if (result.isError) throw result.error;
  };

  return (
    <div className="news-page">
      <ScrollList
        onRefresh={() => search.refetch()}
        onLoadMore={loadMore}
        hasMore={search.hasNextPage}
        isEmpty={articles.length === 0}
      >
        <ArticleList articles={articles} />
      </ScrollList>
    </div>
  );
}
