import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, operator, operatorOrders } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api.ts';
import { DESK, DOCTOR, MANAGER, profileOf } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function serve(profile: ReturnType<typeof profileOf>) {
  mockApi(fetchMock, {
    [operator.operatorMe.path]: profile,
    [operatorOrders.operatorListOrders.path]: { list: [], total: 0 },
    [company.operatorListCompanies.path]: { list: [] },
  });
}

async function menuItems(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: '功能导航' });
  return within(nav)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('the menu', () => {
  it('shows a manager all ten screens, each opening its own page', async () => {
    const user = userEvent.setup({ delay: null });
    serve(MANAGER);
    const { router } = renderConsole('/', { token: 't' });
    expect(await menuItems()).toEqual([
      '今日预约',
      '分诊叫号',
      '排班容量',
      '医生审核',
      '报告',
      '咨询回复',
      '团检单位',
      '退款',
      '审计日志',
      '员工管理',
    ]);
    expect(await screen.findByRole('heading', { name: '今日预约' })).toBeTruthy();
    for (const [item, path] of [
      ['分诊叫号', '/stations'],
      ['排班容量', '/capacity'],
      ['咨询回复', '/communication'],
      ['团检单位', '/companies'],
      ['退款', '/refunds'],
      ['审计日志', '/audit'],
      ['员工管理', '/staff'],
    ] as const) {
      await user.click(screen.getByRole('menuitem', { name: item }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(await screen.findByRole('heading', { name: item })).toBeTruthy();
    }
    await user.click(screen.getByRole('menuitem', { name: '报告' }));
    expect(await screen.findByRole('heading', { name: '报告' })).toBeTruthy();
  });

  it('shows the desk 今日预约, 分诊叫号, 排班容量 (to read), 咨询回复 and 团检单位', async () => {
    serve(DESK);
    renderConsole('/', { token: 't' });
    expect(await menuItems()).toEqual(['今日预约', '分诊叫号', '排班容量', '咨询回复', '团检单位']);
    expect(await screen.findByText('（前台）')).toBeTruthy();
  });

  it('shows a doctor 医生审核, 报告 and 咨询回复, starting at the review queue', async () => {
    serve(DOCTOR);
    const { router } = renderConsole('/', { token: 't' });
    expect(await menuItems()).toEqual(['医生审核', '报告', '咨询回复']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
  });

  it('refuses a screen the role may not use, even by its address', async () => {
    serve(DESK);
    renderConsole('/refunds', { token: 't' });
    expect(await screen.findByText('当前体检中心的角色不能使用该功能')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '退款' })).toBeNull();
  });

  it('switches centre for an operator with roles at several: the menu follows the role there', async () => {
    const user = userEvent.setup({ delay: null });
    serve(
      profileOf([
        { centreId: '00-1', centreName: '北京朝阳体检中心', role: 'desk' },
        { centreId: '00-16', centreName: '上海浦东体检中心', role: 'doctor' },
      ]),
    );
    const { router } = renderConsole('/', { token: 't' });
    expect(await menuItems()).toEqual(['今日预约', '分诊叫号', '排班容量', '咨询回复', '团检单位']);
    await user.click(await screen.findByRole('combobox', { name: '体检中心' }));
    await user.click(await screen.findByTitle('上海浦东体检中心'));
    await waitFor(async () => expect(await menuItems()).toEqual(['医生审核', '报告', '咨询回复']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    expect(sessionStorage.getItem('console.centreId')).toBe('00-16');
    // The review queue is read for the centre now in use.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('sysCenterId=00-16&status=order_pending')),
      ).toBe(true),
    );
  });
});
