import { expect, type Page, test } from '@playwright/test';

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
