import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operator, operatorAudit, operatorStaff } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, mockApi } from '@/test/api.ts';
import { MANAGER } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const LIST = operatorAudit.operatorListAudit.path;
const STAFF = operatorStaff.operatorListStaff.path;

const staff = {
  list: [
    {
      operatorId: 7,
      username: 'op-test',
      name: '李主任',
      role: 'manager',
      disabled: false,
      totpEnrolled: true,
      lastLoginAt: null,
      createdAt: '2026-01-01 00:00:00',
      version: 0,
    },
    {
      operatorId: 9,
      username: 'desk-1',
      name: '王前台',
      role: 'desk',
      disabled: false,
      totpEnrolled: false,
      lastLoginAt: null,
      createdAt: '2026-01-01 00:00:00',
      version: 0,
    },
  ],
  totp: { requireTotp: false, version: 0 },
};

const checkIn = {
  id: 501,
  at: '2026-11-26 09:01:02',
  operatorId: 9,
  operatorName: '王前台',
  operatorUsername: 'desk-1',
  action: 'order.checkIn',
  actionLabel: '签到',
  targetType: 'order',
  targetId: '41',
  outcome: 'ok',
  reason: null,
  request: { orderNo: 'TJ20261201000041' },
  before: { status: 'order_hospital_examination', checkedInAt: null },
  after: { status: 'order_hospital_examination', checkedInAt: '2026-11-26 09:01:02' },
};

const refused = {
  ...checkIn,
  id: 502,
  at: '2026-11-26 09:05:00',
  action: 'refund.decide',
  actionLabel: '审核退款申请',
  targetId: '42',
  outcome: 'refused',
  reason: '该退款已处理',
  request: { orderId: 42, approve: true },
  before: null,
  after: null,
};

function asked() {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname === `/m${LIST}`)
    .map((u) => Object.fromEntries(u.searchParams));
}

describe('审计日志', () => {
  it("lists the centre's calls, each with its before and after side by side", async () => {
    mockApi(fetchMock, {
      [operator.operatorMe.path]: MANAGER,
      [STAFF]: staff,
      [LIST]: { list: [refused, checkIn], total: 2, page: 1, pageSize: 20 },
    });
    renderConsole('/audit', { token: 't' });
    const row = (await screen.findByText('2026-11-26 09:01:02')).closest('tr')!;
    expect(within(row).getByText('签到')).toBeTruthy();
    expect(within(row).getByText('order 41')).toBeTruthy();
    expect(within(row).getByText('成功')).toBeTruthy();
    expect(screen.getByText('被拒绝')).toBeTruthy();
    expect(asked()).toEqual([{ sysCenterId: '00-1', page: '1' }]);

    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('button', { name: /展开行|Expand row/ }));
    const changed = (await screen.findByText('checkedInAt')).closest('tr')!;
    expect(within(changed).getByText('null')).toBeTruthy();
    expect(within(changed).getByText('2026-11-26 09:01:02')).toBeTruthy();

    const refusedRow = screen.getByText('审核退款申请').closest('tr')!;
    await user.click(within(refusedRow).getByRole('button', { name: /展开行|Expand row/ }));
    expect(await screen.findByText('拒绝原因：该退款已处理')).toBeTruthy();
    expect(screen.getByText('没有记录操作前后的状态')).toBeTruthy();
  });

  it('asks the server with the chosen filters', async () => {
    mockApi(fetchMock, {
      [operator.operatorMe.path]: MANAGER,
      [STAFF]: staff,
      [LIST]: { list: [], total: 0, page: 1, pageSize: 20 },
    });
    renderConsole('/audit', { token: 't' });
    expect(await screen.findByText('没有符合条件的操作记录')).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('form', { name: '查询' });
    await user.type(within(form).getByLabelText('对象编号'), '41');
    await user.click(within(form).getByRole('button', { name: '查 询' }));
    expect(await within(form).findByText('请先填写对象类型')).toBeTruthy();
    await user.type(within(form).getByLabelText('对象类型'), 'order');
    await user.click(within(form).getByLabelText('结果'));
    await user.click(await screen.findByTitle('被拒绝'));
    await user.click(within(form).getByRole('button', { name: '查 询' }));
    await waitFor(() =>
      expect(asked()).toContainEqual({
        sysCenterId: '00-1',
        targetType: 'order',
        targetId: '41',
        outcome: 'refused',
        page: '1',
      }),
    );
  });

  it("shows the server's refusal with a retry", async () => {
    mockApi(fetchMock, {
      [operator.operatorMe.path]: MANAGER,
      [STAFF]: staff,
      [LIST]: new ApiFailure('operator,forbidden', '没有权限查看操作日志'),
    });
    renderConsole('/audit', { token: 't' });
    const retry = await screen.findByRole('button', { name: '重 试' });
    expect(within(retry.closest('[role="alert"]')!).getByText('没有权限查看操作日志')).toBeTruthy();
  });
});
