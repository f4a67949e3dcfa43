import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { centres, content, specialPackages } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { envelopeResponse, mockApi, renderPage, renderRoutedPage } from '@/test/render.tsx';
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

const routes = {
  [centres.getConfigInfo.path]: (url: URL) => {
    const id = url.searchParams.get('sysCenterId') ?? '';
    return { id, name: `中心${id}`, ...configs[id] };
  },
  [content.getHealthToolCounts.path]: { '1': 12, '2': 5, '3': 3 },
  [content.recordVisit.path]: { visits: 101, bookings: 12 },
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  mockApi(fetchMock, routes);
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

describe('EntrancePage 专项体检', () => {
  const SPECIAL = specialPackages.listSpecialPackages.path;
  const pkg = (id: string) => ({ id, sysCenterId: '00-1', name: id, price: 100, originalPrice: null });
  const specialCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes(SPECIAL));

  it('leads to the centre’s special packages when it sells some, saying how many', async () => {
    mockApi(fetchMock, {
      ...routes,
      [SPECIAL]: (url: URL) => ({
        sysCenterId: url.searchParams.get('sysCenterId'),
        sysCenterName: '中心00-1',
        list: [pkg('SP-1'), pkg('SP-2'), pkg('SP-3')],
      }),
    });
    useSessionStore.setState({ sid: '00-1' });
    renderRoutedPage(<EntrancePage />, { path: '/entrance', url: '/entrance' });
    const open = await screen.findByRole('button', { name: '查看专项体检（3项）' });
    expect(screen.getByRole('heading', { name: '专项体检' })).toBeTruthy();
    expect(new URL(String(specialCalls()[0]?.[0]), 'http://x').searchParams.get('sysCenterId')).toBe('00-1');
    await userEvent.click(open);
    expect((await screen.findByTestId('location')).textContent).toBe('/physical/special/list/00-1');
  });

  it('offers nothing for a centre that sells none, or when the list cannot be read', async () => {
    mockApi(fetchMock, {
      ...routes,
      [SPECIAL]: { sysCenterId: '00-16', sysCenterName: '中心00-16', list: [] },
    });
    useSessionStore.setState({ sid: '00-16' });
    const first = renderPage(<EntrancePage />);
    await screen.findByRole('button', { name: '常规套餐' });
    await waitFor(() => expect(specialCalls()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '专项体检' })).toBeNull());
    first.unmount();

    mockApi(fetchMock, {
      ...routes,
      [SPECIAL]: () => envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试'),
    });
    renderPage(<EntrancePage />);
    await screen.findByRole('button', { name: '常规套餐' });
    await waitFor(() => expect(specialCalls()).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: '专项体检' })).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    // Quietly: the failure of a read the page does not need is no toast either.
    expect(vi.mocked(showToast).mock.calls.map(([message]) => message)).not.toContain('系统繁忙，请稍后再试');
  });

  it('asks nothing with no centre chosen (00-0)', async () => {
    await buttonsAt('00-0');
    expect(specialCalls()).toHaveLength(0);
  });
});
