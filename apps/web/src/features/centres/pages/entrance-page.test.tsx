import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { centres, content } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { mockApi, renderPage } from '@/test/render.tsx';
import { EntrancePage } from './entrance-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();

const configs: Record<string, { individuationOpt: number; projectSelectOpt: number }> = {
  '00-1': { individuationOpt: 0, projectSelectOpt: 0 },
  '00-16': { individuationOpt: 1, projectSelectOpt: 1 },
  '00-02': { individuationOpt: 0, projectSelectOpt: 0 },
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  mockApi(fetchMock, {
    [centres.getConfigInfo.path]: (url: URL) => {
      const id = url.searchParams.get('sysCenterId') ?? '';
      return { id, name: `中心${id}`, ...configs[id] };
    },
    [content.getHealthToolCounts.path]: { '1': 12, '2': 5, '3': 3 },
    [content.recordVisit.path]: { visits: 101, bookings: 12 },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

async function buttonsAt(sid: string): Promise<string[]> {
  useSessionStore.setState({ sid });
  renderPage(<EntrancePage />);
  await screen.findByRole('button', { name: '常规套餐' });
  return screen.getAllByRole('button').map((b) => b.textContent?.trim() ?? '');
}

const NO_SELF_CHOSEN = '该中心暂未开通自选项目，是否继续选择其他体检中心？';

describe('EntrancePage buttons', () => {
  it('offers everything except the centre-only packages for all centres (00-0)', async () => {
    expect(await buttonsAt('00-0')).toEqual(['开始咨询', '定制方案', '常规套餐', '专项套餐', '自选项目']);
    expect(screen.queryByText(NO_SELF_CHOSEN)).toBeNull();
  });

  it('offers packages and another centre when a centre has neither option', async () => {
    expect(await buttonsAt('00-1')).toEqual(['常规套餐', '专项套餐', '查看套餐', '选择其他中心']);
    expect(screen.getByText(NO_SELF_CHOSEN)).toBeTruthy();
  });

  it('adds the 1+X screening package at 00-16', async () => {
    expect(await buttonsAt('00-16')).toEqual([
      '开始咨询',
      '定制方案',
      '1+X筛查套餐',
      '常规套餐',
      '专项套餐',
      '自选项目',
    ]);
  });

  it('adds promotions at 00-02, which offers no self-chosen items', async () => {
    expect(await buttonsAt('00-02')).toEqual([
      '常规套餐',
      '专项套餐',
      '优惠套餐',
      '查看套餐',
      '选择其他中心',
    ]);
  });

  it('records one visit and shows the counts', async () => {
    await buttonsAt('00-16');
    expect(await screen.findByText('平台访问 101 次')).toBeTruthy();
    expect(screen.getByText('已预约 12 人次')).toBeTruthy();
    const visits = fetchMock.mock.calls.filter(([url]) => String(url).includes(content.recordVisit.path));
    expect(visits).toHaveLength(1);
    expect(JSON.parse(String(visits[0]?.[1]?.body))).toEqual({ sysCenterId: '00-16' });
  });

  it('opens the package list of the chosen centre', async () => {
    await buttonsAt('00-16');
    await userEvent.click(screen.getByRole('button', { name: '常规套餐' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
  });
});
