import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCookie } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as copy from '../copy.ts';
import { PasswordLoginForm } from './password-login-form.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();
const reply = (error_code: string, error = '') =>
  Promise.resolve(new Response(JSON.stringify({ error_code, error, data: null })));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setCookie('clientId', 'cid-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('PasswordLoginForm after repeated failures', () => {
  it('shows the picture code when the server asks for it, and sends it with the next try', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={client}>
        <PasswordLoginForm onSuccess={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.queryByPlaceholderText(copy.login.imageCodePlaceholder)).toBeNull();
    await user.type(screen.getByPlaceholderText(copy.login.phonePlaceholder), '13800138000');
    await user.type(screen.getByPlaceholderText(copy.login.passwordPlaceholder), 'wrong-pass1');
    fetchMock.mockImplementationOnce(() =>
      reply('login,picCode', '手机号或密码错误，请输入图形验证码后重试'),
    );
    await user.click(screen.getByRole('button', { name: copy.login.submit }));
    expect(await screen.findByText('手机号或密码错误，请输入图形验证码后重试')).toBeTruthy();
    const field = await screen.findByPlaceholderText(copy.login.imageCodePlaceholder);
    expect(screen.getByRole('img', { name: copy.login.imageCodeAlt }).getAttribute('src')).toMatch(
      /validationCode\.json\?r=\d+/,
    );
    // The login button waits for the picture code.
    expect(screen.getByRole('button', { name: copy.login.submit }).hasAttribute('disabled')).toBe(true);
    await user.type(field, 'AB12');
    fetchMock.mockImplementationOnce(() =>
      reply('login,locked', '登录失败次数过多，已临时锁定，请15分钟后（10:15之后）再试'),
    );
    await user.click(screen.getByRole('button', { name: copy.login.submit }));
    expect(await screen.findByText(/已临时锁定/)).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[1]![1]!.body));
    expect(body).toMatchObject({ username: '13800138000', password: 'wrong-pass1', picValidateCode: 'AB12' });
  });
});
