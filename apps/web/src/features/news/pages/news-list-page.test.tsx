import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../test/render.tsx';
import { NewsListPage } from './news-list-page.tsx';

vi.mock('../../../shared/ui/feedback.ts', () => ({
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
    mockApi(fetchMock, { '/center-service/v1/article/search/': page([]) });
    renderPage(<NewsListPage />);
    expect(await screen.findByText('当前列表为空')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/m/center-service/v1/article/search/?_BIZCODE=0045&paginationNo=1&paginationSize=5',
    );
  });

  it('lists title, source and date of each item', async () => {
    mockApi(fetchMock, {
      '/center-service/v1/article/search/': page([
        { id: 1, title: '体检前要空腹吗', source: '健康报', publishTime: '2026-11-21T09:30:00+08:00' },
      ]),
    });
    renderPage(<NewsListPage />);
    expect(await screen.findByRole('button', { name: /体检前要空腹吗/ })).toBeTruthy();
    expect(screen.getByText('健康报')).toBeTruthy();
    expect(screen.getByText('2026-11-21')).toBeTruthy();
    expect(screen.queryByText('当前列表为空')).toBeNull();
  });

  it('offers a retry when the first page fails', async () => {
    mockApi(fetchMock, {});
    renderPage(<NewsListPage />);
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });
});
