import { expect, test } from '@playwright/test';
import { freshPhone, loginWithSms, masked } from './support.ts';

test('a visitor lands on /main, logs in by SMS from the personal centre, sees the masked phone and logs out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('tab', { name: '首页' }).or(page.getByText('首页')).first()).toBeVisible();

  await page.goto('/personage');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonage/);
  await expect(page.getByText('短信登录')).toBeVisible();
  await page.screenshot({ path: 'artifacts/login.png' });

  const phone = freshPhone();
  await loginWithSms(page, phone);
  await expect(page).toHaveURL(/\/personage$/);
  await expect(page.getByText(masked(phone))).toBeVisible();
  await expect(page.getByText(phone)).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/personage.png' });

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/personage');
  await expect(page).toHaveURL(/\/login/);
});

test('a second login on another device kicks the first session out with the kickout dialog', async ({
  page,
  browser,
}) => {
  const phone = freshPhone();
  await page.goto('/login?redirect=%2Fpersonage');
  await loginWithSms(page, phone);
  await expect(page.getByText(masked(phone))).toBeVisible();

  // The same person sets a password, then logs in with it on another phone (an SMS within 59 s of
  // the first would rightly be refused).
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const set = await page.request.post('/m/wx/system/user.json', {
    headers: { token },
    data: { _BIZCODE: '0006', newPassword: 'secret123' },
  });
  expect((await set.json()).error_code).toBe('000000');

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const otherPage = await other.newPage();
  await otherPage.goto('/login?redirect=%2Fpersonage');
  await otherPage.getByText('密码登录').click();
  await otherPage.getByPlaceholder('请输入手机号码').fill(phone);
  await otherPage.getByPlaceholder('请输入密码').fill('secret123');
  await otherPage.getByRole('button', { name: '登录', exact: true }).click();
  await expect(otherPage.getByText(masked(phone))).toBeVisible();
  await other.close();

  // Back on the first phone: the next call finds its session ended by the newer login.
  await page.reload();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('您的账号已在其他设备登录，如非本人操作，请及时修改密码')).toBeVisible();
  await page.screenshot({ path: 'artifacts/kickout.png' });
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Not Found Page')).toBeVisible();
});

test('password login with the demo account', async ({ page }) => {
  await page.goto('/login?redirect=%2Fpersonage');
  await page.getByText('密码登录').click();
  await page.getByPlaceholder('请输入手机号码').fill('13800138000');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/personage$/);
  await expect(page.getByText('138****8000')).toBeVisible();
  await expect(page.getByText('张先生')).toBeVisible();
});
