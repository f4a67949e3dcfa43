// This feature's page copy, kept with the feature so that the entry chunk carries none of it. What
// the shell and the shared components say stays in @/shared/lib/copy.ts.
import { copy as shared } from '@/shared/lib/copy.ts';

export const common = shared.common;

export const news = {
  title: '健康资讯',
  source: '来源',
  notFound: '该资讯不存在或已下架',
  moreNews: '更多资讯',
} as const;
