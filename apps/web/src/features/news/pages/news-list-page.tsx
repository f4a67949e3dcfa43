import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { useArticleSearch } from '../api/search-articles.ts';
import { ArticleList } from '../components/article-item.tsx';
import './news-page.css';

// The platform's health news, newest first, five at a time (kept alive, so returning keeps the place).
export function NewsListPage() {
  const search = useArticleSearch();
  const loadMore = async () => {
    const result = await search.fetchNextPage();
    // The list offers a retry when the promise rejects.
    if (result.isError) throw result.error;
  };

  return (
    <QueryView query={search}>
      {({ pages }) => {
        const articles = pages.flatMap((page) => page.list);
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
      }}
    </QueryView>
  );
}
