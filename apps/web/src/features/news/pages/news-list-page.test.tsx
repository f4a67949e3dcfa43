import { screen, waitFor } from '@testing-library/react';
import { content, urlOf } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockFailingApi, renderPage } from '@/test/render.tsx';
import { NewsListPage } from './news-list-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const page = (list: unknown[], total = list.length) => ({ list, total, paginationNo: 1, paginationSize: 5 });

describe('NewsListPage', () => {
  it('says the list is empty when there is no news', async () => {
    mockApi(fetchMock, { [content.searchArticles.path]: page([]) });
    renderPage(<NewsListPage />);
    expect(await screen.findByText('当前列表为空')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      urlOf(content.searchArticles, { query: { _BIZCODE: '0045', paginationNo: 1, paginationSize: 5 } }),
    );
  });

  it('lists title, source and date of each item', async () => {
    mockApi(fetchMock, {
      [content.searchArticles.path]: page([
        { id: 1, title: '体检前要空腹吗', source: '健康报', publishTime: '2026-11-21T09:30:00+08:00' },
      ]),
    });
    renderPage(<NewsListPage />);
    expect(await screen.findByRole('button', { name: /体检前要空腹吗/ })).toBeTruthy();
    expect(screen.getByText('健康报')).toBeTruthy();
    expect(screen.getByText('2026-11-21')).toBeTruthy();
    expect(screen.queryByText('当前列表为空')).toBeNull();
  });

  it('loads the next page once its end comes within 50 px of the screen, not before', async () => {
    const items = (from: number) =>
      Array.from({ length: 5 }, (_, i) => ({ id: from + i, title: `资讯${from + i}`, source: '健康报' }));
    mockApi(fetchMock, {
      [content.searchArticles.path]: (url: URL) => {
        const no = Number(url.searchParams.get('paginationNo'));
        return { list: items(no * 10), total: 10, paginationNo: no, paginationSize: 5 };
      },
    });
    // jsdom lays nothing out: the end of the list is placed by hand, below a 800 px tall screen.
    let endTop = 800 + 60;
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this.classList.contains('adm-infinite-scroll') ? endTop : 0;
      return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) };
    });
    const offsetParent = vi
      .spyOn(HTMLElement.prototype, 'offsetParent', 'get')
      .mockImplementation(() => document.body);
    vi.stubGlobal('innerHeight', 800);
    const pagesAsked = () =>
      fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams.get('paginationNo'));
    try {
      renderPage(<NewsListPage />);
      expect(await screen.findByText('资讯10')).toBeTruthy();
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 150));
      expect(pagesAsked()).toEqual(['1']);

      endTop = 800 + 49;
      window.dispatchEvent(new Event('scroll'));
      expect(await screen.findByText('资讯20')).toBeTruthy();
      await waitFor(() => expect(screen.getByText('没有更多了')).toBeTruthy());
      expect(pagesAsked()).toEqual(['1', '2']);
    } finally {
      rect.mockRestore();
      offsetParent.mockRestore();
    }
  });

  it('offers a retry when the first page fails', async () => {
    mockFailingApi(fetchMock);
    renderPage(<NewsListPage />);
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });
});
