import { Messages } from '@tijian/domain';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Link } from 'react-router';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import { useLatestArticles } from '../api/search-articles.ts';
import * as copy from '../copy.ts';
import { ArticleList } from './article-item.tsx';

/** The five latest news of the platform (null) or of a centre, with loading, error and empty states. */
export function LatestNews({ sysCenterId }: { sysCenterId: string | null }) {
  const news = useLatestArticles(sysCenterId);
  if (news.isPending) {
    return (
      <div className="article-list-skeleton" role="status" aria-label={Messages.loading}>
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  }
  if (news.isError) return <InlineLoadError error={news.error} onRetry={() => void news.refetch()} />;
  return news.data.list.length > 0 ? <ArticleList articles={news.data.list} /> : <EmptyList />;
}

/** The 更多资讯 link beside a news section's heading. */
export function MoreNewsLink() {
  return (
    <Link to="/news/list" className="page-section-link">
      {copy.news.moreNews}
    </Link>
  );
}
