import type { Page } from '@playwright/test';

/**
 * The submit screen as a phone reloading it has it: logged in as the demo account, a package's plan in
 * the booking draft. Reached the way a person does (package → examinee → items → 下一步).
 */
export async function reachSubmit(page: Page, base: string) {
  await page.goto(`${base}/login?redirect=%2Fmain`);
  await page.getByText('密码登录', { exact: true }).click();
  await page.getByPlaceholder('请输入手机号码').fill('13800138000');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${base}/product/detail/00-1-BASIC`);
  await page.getByRole('button', { name: '立即预约' }).click();
  await page.waitForURL(/\/registerInfo\//);
  // The demo account is a complete examinee (张伟, 41, seeded with his reports): 本人 goes on at once.
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await page.waitForURL(/\/appointment\/confirm\//);
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await page.waitForURL(/\/appointment\/submit/);
}
