import { expect, test } from '@playwright/test';
import { freshPhone, loginWithSms } from './support.ts';

// Every violation of the page's Content-Security-Policy, recorded from the first script on.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
});

const violations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('the app runs under its CSP with no violation, and the security headers are sent', async ({ page }) => {
  const response = await page.goto('/main');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(headers['content-security-policy']).not.toMatch(/unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.getByText('首页').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  for (const path of ['/news', '/about', '/entrance', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(page), path).toEqual([]);
  }
});

test('a ?token= link leaves the address bar at once and the session works', async ({ page, browser }) => {
  // A session made on another device, handed over in a link.
  const other = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await other.goto('/personage');
  await loginWithSms(other, freshPhone());
  await expect(other).toHaveURL(/\/personage$/);
  const token = (await other.context().cookies()).find((c) => c.name === 'token')!.value;
  await other.close();

  await page.goto(`/personage?sid=00-16&token=${token}`);
  await expect(page).toHaveURL(/\/personage\?sid=00-16$/);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
