import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operator, operatorOrders } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorToken } from '@/shared/session/operator-session.ts';
import { ApiFailure, callsTo, mockApi, sentBodies } from '@/test/api.ts';
import { MANAGER } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const signedIn = { ...MANAGER, step: 'signedIn', token: 'tok-1', expiresAt: '2026-12-01T12:00:00.000Z' };

describe('signing in', () => {
  it('names each missing field in Chinese and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(fetchMock, {});
    renderConsole('/login');
    await user.click(await screen.findByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its own words and keeps no session", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(fetchMock, { [operator.operatorLogin.path]: new ApiFailure('operator,login', '账号或密码错误') });
    renderConsole('/login');
    await user.type(await screen.findByLabelText('账号'), 'op-00-1');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect((await screen.findByRole('alert')).textContent).toContain('账号或密码错误');
    expect(operatorToken()).toBeNull();
    expect(screen.queryByText('登录已过期，请重新登录')).toBeNull();
  });

  it('keeps the token for this tab and opens the first screen of the role, the name in the header', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(fetchMock, {
      [operator.operatorLogin.path]: signedIn,
      [operatorOrders.operatorListOrders.path]: { list: [], total: 0 },
    });
    const { router } = renderConsole('/login');
    await user.type(await screen.findByLabelText('账号'), ' op-00-1 ');
    await user.type(screen.getByLabelText('密码'), 'operator1234');
    await user.click(screen.getByRole('button', { name: '登 录' }));

    expect(await screen.findByRole('heading', { name: '今日预约' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bookings');
    expect(screen.getByText('李主任')).toBeTruthy();
    expect(sessionStorage.getItem('console.operatorToken')).toBe('tok-1');
    expect(sentBodies(fetchMock, operator.operatorLogin.path)).toEqual([
      { username: ' op-00-1 ', password: 'operator1234' },
    ]);
    // The login's answer is the profile: no second read of it.
    expect(callsTo(fetchMock, operator.operatorMe.path)).toBe(0);
    const headers = new Headers(
      fetchMock.mock.calls.find(([url]) => String(url).includes(operatorOrders.operatorListOrders.path))?.[1]
        ?.headers,
    );
    expect(headers.get('x-operator-token')).toBe('tok-1');
  });

  it('comes back to the page it was sent from', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(fetchMock, { [operator.operatorLogin.path]: signedIn });
    const { router } = renderConsole('/review');
    // No session in this tab: the sign-in page first.
    await screen.findByRole('button', { name: '登 录' });
    expect(router.state.location.search).toBe('?from=%2Freview');
    mockApi(fetchMock, {
      [operator.operatorLogin.path]: signedIn,
      [operatorOrders.operatorListOrders.path]: { list: [], total: 0 },
    });
    await user.type(screen.getByLabelText('账号'), 'op-00-1');
    await user.type(screen.getByLabelText('密码'), 'operator1234');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByRole('heading', { name: '医生审核' })).toBeTruthy();
  });

  it('asks for the authenticator’s code after the password, keeping no session until the code is right', async () => {
    const user = userEvent.setup({ delay: null });
    let wrong = true;
    mockApi(fetchMock, {
      [operator.operatorLogin.path]: {
        step: 'totp',
        challenge: 'ch-1',
        expiresAt: '2026-12-01T08:05:00.000Z',
      },
      [operator.operatorLoginTotp.path]: () =>
        wrong
          ? new ApiFailure('operator,code', '动态验证码错误或已使用，请输入验证器上的新验证码')
          : signedIn,
      [operatorOrders.operatorListOrders.path]: { list: [], total: 0 },
    });
    const { router } = renderConsole('/login');
    await user.type(await screen.findByLabelText('账号'), 'op-00-1');
    await user.type(screen.getByLabelText('密码'), 'operator1234');
    await user.click(screen.getByRole('button', { name: '登 录' }));

    const code = await screen.findByLabelText('动态验证码');
    expect(operatorToken()).toBeNull();
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: '验 证' }));
    expect(await screen.findByText('动态验证码为6位数字')).toBeTruthy();
    expect(callsTo(fetchMock, operator.operatorLoginTotp.path)).toBe(0);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: '验 证' }));
    expect((await screen.findByRole('alert')).textContent).toContain('动态验证码错误或已使用');
    expect(operatorToken()).toBeNull();

    wrong = false;
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: '验 证' }));
    expect(await screen.findByRole('heading', { name: '今日预约' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bookings');
    expect(operatorToken()).toBe('tok-1');
    expect(sentBodies(fetchMock, operator.operatorLoginTotp.path).at(-1)).toEqual({
      challenge: 'ch-1',
      code: '654321',
    });
  });

  it('has a newcomer at a centre requiring two steps enrol an authenticator before anything else', async () => {
    const user = userEvent.setup({ delay: null });
    const uri =
      'otpauth://totp/%E4%BD%93%E6%A3%80:op-00-30?secret=JBSWY3DPEHPK3PXP&issuer=%E4%BD%93%E6%A3%80';
    mockApi(fetchMock, {
      [operator.operatorLogin.path]: {
        ...signedIn,
        step: 'enrolTotp',
        token: 'tok-enrol',
        totpRequired: true,
      },
      [operator.operatorTotpSetup.path]: { secret: 'JBSWY3DPEHPK3PXP', uri },
      [operator.operatorTotpConfirm.path]: { ...MANAGER, totpRequired: true, totpEnrolled: true },
      [operatorOrders.operatorListOrders.path]: { list: [], total: 0 },
    });
    const { router } = renderConsole('/login');
    await user.type(await screen.findByLabelText('账号'), 'op-00-30');
    await user.type(screen.getByLabelText('密码'), 'operator1234');
    await user.click(screen.getByRole('button', { name: '登 录' }));

    const enrolment = await screen.findByRole('region', { name: '绑定动态验证码' });
    const qr = await within(enrolment).findByRole('img', { name: '动态验证码密钥二维码' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(within(enrolment).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    // The session may only enrol: nothing else was asked for.
    expect(callsTo(fetchMock, operatorOrders.operatorListOrders.path)).toBe(0);

    await user.type(within(enrolment).getByLabelText('动态验证码'), '287082');
    await user.click(within(enrolment).getByRole('button', { name: '绑定并登录' }));
    expect(await screen.findByRole('heading', { name: '今日预约' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bookings');
    expect(sentBodies(fetchMock, operator.operatorTotpConfirm.path)).toEqual([{ code: '287082' }]);
    const headers = new Headers(
      fetchMock.mock.calls.find(([url]) => String(url).includes(operator.operatorTotpConfirm.path))?.[1]
        ?.headers,
    );
    expect(headers.get('x-operator-token')).toBe('tok-enrol');
  });

  it('starts again from the password with 换个账号登录, forgetting an enrolment-only session', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(fetchMock, {
      [operator.operatorLogin.path]: { ...signedIn, step: 'enrolTotp', token: 'tok-enrol' },
      [operator.operatorTotpSetup.path]: {
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
      },
    });
    renderConsole('/login');
    await user.type(await screen.findByLabelText('账号'), 'op-00-30');
    await user.type(screen.getByLabelText('密码'), 'operator1234');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    await screen.findByRole('region', { name: '绑定动态验证码' });
    expect(operatorToken()).toBe('tok-enrol');
    await user.click(screen.getByRole('button', { name: '换个账号登录' }));
    expect(await screen.findByLabelText('密码')).toBeTruthy();
    expect(operatorToken()).toBeNull();
  });

  it('sends an expired session back to sign in, saying why, and forgets the token', async () => {
    mockApi(fetchMock, {
      [operator.operatorMe.path]: MANAGER,
      [operatorOrders.operatorListOrders.path]: new ApiFailure('operator,login', '请先登录工作人员账号'),
    });
    // The browser's address, as the console's browser router keeps it (the test's router is in memory).
    window.history.replaceState(null, '', '/console/bookings');
    const { router } = renderConsole('/bookings', { token: 'stale' });
    expect(await screen.findByText('登录已过期，请重新登录')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/bookings');
    expect(operatorToken()).toBeNull();
  });

  it('signs out: the server forgets the session, the tab too', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(fetchMock, {
      [operator.operatorMe.path]: MANAGER,
      [operatorOrders.operatorListOrders.path]: { list: [], total: 0 },
      [operator.operatorLogout.path]: { ok: true },
    });
    const { router } = renderConsole('/bookings', { token: 'tok-1' });
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(fetchMock, operator.operatorLogout.path)).toBe(1);
    expect(operatorToken()).toBeNull();
    expect(screen.queryByText('登录已过期，请重新登录')).toBeNull();
  });
});
