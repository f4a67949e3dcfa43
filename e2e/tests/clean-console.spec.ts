import { expect, type Page, test } from '@playwright/test';
import { bookPackage, newUser } from './booking-steps.ts';

// A fresh load logs nothing: a warning here (a preload the page never uses, a router fallback
// missing) is work the phone does for nothing or a bug about to happen, and it buries real errors.
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

test.describe('a fresh load', () => {
  for (const [path, shows] of [
    ['/main', '体检预约'],
    ['/login', '获取验证码'],
  ] as const) {
    test(`of ${path} logs no warning or error`, async ({ page }) => {
      const messages = collectConsole(page);
      await page.goto(path);
      await expect(page.getByText(shows).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Chromium reports an unused preload a few seconds after the load event.
      await page.waitForTimeout(3500);
      expect(messages).toEqual([]);
    });
  }
});

test('a reload of the submit screen mid-booking paints the centre and its rule at once, then the form, logging nothing', async ({
  page,
}) => {
  await newUser(page, { name: '钱坤', sex: 'male', age: 36, marriage: '已婚' });
  await bookPackage(page, '00-1-BASIC');
  const rule = await page.locator('p.submit-rules').textContent();
  const messages = collectConsole(page);
  // The document alone, before any script has run: what the server knows of the booking.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  const splash = page.getByRole('status');
  await expect(splash.getByText('体检预约')).toBeVisible();
  await expect(splash.getByText('北京朝阳健康体检中心')).toBeVisible();
  await expect(splash.getByText(rule!)).toBeVisible();
  // With its scripts, the screen itself, the draft kept in the tab.
  await page.unroute('**/assets/*.js');
  messages.length = 0;
  await page.reload();
  await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
  await expect(page.locator('p.submit-rules')).toHaveText(rule!);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3500);
  expect(messages).toEqual([]);
});
