import { Messages } from '@tijian/domain';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { type ReactNode, useState } from 'react';
import { copy } from '@/shared/lib/copy.ts';
import { EmptyList } from './empty-list.tsx';
import './scroll-list.css';

// Spec 4 "Scrolling lists" and spec 9: load more within 50 px of the end; the pull hint shows from
// 30 px and a pull past 50 px refreshes; each of the two runs at most once in 1.2 s.
export const SCROLL_LIST = {
  loadMoreWithinPx: 50,
  pullHintFromPx: 30,
  refreshPastPx: 50,
  guardMs: 1200,
} as const;

// Remembers when an action last ran, so a second trigger inside the window can be turned away.
function createGuard(ms: number) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    remaining: () => Math.max(0, last + ms - Date.now()),
    run: (action: () => Promise<unknown>) => {
      last = Date.now();
      return action();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ScrollListProps {
  onRefresh: () => Promise<unknown>;
  /** Loads the next page; a rejection shows a retry button. */
  onLoadMore: () => Promise<unknown>;
  hasMore: boolean;
  isEmpty: boolean;
  /** Shown instead of the items, still inside the pull-to-refresh area. */
  empty?: ReactNode;
  children: ReactNode;
}

/** Every scrolling list of the app: pull to refresh, load more near the end, both guarded. */
export function ScrollList({
  onRefresh,
  onLoadMore,
  hasMore,
  isEmpty,
  empty = <EmptyList />,
  children,
}: ScrollListProps) {
  const [guard] = useState(() => ({
    refresh: createGuard(SCROLL_LIST.guardMs),
    loadMore: createGuard(SCROLL_LIST.guardMs),
  }));

  const refresh = async () => {
    if (guard.refresh.remaining() > 0) return;
    await guard.refresh.run(onRefresh);
  };

  const loadMore = async () => {
    const wait = guard.loadMore.remaining();
    if (wait > 0) {
      // This trigger loads nothing; holding InfiniteScroll until the window ends keeps it from asking
      // again every 100 ms meanwhile. It asks once more afterwards if the end is still in view.
      await sleep(wait);
      return;
    }
    await guard.loadMore.run(onLoadMore);
  };

  return (
    <PullToRefresh
      threshold={SCROLL_LIST.refreshPastPx}
      headHeight={SCROLL_LIST.pullHintFromPx}
      pullingText={copy.list.pulling}
      canReleaseText={copy.list.canRelease}
      refreshingText={Messages.loading}
      completeText={copy.list.refreshed}
      onRefresh={refresh}
    >
      {isEmpty ? (
        empty
      ) : (
        <>
          {children}
          <InfiniteScroll threshold={SCROLL_LIST.loadMoreWithinPx} loadMore={loadMore} hasMore={hasMore}>
            {(more, failed, retry) => (
              <span className="scroll-list-status">
                {failed ? (
                  <button type="button" className="scroll-list-retry" onClick={() => void retry()}>
                    {copy.common.retry}
                  </button>
                ) : more ? (
                  Messages.loading
                ) : (
                  copy.list.noMore
                )}
              </span>
            )}
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}
