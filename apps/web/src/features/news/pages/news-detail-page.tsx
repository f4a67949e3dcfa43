import Button from 'antd-mobile/es/components/button';
import Image from 'antd-mobile/es/components/image';
import { useNavigate, useParams } from 'react-router';
import { canGoBack } from '@/shared/lib/navigation.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { type Article, useArticle } from '../api/get-article.ts';
import * as copy from '../copy.ts';
import { formatDate } from '../open-article.ts';
import './news-page.css';

export function paragraphs(content: string | null | undefined): string[] {
  return (content ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function NewsDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const article = useArticle(id);
  const back = () => (canGoBack() ? navigate(-1) : navigate('/news/list', { replace: true }));

  const notFound = (
    <StatusPage title={copy.news.notFound}>
      <Button color="primary" onClick={back}>
        {copy.common.back}
      </Button>
    </StatusPage>
  );
  return (
    <QueryView query={article} notFound={notFound}>
      {(data) => <ArticleView article={data} />}
    </QueryView>
  );
}

function ArticleView({ article }: { article: Article }) {
  const { title, source, publishTime, picUrl, content, summary } = article;
  const body = paragraphs(content);
  return (
    <article className="news-detail">
      <h2 className="news-detail-title">{title}</h2>
      <p className="news-detail-meta">
        {source ? (
          <span>
            {copy.news.source}：{source}
          </span>
        ) : null}
        <time dateTime={publishTime ?? undefined}>{formatDate(publishTime)}</time>
      </p>
      {picUrl ? <Image src={picUrl} alt={title} className="news-detail-image" fit="cover" /> : null}
      {(body.length > 0 ? body : paragraphs(summary)).map((text, index) => (
        // Paragraphs have no identity of their own; their order is fixed for the page's life.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <p key={index} className="news-detail-paragraph">
          {text}
        </p>
      ))}
    </article>
  );
}
