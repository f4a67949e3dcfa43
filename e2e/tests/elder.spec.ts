// Elder mode (长辈模式, 适老化, issue 24) at 390×844: the switch, larger type and taller touch targets,
// a packages-only entrance, and a family member booking and paying for a parent without a smartphone,
// with the parent's consent by a code sent to the parent's phone. Screenshots go to docs/elder-mode/.
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseDate, daysAhead, idCardFor, newUser } from './booking-steps.ts';
import { devCode, freshPhone, masked } from './support.ts';

// Into artifacts/ (kept by CI) on every run, so a test run leaves the tree clean; into docs/elder-mode
// when asked (ELDER_SHOTS_TO_DOCS=1), to refresh the screenshots docs/elder-mode.md shows.
const shots = process.env.ELDER_SHOTS_TO_DOCS
  ? path.resolve(import.meta.dirname, '../../docs/elder-mode')
  : path.resolve(import.meta.dirname, '../artifacts/elder-mode');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`) });

test.use({ actionTimeout: 20_000 });

const fontPx = (el: Locator) => el.evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
const heightOf = async (el: Locator) => (await el.boundingBox())!.height;

test('elder mode: larger type and targets, packages only, booking and paying for a parent with consent by SMS code', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newUser(page, { name: '王建国', sex: 'male', age: 45, marriage: '已婚' });

  // The usual mode first, to compare with.
  await page.goto('/personage');
  const usualTab = await heightOf(page.locator('.adm-tab-bar-item').first());
  await page.goto('/mec/00-16');
  // The centre's page chooses the centre (the sid cookie) once it has loaded; the entrance reads it.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'sid')?.value)
    .toBe('00-16');
  await page.goto('/entrance');
  await expect(page.getByText(/当前体检中心/)).toBeVisible();
  const usualButton = await heightOf(page.getByRole('button', { name: '常规套餐', exact: true }));
  await expect(page.getByRole('button', { name: '自选项目' })).toBeVisible();

  // The switch on the entrance.
  const toggle = page.getByRole('switch', { name: '长辈模式' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveClass(/elder-mode/);

  // Fewer steps: packages only, no self-chosen items, no questionnaire.
  const packages = page.getByRole('button', { name: '选一个套餐，马上预约' });
  await expect(packages).toBeVisible();
  await expect(page.getByRole('button', { name: '自选项目' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '开始咨询' })).toHaveCount(0);
  // Larger type: body text at least 18px; touch targets at least 1.5× the usual height.
  for (const text of [page.locator('.entrance-card-hint').first(), page.locator('.entrance-centre')]) {
    expect(await fontPx(text)).toBeGreaterThanOrEqual(18);
  }
  expect(await fontPx(page.locator('body'))).toBeGreaterThanOrEqual(18);
  expect(await heightOf(packages)).toBeGreaterThanOrEqual(1.5 * usualButton);
  await shot(page, 'entrance');

  // It is kept on this device: a reload stays in elder mode.
  await page.reload();
  await expect(page.getByRole('switch', { name: '长辈模式' })).toHaveAttribute('aria-checked', 'true');

  // 我的 has the same switch and the way to book for a parent.
  await page.goto('/personage');
  await expect(page.getByRole('switch', { name: '长辈模式' })).toHaveAttribute('aria-checked', 'true');
  expect(await fontPx(page.locator('.personage-tile').first())).toBeGreaterThanOrEqual(18);
  const tab = page.locator('.adm-tab-bar-item').first();
  expect(await heightOf(tab)).toBeGreaterThanOrEqual(1.5 * usualTab);
  expect(await fontPx(page.locator('.adm-tab-bar-item-title').first())).toBeGreaterThanOrEqual(18);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toContainText('我的预约');
  await shot(page, 'personage');

  // The parent, added as a family member with the phone they have (no smartphone: SMS only).
  const parentPhone = freshPhone();
  await page.goto('/family/add');
  await page.getByText('请选择与本人关系').click();
  await expect(page.getByRole('button', { name: '当前选择的是：母亲' })).toBeAttached();
  await page.getByRole('button', { name: '确定' }).click();
  // Closed before the next picker opens: the two pickers' 确定 were both on screen while this one slid away.
  await expect(page.getByRole('button', { name: '确定' })).toHaveCount(0);
  await page.getByPlaceholder('请输入体检人姓名').fill('周桂兰');
  await page.getByPlaceholder('请输入身份证号').fill(idCardFor({ sex: 'female', age: 70 }));
  await page.getByPlaceholder('请输入手机号码').fill(parentPhone);
  await page.getByText('已婚', { exact: true }).click();
  const folk = page.getByText('请选择民族');
  if (await folk.count()) {
    await folk.click();
    await page.getByRole('button', { name: '确定' }).click();
  }
  await page.getByPlaceholder('请输入身高').fill('158');
  await page.getByPlaceholder('请输入体重').fill('56');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).not.toHaveURL(/\/family\/add/);

  // Consent: the code goes to the parent's phone; the parent reads it out.
  await page.goto('/personage');
  await page.getByText('代家人预约').click();
  await expect(page).toHaveURL(/\/family\/consent$/);
  const card = page.getByRole('listitem', { name: /周桂兰/ });
  await expect(card).toContainText('家人还没有同意');
  await card.getByRole('button', { name: '发验证码到周桂兰的手机' }).click();
  await expect(card.getByRole('status')).toHaveText(`验证码已发送至${masked(parentPhone)}，请向家人询问`);
  const code = await devCode(page.request, `/m/dev/sms-outbox?mobilePhone=${parentPhone}`);
  await card.getByLabel('周桂兰收到的验证码').fill(code);
  await shot(page, 'consent-code');
  await card.getByRole('button', { name: '家人同意，确认' }).click();
  await expect(card).toContainText(`同意（验证码发至${masked(parentPhone)}）`);
  await expect(page.getByText('已记录周桂兰的同意')).toBeHidden();
  await shot(page, 'consent-given');

  // Booking for her: a package, as it is, then pay online.
  await card.getByRole('button', { name: '为周桂兰预约体检' }).click();
  await expect(page).toHaveURL(/\/entrance$/);
  await page.getByRole('button', { name: '选一个套餐，马上预约' }).click();
  await expect(page).toHaveURL(/\/product\/list\?.*typeId=general/);
  await shot(page, 'packages');
  const basic = page.locator('.product-list').getByRole('listitem').filter({ hasText: '基础健康体检套餐' });
  await basic.getByRole('button').click();
  // Elder mode's plainer words (PLAIN_WORDS): 立即预约 and 提交订单 read 就约这个 and 确认预约.
  await page.getByRole('button', { name: '就约这个' }).click();
  await expect(page).toHaveURL(/\/registerInfo\//);
  await page.getByRole('button', { name: '从家庭成员选择' }).click();
  await page.locator('.family-picker .adm-list-item', { hasText: '周桂兰' }).click();
  await expect(page.getByPlaceholder('请输入体检人姓名')).toHaveValue('周桂兰');
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect(page).toHaveURL(/\/appointment\/confirm\/product\/pd$/);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/appointment\/submit\?sysCenterId=[\w-]+$/);
  await chooseDate(page, undefined, daysAhead(2));
  await shot(page, 'submit');
  await page.getByRole('button', { name: '确认预约' }).click();
  // 00-16 offers an exclusive service first; the parent takes none.
  await page.getByRole('button', { name: '不需要专属服务' }).click();
  await page.getByRole('button', { name: '确认预约' }).click();
  await expect(page).toHaveURL(/\/order\/onlinePayment\/product\/\d+$/);
  await page.getByRole('button', { name: '本机支付' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
  await shot(page, 'paid');

  // The order, hers, under 我的预约 in large type.
  await page.goto('/order');
  await expect(page.getByRole('article').filter({ hasText: '周桂兰' }).first()).toBeVisible();
  await shot(page, 'orders');
});
