import { expect, test } from '@playwright/test';
import { chooseDate } from './booking-steps.ts';
import { demoSignIn } from './support.ts';

// The abnormal-result loop (issue 24, docs/recheck.md): the demo account's 2025 report has a raised
// ALT and fasting glucose; its page explains them in plain words, proposes the re-check its centre
// offers, and 一键预约复查 lands on the submit screen with the examinee filled in, where the order is
// made with the ordinary submit.

/** The seeded report's person (report-data.ts DEMO_PERSON). */
const PERSON = { name: '张伟', idCardNo: '110105198503120012' };

test('a raised value: plain words, the proposed re-check, booked in one tap', async ({ page }) => {
  await demoSignIn(page, '/report/list');
  // Journeys before this one may have made the demo profile someone else (booking-steps' fillProfile):
  // 本人 is the report's person again, as the seed made it.
  await page.goto('/userInformation');
  await page.getByPlaceholder('请输入姓名').fill(PERSON.name);
  await page.getByPlaceholder('请输入身份证号').fill(PERSON.idCardNo);
  await page.getByText('已婚', { exact: true }).click();
  const folk = page.getByText('请选择民族');
  if (await folk.count()) {
    await folk.click();
    await page.getByText('确定', { exact: true }).click();
  }
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).not.toHaveURL(/\/userInformation$/);
  await page.goto('/report/list');
  const self = page.getByRole('region', { name: /（本人）$/ });
  await self.getByRole('button', { name: /2025-05-10/ }).click();
  await expect(page).toHaveURL(/\/report\/detail\/\d+$/);

  const explained = page.getByRole('region', { name: '异常指标解读' });
  const alt = explained.getByRole('listitem', { name: '丙氨酸氨基转移酶 58 U/L 偏高' });
  await expect(alt).toBeVisible();
  await expect(alt).toContainText('可能与脂肪肝、饮酒、熬夜劳累、近期服药或剧烈运动有关');
  await expect(alt).toContainText('注意避免');
  await expect(alt).toContainText('何时就医');
  await expect(alt).toContainText('腹部彩超（肝、胆、胰、脾、肾）');
  const glu = explained.getByRole('listitem', { name: '空腹血糖 6.6 mmol/L 偏高' });
  await expect(glu).toContainText('建议加查糖化血红蛋白');
  await expect(glu).toContainText('糖化血红蛋白（HbA1c）');
  // Never a diagnosis.
  await expect(explained).not.toContainText('确诊');

  const proposal = page.getByRole('region', { name: '复查建议' });
  await proposal.scrollIntoViewIfNeeded();
  await expect(proposal).toContainText('在北京朝阳健康体检中心复查以下项目');
  await expect(proposal).toContainText('腹部彩超（肝、胆、胰、脾、肾）');
  await expect(proposal).toContainText('糖化血红蛋白（HbA1c）');
  await page.screenshot({ path: 'artifacts/recheck-proposal.png', fullPage: true });

  // One tap: the submit screen, the examinee (本人, from the profile) already filled in.
  const profile = (await (await page.request.get('/m/wx/user/getUser.json')).json()).data;
  await proposal.getByRole('button', { name: '一键预约复查' }).click();
  await expect(page).toHaveURL(/\/appointment\/submit\?sysCenterId=[\w-]+$/);
  await expect(page.getByText('北京朝阳健康体检中心')).toBeVisible();
  await expect(page.getByText(new RegExp(`${profile.name} · \\d+岁 · 男 · 已婚`))).toBeVisible();
  await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/recheck-submit.png' });

  await page.getByText('到院支付', { exact: true }).click();
  await chooseDate(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
  await expect(page.getByRole('heading', { name: '预约成功', level: 2 })).toBeVisible();

  // The order holds the follow-up items, for the person of the report.
  const orderId = new URL(page.url()).searchParams.get('orderId');
  const order = (await (await page.request.get(`/m/wx/1/appointment/order.json?orderId=${orderId}`)).json())
    .data;
  const items = JSON.stringify(order);
  expect(items).toContain('腹部彩超（肝、胆、胰、脾、肾）');
  expect(items).toContain('糖化血红蛋白（HbA1c）');
  expect(order.name).toBe(profile.name);

  // Back on the report, the proposal says it is booked.
  await page.goBack();
  await page.goto('/report/list');
  await self.getByRole('button', { name: /2025-05-10/ }).click();
  await expect(page.getByRole('region', { name: '复查建议' })).toContainText('您已预约过其中的复查项目');

  // The demo account is shared by the journeys: its new order is cancelled again.
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const cancelled = await page.request.post('/m/wx/order/cancel.json', {
    headers: { token },
    data: { orderId: Number(orderId) },
  });
  expect(await cancelled.json()).toMatchObject({ error_code: '000000' });
});
