import { expect, test } from '@playwright/test';
import { demoSignIn } from './support.ts';

// Buying outright, as the demo account does it: a health card for 本人 from /purchaseCard, paid in
// the sandbox on this phone, then found on /card and in 购买记录; and a special package paid from
// another phone by its QR code, whose success page shows the code the centre's desk redeems.

test('the demo account buys a health card for 本人, pays in the sandbox and finds it on /card and in 购买记录', async ({
  page,
}) => {
  await demoSignIn(page, '/purchaseCard');

  // 1. The cards on sale: price, validity, services.
  const cardio = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '心血管健康管理卡' }) });
  await expect(cardio).toContainText('¥398.00');
  await expect(cardio).toContainText('有效期365天');
  await expect(cardio).toContainText('心血管专家咨询');
  await page.screenshot({ path: 'artifacts/purchases-shop.png' });
  await cardio.getByRole('button', { name: '购买 心血管健康管理卡' }).click();

  // 2. The holder: 本人, as the profile has it (read now: earlier journeys may have saved 本人 anew).
  await expect(page).toHaveURL(/\/purchaseCard\/register\?productId=HC-CARDIO$/);
  const profile = (await (await page.request.get('/m/wx/user/getUser.json')).json()).data;
  await expect(page.getByPlaceholder('请输入持卡人姓名')).toHaveValue('张伟');
  await expect(page.getByPlaceholder('请输入持卡人身份证号')).toHaveValue(profile.idCardNo);
  await expect(page.getByPlaceholder('请输入持卡人手机号')).toHaveValue('13800138000');
  await page.getByRole('button', { name: '提交订单' }).click();

  // 3. Paying: the amount and what is bought, then this phone pays in the sandbox.
  await expect(page).toHaveURL(/\/purchaseCard\/payCard\?purchaseId=\d+$/);
  const purchaseId = /purchaseId=(\d+)$/.exec(page.url())![1];
  await expect(page.getByTestId('pay-amount')).toHaveText('¥398.00');
  await expect(page.getByText('心血管健康管理卡')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('内完成支付');
  // A reload keeps the purchase and its payment.
  await page.reload();
  await expect(page.getByTestId('pay-amount')).toHaveText('¥398.00');
  await page.screenshot({ path: 'artifacts/purchases-pay.png' });
  await page.getByRole('button', { name: '本机支付' }).click();
  await expect(page).toHaveURL(/\/pay\?payId=/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();

  // 4. Bought: the card issued, active.
  await expect(page).toHaveURL(new RegExp(`/purchaseCard/Success\\?purchaseId=${purchaseId}$`));
  await expect(page.getByRole('main').getByRole('heading', { name: '购买成功' })).toBeVisible();
  const cardNo = (await page.getByText(/^HCP\d{14,}$/).textContent())!;
  await page.screenshot({ path: 'artifacts/purchases-card-bought.png' });

  // 5. On /card, usable, its holder the account's own person.
  await page.getByRole('button', { name: '查看我的健康卡' }).click();
  await expect(page).toHaveURL(/\/card$/);
  const bought = page.getByRole('article').filter({ hasText: cardNo });
  await expect(bought).toContainText('心血管健康管理卡');
  await expect(bought).toContainText('可使用');
  await expect(bought).toContainText('持卡人 张*');

  // 6. In 购买记录, paid through the sandbox, and its record names the card.
  await page.goto('/purchase/record/list');
  const record = page.getByRole('article', { name: /^心血管健康管理卡 / });
  await expect(record).toContainText('已支付');
  await expect(record).toContainText('持卡人：张伟');
  await expect(record).toContainText('¥398.00');
  await record.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/purchase/record/detail/${purchaseId}\\?kind=health_card$`));
  await expect(page.getByText(cardNo)).toBeVisible();
  await expect(page.getByText('沙箱支付').first()).toBeVisible();
});

test('a special package is paid from another phone by its QR code and shows the code to redeem at the desk', async ({
  page,
  context,
}) => {
  await demoSignIn(page, '/physical/special/detail/SP-1-HP');
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/physicalSpecialPay\/SP-1-HP$/);
  await page.getByRole('button', { name: '确认购买' }).click();
  await expect(page).toHaveURL(/\/physicalSpecialPay\/SP-1-HP\?purchaseId=\d+$/);
  const purchaseId = /purchaseId=(\d+)$/.exec(page.url())![1];
  await expect(page.getByTestId('pay-amount')).toHaveText('¥150.00');
  await page.getByRole('button', { name: '扫码支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/physical/special/payQr/SP-1-HP\\?purchaseId=${purchaseId}$`));
  await expect(page.getByRole('img', { name: '扫码支付' })).toBeVisible();

  // The other phone (the same account) opens what the QR code carries: the sandbox's pay page.
  const qrUrl = await page.evaluate(async (id) => {
    const answer = await fetch('/m/assess-service/v1/manangerService/prepay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ purchaseId: Number(id) }),
    });
    return (await answer.json()).data.qrUrl as string;
  }, purchaseId);
  const other = await context.newPage();
  await other.goto(qrUrl);
  await other.getByRole('button', { name: '确认支付' }).click();
  await expect(other.getByText('支付成功')).toBeVisible();

  // This phone was waiting: it moves on to the success page with the redeem code.
  await expect(page).toHaveURL(new RegExp(`/physical/special/success/${purchaseId}$`));
  await expect(page.getByRole('main').getByRole('heading', { name: '购买成功' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^到院核销码 GM\d{14,}$/ })).toBeVisible();
  await expect(page.getByText(/^有效期至：\d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await page.screenshot({ path: 'artifacts/purchases-special-bought.png' });
  await other.close();
});
