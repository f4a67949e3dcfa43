export {
  type ArticleSummary,
  getLatestArticlesQueryOptions,
  useLatestArticles,
} from './api/search-articles.ts';
export { ArticleList } from './components/article-item.tsx';
export { LatestNews, MoreNewsLink } from './components/latest-news.tsx';
