import Image from 'antd-mobile/es/components/image';
import { useNavigate } from 'react-router';
import type { ArticleSummary } from '../api/search-articles.ts';
import { articleTarget, formatDate } from '../open-article.ts';
import './article-item.css';

export function ArticleItem({ article }: { article: ArticleSummary }) {
  const navigate = useNavigate();
  const open = () => {
    const target = articleTarget(article);
    if (target.external) window.location.assign(target.href);
    else navigate(target.href);
  };
  return (
    <li className="article-item">
      <button type="button" className="article-item-button" onClick={open}>
        <span className="article-item-text">
          <span className="article-item-title">{article.title}</span>
          <span className="article-item-meta">
            {article.source ? <span>{article.source}</span> : null}
            <time dateTime={article.publishTime ?? undefined}>{formatDate(article.publishTime)}</time>
          </span>
        </span>
        {article.picUrl ? (
          <Image src={article.picUrl} alt="" className="article-item-image" fit="cover" lazy />
        ) : null}
      </button>
    </li>
  );
}

export function ArticleList({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <ArticleItem key={article.id} article={article} />
      ))}
    </ul>
  );
}
