import { safeLink } from '@/shared/lib/safe-url.ts';
import type { ArticleSummary } from './api/search-articles.ts';

// Spec 2 screen 2: a news item with an outside link opens it in place of the app; others open here.
export function articleTarget(article: Pick<ArticleSummary, 'id' | 'linkUrl'>): {
  external: boolean;
  href: string;
} {
  // Only an http(s) link leaves the app; any other scheme (javascript:, data:) opens the article here.
  const link = safeLink(article.linkUrl);
  if (link) return { external: true, href: link };
  return { external: false, href: `/news/${encodeURIComponent(String(article.id))}` };
}

export function formatDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}
