import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operator, operatorStaff } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, callsTo, mockApi, sentBodies } from '@/test/api.ts';
import { MANAGER } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const LIST = operatorStaff.operatorListStaff.path;
const CREATE = operatorStaff.operatorCreateStaff.path;
const ROLE = operatorStaff.operatorSetStaffRole.path;
const DISABLED = operatorStaff.operatorSetStaffDisabled.path;
const PASSWORD = operatorStaff.operatorResetStaffPassword.path;
const TOTP_RESET = operatorStaff.operatorResetStaffTotp.path;
const REQUIRE = operatorStaff.operatorSetTotpRequired.path;

// MANAGER is operator 7, the one signed in.
const self = {
  operatorId: 7,
  username: 'op-test',
  name: '李主任',
  role: 'manager',
  disabled: false,
  totpEnrolled: true,
  lastLoginAt: '2026-11-26 08:00:00',
  createdAt: '2026-01-01 00:00:00',
  version: 3,
};
const desk = {
  ...self,
  operatorId: 9,
  username: 'desk-1',
  name: '王前台',
  role: 'desk',
  totpEnrolled: true,
  lastLoginAt: null,
  version: 5,
};
const LISTED = { list: [self, desk], totp: { requireTotp: false, version: 2 } };

async function openStaff(routes: Record<string, unknown> = {}) {
  mockApi(fetchMock, { [operator.operatorMe.path]: MANAGER, [LIST]: LISTED, ...routes });
  renderConsole('/staff', { token: 't' });
  const user = userEvent.setup({ delay: null });
  const row = (await screen.findByText('desk-1')).closest('tr')!;
  return { user, row };
}

// In jsdom rc-select's ids (the rows' role pickers) and the dialog's title share one test id, so the
// dialog is found by its title's text instead of its accessible name.
async function openedDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeTruthy();
  return dialog;
}

describe('员工管理', () => {
  it("lists the centre's staff; one cannot stop or re-role oneself", async () => {
    const { row } = await openStaff();
    expect(within(row).getByText('王前台')).toBeTruthy();
    expect(within(row).getByText('正常')).toBeTruthy();
    expect(within(row).getByText('已绑定')).toBeTruthy();
    expect(within(row).getByText('从未登录')).toBeTruthy();
    const mine = screen.getByText('op-test').closest('tr')!;
    expect(within(mine).getByText('（本人）')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: '停 用' })).toBeNull();
    expect(within(row).getByRole('button', { name: '停 用' })).toBeTruthy();
  });

  it('creates an account with the contract rules shown first', async () => {
    const { user } = await openStaff({
      [CREATE]: { ...desk, operatorId: 12, username: 'doc-2', name: '赵医生' },
    });
    await user.click(screen.getByRole('button', { name: '新建工作人员' }));
    const dialog = await openedDialog('新建工作人员');
    await user.type(within(dialog).getByLabelText('账号'), 'Doc 2');
    await user.type(within(dialog).getByLabelText('姓名'), '赵医生');
    await user.type(within(dialog).getByLabelText('初始密码'), 'abcdefgh');
    await user.click(within(dialog).getByRole('button', { name: '创 建' }));
    expect(await within(dialog).findByText('账号为3–40位小写字母、数字、-或_')).toBeTruthy();
    expect(await within(dialog).findByText('请选择角色')).toBeTruthy();
    expect(within(dialog).getAllByText('密码至少8位，须包含字母和数字').length).toBeGreaterThan(1);
    expect(callsTo(fetchMock, CREATE)).toBe(0);

    await user.clear(within(dialog).getByLabelText('账号'));
    await user.type(within(dialog).getByLabelText('账号'), 'doc-2');
    await user.type(within(dialog).getByLabelText('初始密码'), '1');
    await user.click(within(dialog).getByLabelText('角色'));
    await user.click(await screen.findByTitle('医生'));
    await user.click(within(dialog).getByRole('button', { name: '创 建' }));
    expect(await screen.findByText('已新建 赵医生 的账号')).toBeTruthy();
    expect(sentBodies(fetchMock, CREATE)).toEqual([
      { sysCenterId: '00-1', username: 'doc-2', name: '赵医生', role: 'doctor', password: 'abcdefgh1' },
    ]);
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toBe(2));
  });

  it("sends the version the list showed, and on a conflict shows the server's words and reloads", async () => {
    const { user, row } = await openStaff({
      [DISABLED]: new ApiFailure('operator,conflict', '该账号已被他人修改，请刷新后重试'),
    });
    await user.click(within(row).getByRole('button', { name: '停 用' }));
    await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    expect(await screen.findByText('该账号已被他人修改，请刷新后重试')).toBeTruthy();
    expect(sentBodies(fetchMock, DISABLED)).toEqual([
      { sysCenterId: '00-1', operatorId: 9, disabled: true, version: 5 },
    ]);
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toBe(2));
  });

  it("changes a role with the row's version", async () => {
    const { user, row } = await openStaff({ [ROLE]: { ...desk, role: 'doctor', version: 6 } });
    await user.click(within(row).getByLabelText('王前台 角色'));
    await user.click(await screen.findByTitle('医生'));
    expect(await screen.findByText('王前台 的角色已改为医生')).toBeTruthy();
    expect(sentBodies(fetchMock, ROLE)).toEqual([
      { sysCenterId: '00-1', operatorId: 9, role: 'doctor', version: 5 },
    ]);
  });

  it('resets a password and clears an authenticator', async () => {
    const { user, row } = await openStaff({
      [PASSWORD]: desk,
      [TOTP_RESET]: { ...desk, totpEnrolled: false },
    });
    await user.click(within(row).getByRole('button', { name: '重置密码' }));
    const dialog = await openedDialog('重置 王前台 的密码');
    await user.type(within(dialog).getByLabelText('新密码'), 'newpass99');
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('已重置 王前台 的密码')).toBeTruthy();
    expect(sentBodies(fetchMock, PASSWORD)).toEqual([
      { sysCenterId: '00-1', operatorId: 9, password: 'newpass99' },
    ]);

    await user.click(within(row).getByRole('button', { name: '清除动态验证码' }));
    await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    expect(await screen.findByText('已清除 王前台 的动态验证码')).toBeTruthy();
    expect(sentBodies(fetchMock, TOTP_RESET)).toEqual([{ sysCenterId: '00-1', operatorId: 9 }]);
  });

  it("switches 要求两步验证 with the centre's version", async () => {
    const { user } = await openStaff({ [REQUIRE]: { requireTotp: true, version: 3 } });
    await user.click(screen.getByRole('switch', { name: '要求两步验证' }));
    expect(await screen.findByText('已要求本中心工作人员使用两步验证')).toBeTruthy();
    expect(sentBodies(fetchMock, REQUIRE)).toEqual([{ sysCenterId: '00-1', requireTotp: true, version: 2 }]);
  });
});
