import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, operator, operatorOrders } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, callsTo, mockApi } from '@/test/api.ts';
import { HR_ADMIN, HUAXIN, MINGDA, overviewOf } from '@/test/company-fixtures.ts';
import { DESK, MANAGER, profileOf } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

async function menuItems(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: '功能导航' });
  return within(nav)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

const COMPANY_MENU = ['单位概览', '团检设置', '名单导入', '人员进度', '汇总结果'];
const asked = (path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname === `/m${path}`)
    .map((u) => Object.fromEntries(u.searchParams));

describe('an HR administrator', () => {
  it('with no centre role signs in through the one sign-in and sees the company menus only', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(fetchMock, {
      [operator.operatorLogin.path]: {
        ...HR_ADMIN,
        step: 'signedIn',
        token: 'tok-hr',
        expiresAt: '2026-12-01T12:00:00.000Z',
      },
      [company.companyMe.path]: { companies: [HUAXIN] },
      [company.companyGetOverview.path]: overviewOf(HUAXIN),
    });
    const { router } = renderConsole('/login');
    await user.type(await screen.findByLabelText('账号'), 'hr-huaxin');
    await user.type(screen.getByLabelText('密码'), 'company1234');
    await user.click(screen.getByRole('button', { name: '登 录' }));

    expect(await screen.findByRole('heading', { name: '单位概览' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/company/overview');
    expect(await menuItems()).toEqual(COMPANY_MENU);
    expect(screen.getByText('华信科技有限公司')).toBeTruthy();
    expect(screen.getByText('（企业管理员）')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStorage.getItem('console.operatorToken')).toBe('tok-hr');
    expect(asked(company.companyGetOverview.path)).toEqual([{ companyId: '11' }]);
    // The token goes with the company's calls as with every operator call.
    const headers = new Headers(
      fetchMock.mock.calls.find(([url]) => String(url).includes(company.companyMe.path))?.[1]?.headers,
    );
    expect(headers.get('x-operator-token')).toBe('tok-hr');
    // The overview's figures: progress, budget used of budget.
    expect(await screen.findByText('已用 ¥12500.00 / 预算 ¥50000.00')).toBeTruthy();
    expect(screen.getByText('HX2026')).toBeTruthy();
  });

  it('is told a centre screen is not theirs, even by its address', async () => {
    mockApi(fetchMock, {
      [operator.operatorMe.path]: HR_ADMIN,
      [company.companyMe.path]: { companies: [HUAXIN] },
    });
    renderConsole('/bookings', { token: 't' });
    expect(await screen.findByText('该账号没有体检中心的角色，不能使用该功能')).toBeTruthy();
    expect(callsTo(fetchMock, operatorOrders.operatorListOrders.path)).toBe(0);
  });

  it('of two companies switches between them, each screen then reading the other company', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(fetchMock, {
      [operator.operatorMe.path]: HR_ADMIN,
      [company.companyMe.path]: { companies: [HUAXIN, MINGDA] },
      [company.companyGetOverview.path]: (url: URL) =>
        overviewOf(url.searchParams.get('companyId') === '12' ? MINGDA : HUAXIN),
    });
    const { router } = renderConsole('/', { token: 't' });
    expect(await screen.findByRole('heading', { name: '单位概览' })).toBeTruthy();
    expect(await screen.findByText('HX2026')).toBeTruthy();
    await user.click(await screen.findByRole('combobox', { name: '单位' }));
    await user.click(await screen.findByTitle('明达物流有限公司（上海浦东体检中心）'));
    expect(await screen.findByText('MD2026')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/company/overview');
    expect(sessionStorage.getItem('console.companyId')).toBe('12');
    expect(asked(company.companyGetOverview.path)).toContainEqual({ companyId: '12' });
  });
});

describe('the menus by what the account is', () => {
  it('groups the centre’s screens and the company’s for someone who is both', async () => {
    mockApi(fetchMock, {
      [operator.operatorMe.path]: DESK,
      [company.companyMe.path]: { companies: [HUAXIN] },
      [operatorOrders.operatorListOrders.path]: { list: [], total: 0 },
    });
    renderConsole('/', { token: 't' });
    expect(await menuItems()).toEqual([
      '今日预约',
      '分诊叫号',
      '排班容量',
      '咨询回复',
      '团检单位',
      ...COMPANY_MENU,
    ]);
    const nav = screen.getByRole('navigation', { name: '功能导航' });
    expect(within(nav).getByText('体检中心')).toBeTruthy();
    expect(within(nav).getByText('企业团检')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '今日预约' })).toBeTruthy();
  });

  it('keeps centre staff on their screens when the company read is refused', async () => {
    mockApi(fetchMock, {
      [operator.operatorMe.path]: MANAGER,
      [company.companyMe.path]: new ApiFailure('company,notAdmin', '请先登录企业管理账号'),
      [operatorOrders.operatorListOrders.path]: { list: [], total: 0 },
    });
    renderConsole('/', { token: 't' });
    expect(await screen.findByRole('heading', { name: '今日预约' })).toBeTruthy();
    expect(await menuItems()).not.toContain('单位概览');
    // Asked once, not again at each navigation.
    expect(callsTo(fetchMock, company.companyMe.path)).toBe(1);
  });

  it('tells an account with neither a centre role nor a company so, and lets it sign out', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(fetchMock, {
      [operator.operatorMe.path]: profileOf([], '钱某'),
      [company.companyMe.path]: { companies: [] },
      [operator.operatorLogout.path]: { ok: true },
    });
    const { router } = renderConsole('/', { token: 't' });
    expect(
      await screen.findByText('该账号尚未分配体检中心，也不是企业管理员，请联系管理员开通'),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '功能导航' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('offers a retry, not "no access", when the companies cannot be read for an account without a centre', async () => {
    const user = userEvent.setup({ delay: null });
    let down = true;
    mockApi(fetchMock, {
      [operator.operatorMe.path]: HR_ADMIN,
      [company.companyMe.path]: () => {
        // The network, not the server: fetch itself fails.
        if (down) throw new TypeError('Failed to fetch');
        return { companies: [HUAXIN] };
      },
      [company.companyGetOverview.path]: overviewOf(HUAXIN),
    });
    renderConsole('/', { token: 't' });
    const retry = await screen.findByRole('button', { name: '重 试' });
    expect(screen.queryByText(/也不是企业管理员/)).toBeNull();
    down = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: '单位概览' })).toBeTruthy();
  });
});
