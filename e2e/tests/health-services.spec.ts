import { expect, type Page, test } from '@playwright/test';
import { consoleSignIn, openItem } from './console-steps.ts';

// Health services (issue 22) as the demo account meets them at a phone's size, with the centre's staff
// answering from the console: a question with a picture to the centre, the desk's reply, the reply
// read and the unread count gone.

// A 1×1 PNG: a picture by its content, as the server checks it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function demoSignIn(page: Page, to: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await page.getByText('密码登录', { exact: true }).click();
  await page.getByPlaceholder('请输入手机号码').fill('13800138000');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, '\\$&')}$`));
}

test('a question with a picture to the centre, answered from the console; the reply read, the count gone', async ({
  page,
  browser,
  baseURL,
}) => {
  await demoSignIn(page, '/onlineCommunication/list');
  // The demo consultation at 00-1 holds one reply not read yet.
  await expect(page.getByText('您有1条未读回复')).toBeVisible();
  await page.screenshot({ path: 'artifacts/talk-list.png', fullPage: true });

  await page.goto('/onlineCommunication/advise/linkUp/00-1');
  const question = `体检前一天晚上几点以后不能吃东西？${Date.now() % 10_000}`;
  const box = page.getByRole('textbox', { name: /请输入您的问题/ });
  await box.fill(question);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'meal.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '已选择的图片' })).toBeVisible();
  await page.getByRole('button', { name: '发送', exact: true }).click();
  // Sent: the box empties and the message shows with its picture.
  await expect(box).toHaveValue('');
  const mine = page.locator('p', { hasText: question }).locator('..');
  await expect(mine.getByRole('img', { name: '图片' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/talk-conversation.png', fullPage: true });

  const desk = await consoleSignIn(browser, baseURL!, 'desk-00-1');
  await openItem(desk, '咨询回复');
  const row = desk.getByRole('row', { name: new RegExp(question.slice(0, 10)) }).first();
  await row.getByRole('button', { name: '查 看' }).click();
  await expect(desk.getByText(question, { exact: true }).last()).toBeVisible();
  const answer = '晚上10点以后请禁食禁水，第二天早上空腹来院抽血。';
  await desk.getByLabel('回复内容').fill(answer);
  await desk.getByRole('button', { name: '发送回复' }).click();
  await expect(desk.getByText('回复已发送')).toBeVisible();
  await desk.screenshot({ path: 'artifacts/talk-console-reply.png', fullPage: true });
  await desk.context().close();

  // Back on the phone: the list counts the new reply; opening the thread reads it.
  await page.goto('/onlineCommunication/list');
  await expect(page.getByText(/您有\d+条未读回复/)).toBeVisible();
  await page.goto('/onlineCommunication/advise/linkUp/00-1');
  await expect(page.locator('p', { hasText: answer })).toBeVisible();
  await page.goto('/onlineCommunication/list');
  await expect(page.getByText('我的沟通')).toBeVisible();
  await expect(page.getByText(/您有\d+条未读回复/)).toHaveCount(0);
  await expect(page.getByText(/\d+条未读/)).toHaveCount(0);
});
