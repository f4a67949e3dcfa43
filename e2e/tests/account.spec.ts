import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freshPhone, loginWithSms, masked } from './support.ts';

test('a user fills in their information: sex and age come from the ID number, the ID shows masked', async ({
  page,
}) => {
  const phone = freshPhone();
  await page.goto('/login?redirect=%2Fpersonage');
  await loginWithSms(page, phone);
  await page.getByRole('button', { name: new RegExp(masked(phone).replace(/\*/g, '\\*')) }).click();
  await expect(page).toHaveURL(/\/personage\/detail$/);
  await page.getByRole('button', { name: '编辑资料' }).click();
  await expect(page).toHaveURL(/\/userInformation$/);

  await page.getByPlaceholder('请输入称呼').fill('王女士');
  await page.getByPlaceholder('请输入姓名').fill('王芳');
  await page.getByPlaceholder('请输入身份证号').fill('11010519491231002X');
  await page.getByPlaceholder('请输入身高(cm)').fill('300');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('身高必须在100-220之间')).toBeVisible();
  await page.getByPlaceholder('请输入身高(cm)').fill('162');
  await page.getByPlaceholder('请输入体重(kg)').fill('55.5');
  await page.getByText('未婚').click();
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page).toHaveURL(/\/personage\/detail$/);
  await expect(page.getByText('110***********002X')).toBeVisible();
  await expect(page.getByText('女', { exact: true })).toBeVisible();
  await expect(page.getByText('76', { exact: true })).toBeVisible();
  await expect(page.getByText('王女士')).toBeVisible();
});

test('a user sets a password, changes it through old → new → succeed, and logs in with the new one', async ({
  page,
}) => {
  const phone = freshPhone();
  await page.goto('/login?redirect=%2Fedit%2FoldPsw');
  await loginWithSms(page, phone);
  await expect(page).toHaveURL(/\/edit\/oldPsw$/);
  await expect(page.getByText('您还未设置登录密码')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/edit\/newPsw$/);
  await page.getByPlaceholder('请输入新密码').fill('first123');
  await page.getByPlaceholder('请再次输入新密码').fill('first124');
  await page.getByPlaceholder('请再次输入新密码').blur();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(page.getByRole('button', { name: '确定' })).toBeDisabled();
  await page.getByPlaceholder('请再次输入新密码').fill('first123');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/edit\/succeed$/);
  await expect(page.getByText('密码修改成功')).toBeVisible();

  // Change it again: now the old password is asked for and checked.
  await page.goto('/edit/oldPsw');
  await page.getByPlaceholder('请输入原密码').fill('wrong999');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('原密码不正确')).toBeVisible();
  await page.getByPlaceholder('请输入原密码').fill('first123');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByPlaceholder('请输入新密码').fill('second123');
  await page.getByPlaceholder('请再次输入新密码').fill('second123');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/edit\/succeed$/);

  await page.context().clearCookies();
  await page.goto('/login?redirect=%2Fpersonage');
  await page.getByText('密码登录').click();
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  await page.getByPlaceholder('请输入密码').fill('second123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/personage$/);
});

test('a signed partner-platform link logs the user in and opens the page it names', async ({ page }) => {
  const phone = freshPhone();
  const expires = Math.floor(Date.now() / 1000) + 600;
  const signature = createHmac('sha256', 'demo-platform-secret')
    .update(`demo|${phone}|${expires}`)
    .digest('hex');
  await page.goto(
    `/platform/login/demo/${phone}/${expires}.${signature}/${encodeURIComponent('/personage')}`,
  );
  await expect(page).toHaveURL(/\/personage$/);
  await expect(page.getByText(masked(phone))).toBeVisible();

  await page.context().clearCookies();
  await page.goto(
    `/platform/login/demo/${phone}/${expires}.${'0'.repeat(64)}/${encodeURIComponent('/personage')}`,
  );
  await expect(page.getByText('登录链接无效，请从合作平台重新进入')).toBeVisible();
});
