import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

/** Reads what the phone would show through the development endpoints (not in production). */
export async function devCode(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  const body = await res.json();
  expect(body.error_code, `${path}: ${body.error}`).toBe('000000');
  return body.data.code as string;
}

export async function clientIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'clientId');
  expect(cookie, 'the server issues a clientId cookie').toBeTruthy();
  return cookie!.value;
}

let phoneCounter = 0;
/** A phone number of its own for each journey, so runs never collide on the 59 s rule. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `139${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter).padStart(2, '0')}`;
}

/** Logs in on the SMS tab exactly as a person does: phone, picture code, request SMS, type the code. */
export async function loginWithSms(page: Page, phone: string) {
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  const clientId = await clientIdOf(page.context());
  const imageCode = await devCode(page.request, `/m/dev/image-code?clientId=${clientId}`);
  await page.getByPlaceholder('请输入图形验证码').fill(imageCode);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /已发送\(\d+\)/ })).toBeVisible();
  const smsCode = await devCode(page.request, `/m/dev/sms-outbox?mobilePhone=${phone}`);
  await page.getByPlaceholder('请输入短信验证码').fill(smsCode);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/** Signs the demo account in with its password, landing on `to` (the login page's redirect). */
export async function demoSignIn(page: Page, to: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await page.getByText('密码登录', { exact: true }).click();
  await page.getByPlaceholder('请输入手机号码').fill('13800138000');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, '\\$&')}$`));
}
