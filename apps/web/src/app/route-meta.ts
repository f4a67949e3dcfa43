import { DEFAULT_TITLE } from '@tijian/domain';
import type { UIMatch } from 'react-router';

export type KeepAliveName = 'productList' | 'order' | 'cardList' | 'newsList' | 'consultList';

export interface RouteMeta {
  title: string;
  hideHeader?: boolean;
  showTab?: boolean;
  menuBar?: boolean;
  keepAlive?: KeepAliveName;
  // Depth in the navigation hierarchy: moving to a higher grade slides forward, lower slides back.
  grade: number;
  auth?: boolean;
}

export interface RouteHandle {
  meta: RouteMeta;
}

export const DEFAULT_META: RouteMeta = { title: DEFAULT_TITLE, grade: 1 };

export function metaOf(matches: readonly UIMatch[]): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<RouteHandle> | undefined;
    if (handle?.meta) return handle.meta;
  }
  return DEFAULT_META;
}
