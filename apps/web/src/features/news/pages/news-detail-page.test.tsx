import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { content } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockApi, renderPage } from '@/test/render.tsx';
import { NewsDetailPage } from './news-detail-page.tsx';

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

const open = () => renderPage(<NewsDetailPage />, { path: '/news/:id', url: '/news/7' });

describe('NewsDetailPage', () => {
  it('shows the article', async () => {
    mockApi(fetchMock, {
      [content.getArticle.path]: { id: 7, title: '秋季体检提示', content: '第一段\n\n第二段' },
    });
    open();
    expect(await screen.findByRole('heading', { name: '秋季体检提示' })).toBeTruthy();
    expect(screen.getByText('第二段')).toBeTruthy();
  });

  it('says the article is gone when the server does not know it', async () => {
    mockApi(fetchMock, {});
    open();
    expect(await screen.findByText('该资讯不存在或已下架')).toBeTruthy();
  });

  it('tells a server failure in the words of spec 8, with a retry', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ error_code: 'system,error', error: '系统繁忙，请稍后再试', data: null }),
        {
          status: 500,
        },
      ),
    );
    open();
    expect(await screen.findByText('系统内部错误')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('tells a lost connection as a network timeout', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    open();
    expect(await screen.findByText('网络连接超时')).toBeTruthy();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(envelopeResponse({ id: 7, title: '秋季体检提示' }));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '秋季体检提示' })).toBeTruthy();
  });
});
