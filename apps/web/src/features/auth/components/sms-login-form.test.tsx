import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCookie } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsLoginForm } from './sms-login-form.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();

function reply(error_code: string, error = '', data: unknown = null): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify({ error_code, error, data })));
}

function setup(onSuccess = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={client}>
      <SmsLoginForm onSuccess={onSuccess} />
    </QueryClientProvider>,
  );
  return { user, onSuccess };
}

const phone = () => screen.getByPlaceholderText('请输入手机号码');
const imageCode = () => screen.getByPlaceholderText('请输入图形验证码');
const smsCode = () => screen.getByPlaceholderText('请输入短信验证码');
const sendButton = () => screen.getByRole('button', { name: /获取验证码|已发送|重新发送/ });
const loginButton = () => screen.getByRole('button', { name: '登录' });
const image = () => screen.getByRole('img', { name: '图形验证码' }) as HTMLImageElement;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  // A client id already exists, so the picture is requested straight away.
  setCookie('clientId', 'cid-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('SmsLoginForm', () => {
  it('shows the domain validation texts and keeps both buttons disabled until the inputs are valid', async () => {
    const { user } = setup();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(loginButton().hasAttribute('disabled')).toBe(true);
    expect(smsCode().getAttribute('maxlength')).toBe('6');
    expect(image().getAttribute('src')).toMatch(/^\/m\/wx\/validationCode\.json\?r=\d+$/);

    await user.type(phone(), '123');
    await user.tab();
    expect(screen.getByText('手机号码格式不正确')).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(true);

    await user.clear(phone());
    await user.type(phone(), '13800138000');
    expect(screen.queryByText('手机号码格式不正确')).toBeNull();
    expect(sendButton().hasAttribute('disabled')).toBe(false);

    await user.type(smsCode(), '12');
    await user.tab();
    expect(screen.getByText('短信验证码格式不正确')).toBeTruthy();
    expect(loginButton().hasAttribute('disabled')).toBe(true);
    await user.type(smsCode(), '3456');
    expect(loginButton().hasAttribute('disabled')).toBe(false);
  });

  it('asks for the image code before sending', async () => {
    const { user } = setup();
    await user.type(phone(), '13800138000');
    await user.click(sendButton());
    expect(screen.getByText('请输入图形验证码')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts down 59 s after a successful send, then offers to resend', async () => {
    fetchMock.mockImplementation(() => reply('000000', '', { countdown: 59 }));
    const { user } = setup();
    await user.type(phone(), '13800138000');
    await user.type(imageCode(), 'AB12');
    await user.click(sendButton());

    expect(await screen.findByRole('button', { name: '已发送(59)' })).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ _BIZCODE: '0002', mobilePhone: '13800138000', picValidateCode: 'AB12' });

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '已发送(58)' })).toBeTruthy();
    // Each second re-renders before the next tick is scheduled, so time advances one second at a time.
    for (let i = 0; i < 58; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '重新发送' }).hasAttribute('disabled')).toBe(false);
  });

  it('does not start the countdown on a send error and shows a fresh picture', async () => {
    fetchMock.mockImplementation(() => reply('sms,picCode', '图形验证码错误或已过期，请重新输入'));
    const { user } = setup();
    const before = image().getAttribute('src');
    await user.type(phone(), '13800138000');
    await user.type(imageCode(), 'AB12');
    await act(() => vi.advanceTimersByTimeAsync(5));
    await user.click(sendButton());

    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    expect(image().getAttribute('src')).not.toBe(before);
    expect((imageCode() as HTMLInputElement).value).toBe('');
  });

  it('logs in with loginType 1 and hands the session to the page', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ error_code: '000000', error: '', data: {}, token: 'tok', clientId: 'cid-1' }),
        ),
      ),
    );
    const { user, onSuccess } = setup();
    await user.type(phone(), '13800138000');
    await user.type(smsCode(), '123456');
    await user.click(loginButton());

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ token: 'tok', clientId: 'cid-1' });
    expect(onSuccess.mock.calls[0]?.[1]).toBe('13800138000');
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ loginType: 1, mobilePhone: '13800138000', msgCode: '123456' });
  });

  it('shows a login failure in the form instead of a toast', async () => {
    fetchMock.mockImplementation(() => reply('sms,code', '短信验证码错误'));
    const { user, onSuccess } = setup();
    await user.type(phone(), '13800138000');
    await user.type(smsCode(), '123456');
    await user.click(loginButton());

    expect(await screen.findByText('短信验证码错误')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
