import { expect, type Request, test } from '@playwright/test';
import { freshPhone, loginWithSms } from './support.ts';

// WeChat's in-app browser: the app authorises through WeChat's OAuth page instead of a password dialog.
test.use({
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
});

test('inside WeChat a timed-out session authorises once, comes back with an openid, and never loops', async ({
  page,
}) => {
  // The JS-SDK lives on WeChat's servers, which this machine cannot reach: answer it as empty at once.
  await page.route('https://res.wx.qq.com/**', (route) => route.fulfill({ status: 200, body: '' }));
  const phone = freshPhone();
  await page.goto('/login?redirect=%2Fpersonage');
  await loginWithSms(page, phone);
  await expect(page).toHaveURL(/\/personage$/);

  // The logged-in page goes first: a request it still had in flight when the session died would start
  // its own authorisation, racing the goto below (the flake CI saw: that trip lost to the goto, so the
  // login page came back without an openid). This tab's sessionStorage stays.
  await page.goto('about:blank');

  // The session dies on the server (logged out elsewhere); the phone still holds the dead token.
  const dead = (await page.context().cookies()).find((c) => c.name === 'token')!;
  await page.request.get('/m/wx/logout.json', { headers: { token: dead.value } });
  await page.context().addCookies([dead]);

  const authorisations: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('/m/authorize_wx.html')) authorisations.push(r.url());
  });
  // The guard leaves for WeChat's OAuth page as soon as the script runs, often before `load`: wait only
  // for the navigation to commit, or goto reports the redirect as an aborted load.
  await page.goto('/personage', { waitUntil: 'commit' });

  // Through WeChat's (stand-in) OAuth page and the server's code exchange, back to the login page with
  // the openid kept and stripped from the address bar; the dead token is gone.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonage$/, { timeout: 15_000 });
  await page.waitForTimeout(1500);
  expect(authorisations).toHaveLength(1);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();

  // Logging in again sends the openid WeChat gave, binding this WeChat user to the account (another
  // phone: a second SMS to the first within 59 s would rightly be refused).
  const loginBody = page.waitForRequest((r) => r.url().endsWith('/m/wx/login.json'));
  await loginWithSms(page, freshPhone());
  expect((await loginBody).postDataJSON().openid).toMatch(/^fake-openid-/);
  await expect(page).toHaveURL(/\/personage$/);
  expect(authorisations).toHaveLength(1);
});
