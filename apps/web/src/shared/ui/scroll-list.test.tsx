import { render, screen } from '@testing-library/react';
import type { InfiniteScrollProps } from 'antd-mobile/es/components/infinite-scroll';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollList } from './scroll-list.tsx';

// The two antd-mobile widgets are replaced by stand-ins that keep the props the list gives them, so the
// test can read the thresholds and pull or scroll as often as it likes.
const seen = vi.hoisted(() => ({
  pull: undefined as PullToRefreshProps | undefined,
  scroll: undefined as InfiniteScrollProps | undefined,
}));
vi.mock('antd-mobile/es/components/pull-to-refresh', () => ({
  default: (props: PullToRefreshProps & { children?: ReactNode }) => {
    seen.pull = props;
    return <div>{props.children}</div>;
  },
}));
vi.mock('antd-mobile/es/components/infinite-scroll', () => ({
  default: (props: InfiniteScrollProps) => {
    seen.scroll = props;
    return null;
  },
}));

const onRefresh = vi.fn(async () => undefined);
const onLoadMore = vi.fn(async () => undefined);

function renderList({ isEmpty = false, hasMore = true } = {}) {
  render(
    <ScrollList onRefresh={onRefresh} onLoadMore={onLoadMore} hasMore={hasMore} isEmpty={isEmpty}>
      <ul>
        <li>第一条</li>
      </ul>
    </ScrollList>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  seen.pull = undefined;
  seen.scroll = undefined;
});

afterEach(() => {
  vi.useRealTimers();
  onRefresh.mockClear();
  onLoadMore.mockClear();
});

describe('ScrollList (spec 4 "Scrolling lists")', () => {
  it('loads more within 50 px of the end, hints from 30 px and refreshes past 50 px', () => {
    renderList();
    expect(seen.scroll?.threshold).toBe(50);
    expect(seen.pull?.headHeight).toBe(30);
    expect(seen.pull?.threshold).toBe(50);
    expect(seen.pull).toMatchObject({
      pullingText: '下拉刷新',
      canReleaseText: '释放立即刷新',
      refreshingText: '加载中....',
      completeText: '刷新成功',
    });
    expect(screen.getByText('第一条')).toBeTruthy();
  });

  it('ignores a second load within 1.2 s and loads again after it', async () => {
    renderList();
    const loadMore = seen.scroll!.loadMore;
    await loadMore(false);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1000);
    const second = loadMore(false);
    await vi.advanceTimersByTimeAsync(200);
    await second;
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    await loadMore(false);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('ignores a second pull within 1.2 s and refreshes again after it', async () => {
    renderList();
    const refresh = seen.pull!.onRefresh!;
    await refresh();
    await vi.advanceTimersByTimeAsync(1199);
    await refresh();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await refresh();
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('guards refresh and load-more separately', async () => {
    renderList();
    await seen.pull!.onRefresh!();
    await seen.scroll!.loadMore(false);
    expect([onRefresh.mock.calls.length, onLoadMore.mock.calls.length]).toEqual([1, 1]);
  });

  it('shows the empty text inside the pull area and asks for no more', () => {
    renderList({ isEmpty: true });
    expect(screen.getByText('当前列表为空')).toBeTruthy();
    expect(screen.queryByText('第一条')).toBeNull();
    expect(seen.scroll).toBeUndefined();
    expect(seen.pull).toBeDefined();
  });
});
