export { newsKeys } from './api/news-keys.ts';
export {
  type ArticleSummary,
  getLatestArticlesQueryOptions,
  useLatestArticles,
} from './api/search-articles.ts';
export { ArticleList } from './components/article-item.tsx';
export { LatestNews, MoreNewsLink } from './components/latest-news.tsx';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
