import { expect, type Page, test } from '@playwright/test';

// Disease columns and health knowledge (issue 22, first slice) as a person meets them: the floating
// menu's 专病专栏, a condition's articles by kind, an article; then the same knowledge from an item's
// description (健康科普 in its popup) and from a value of the demo account's report.

const headingsOf = (scope: ReturnType<Page['getByRole']> | Page) =>
  scope.getByRole('heading', { level: 3 }).allTextContents();

test('the floating menu’s 专病专栏 leads to a condition, its articles by kind, and an article', async ({
  page,
}) => {
  await page.goto('/entrance');
  // The bubble answers a touch (it can be dragged), as on a phone.
  await page.getByRole('img', { name: '打开菜单' }).tap();
  await page.getByText('专病专栏', { exact: true }).click();
  await expect(page).toHaveURL(/\/specialDisease\/list$/);
  await expect(page.getByRole('heading', { name: '常见疾病' })).toBeVisible();
  for (const name of ['高血压', '糖尿病', '血脂异常', '脂肪肝', '甲状腺结节', '乳腺结节']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: 'artifacts/disease-list.png', fullPage: true });

  await page.getByText('糖尿病', { exact: true }).click();
  await expect(page).toHaveURL(/\/specialDisease\/disease\?id=2$/);
  await expect(page.getByRole('heading', { level: 2, name: '糖尿病' })).toBeVisible();
  expect(await headingsOf(page)).toEqual(['疾病', '症状', '基础介绍']);
  await page.screenshot({ path: 'artifacts/disease-column.png', fullPage: true });

  await page.getByText('口渴、多尿与体重下降').click();
  await expect(page).toHaveURL(/\/specialDisease\/detail\/2\/202$/);
  await expect(page.getByRole('heading', { level: 2, name: '口渴、多尿与体重下降' })).toBeVisible();
  expect(await headingsOf(page)).toEqual(['症状表现', '常见原因', '应对建议']);
  await expect(page.getByText(/不能代替医生的诊断和治疗/)).toBeVisible();
  await page.screenshot({ path: 'artifacts/disease-article.png', fullPage: true });
});

test('an item’s description links to its health knowledge', async ({ page }) => {
  await page.goto('/product/detail/00-1-BASIC');
  await page.getByRole('button', { name: '查看一般检查（身高、体重、血压、BMI）的说明' }).click();
  const item = page.getByRole('dialog', { name: '一般检查（身高、体重、血压、BMI）' });
  await item.getByRole('button', { name: '一般检查（身高、体重、血压、BMI）的健康科普' }).click();
  const knowledge = page.getByRole('dialog', { name: '认识高血压' });
  await expect(knowledge.getByText('高血压 · 疾病')).toBeVisible();
  expect(await headingsOf(knowledge)).toEqual(['疾病概述', '病因', '健康建议']);
  await page.screenshot({ path: 'artifacts/disease-item-popup.png' });
});

test('a report value links to its health knowledge', async ({ page }) => {
  await page.goto('/login?redirect=%2Freport%2Flist');
  await page.getByText('密码登录', { exact: true }).click();
  await page.getByPlaceholder('请输入手机号码').fill('13800138000');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/report\/list$/);
  await page.getByText('北京朝阳健康体检中心').first().click();
  await expect(page).toHaveURL(/\/report\/detail\/\d+$/);
  const glucose = page.getByRole('row', { name: /空腹血糖/ });
  await glucose.getByRole('button', { name: '空腹血糖的健康科普' }).click();
  const knowledge = page.getByRole('dialog', { name: '认识糖尿病' });
  await expect(knowledge.getByText('糖尿病 · 疾病')).toBeVisible();
  await page.screenshot({ path: 'artifacts/disease-report-popup.png' });
});
