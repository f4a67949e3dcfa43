import { expect, type Locator, type Page, test } from '@playwright/test';
import { bookPackage, chooseDate, daysAhead, newUser } from './booking-steps.ts';
import { operatorLogin, operatorPost, setServerClock } from './operator-steps.ts';

// After booking, as people and centre staff meet it: an order paid online found under 待体检, moved to
// another day and refunded once the centre approves; an order checked in by the desk on its day, its
// report published and read with its trend and health evaluation; and another person's order, which
// shows nothing of them. Staff act through the operator API here; console.spec.ts drives the same acts in the console.

const idFromUrl = (page: Page) => Number(/(\d+)(?:\?.*)?$/.exec(new URL(page.url()).pathname)?.[1]);

/** The order as its owner reads it through the API (the order number is not on every screen). */
async function orderOf(page: Page, orderId: number): Promise<{ orderNo: string; boExaminationDate: string }> {
  const body = await (await page.request.get(`/m/wx/1/appointment/order.json?orderId=${orderId}`)).json();
  expect(body.error_code, body.error).toBe('000000');
  return body.data;
}

/** Scrolled to the end, the page's last content sits above the floating menu button, not under it. */
async function expectClearOfMenu(page: Page, last: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bubble = await page.locator('.adm-floating-bubble-button').boundingBox();
  const box = await last.boundingBox();
  expect(bubble && box).toBeTruthy();
  expect(box!.y + box!.height).toBeLessThanOrEqual(bubble!.y);
}

/** A package at 00-16 booked a few days ahead and paid online in the sandbox: its id and day. */
async function bookAndPayOnline(page: Page) {
  await bookPackage(page, '00-16-BASIC');
  const booked = await chooseDate(page, undefined, daysAhead(2));
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('button', { name: '不需要专属服务' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/onlinePayment\/product\/\d+$/);
  const orderId = idFromUrl(page);
  // The rules of moving the date were on the submit screen; pay in the sandbox.
  await page.getByRole('button', { name: '本机支付' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
  return { orderId, booked };
}

test('paid online: under 待体检, moved to another day, refunded to 已退款 once the centre approves', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await newUser(page, { name: '孙丽', sex: 'female', age: 31, marriage: '已婚' });
  const { orderId, booked } = await bookAndPayOnline(page);

  // The order list: 待体检 holds it, with the actions a paid order allows.
  await page.goto('/order');
  await page.getByRole('tab', { name: '待体检' }).click();
  const card = page.getByRole('article', { name: /北京海淀1\+X筛查中心/ });
  await expect(card).toContainText(booked.date);
  await expect(card.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  await card.getByRole('button', { name: '改期' }).click();

  // Moving the date: the rules, then another day and slot.
  await expect(page).toHaveURL(new RegExp(`/order/personal/modify/${orderId}$`));
  await expect(page.getByText(/改期须在体检前一日18:00前办理/).first()).toBeVisible();
  const moved = await chooseDate(page, page.locator('.order-modify-pick'), booked.date);
  await page.getByRole('button', { name: '确认改期' }).click();
  await expect(page.getByText('改期成功')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order/personal/00-16/${orderId}$`));
  await expect(page.getByText(moved.date, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/已改期1次，还可改期1次/)).toBeVisible();
  await page.screenshot({ path: 'artifacts/order-detail-moved.png', fullPage: true });

  // A refund: the amount from the server's quote, a reason, a confirmation.
  await page.getByRole('button', { name: '申请退款' }).click();
  await expect(page).toHaveURL(new RegExp(`/refund/apply\\?orderId=${orderId}$`));
  await expect(page.getByText('退回支付账户')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交申请' })).toBeDisabled();
  await page.getByText('行程有变/时间冲突').click();
  await page.getByPlaceholder('请描述退款原因，最多200字').fill('出差，改天再约');
  await page.getByRole('button', { name: '提交申请' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/refund\/succeed/);
  await page.getByRole('button', { name: '查看退款进度' }).click();
  await expect(page).toHaveURL(/\/refund\/detail\?orderId=\d+$/);
  const status = page.getByRole('region', { name: '退款状态' });
  await expect(status).toContainText('退款申请中');
  await expect(page.getByRole('region', { name: '退款进度' })).toContainText('等待体检中心审核');

  // The centre's manager approves; the sandbox pays it back; the person sees 已退款.
  const manager = await operatorLogin(request, '00-16');
  await operatorPost(request, manager, 'refunds/decide.json', { orderId, approve: true });
  await page.reload();
  await expect(status).toContainText('已退款');
  await expect(status).toContainText('¥');
  await expect(page.getByRole('button', { name: '撤销申请' })).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/refund-detail.png', fullPage: true });

  await page.goto('/order');
  await page.getByRole('tab', { name: '退款/售后' }).click();
  await expect(page.getByRole('article', { name: /北京海淀1\+X筛查中心/ })).toContainText('已退款');
});

test('a requested refund is found again from the order, its progress followed and withdrawn: 待体检 again', async ({
  page,
}) => {
  await newUser(page, { name: '冯雪', sex: 'female', age: 34, marriage: '已婚' });
  // Choices are found by role and name, as a screen reader finds them: the profile's sex (from the ID
  // number, not to be changed) and marital status.
  await page.goto('/userInformation');
  await expect(page.getByRole('radio', { name: '女', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: '女', exact: true })).toBeDisabled();
  await expect(page.getByRole('radio', { name: '已婚', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: '未婚', exact: true })).not.toBeChecked();
  const { orderId } = await bookAndPayOnline(page);
  await page.goto(`/order/personal/00-16/${orderId}`);
  await page.getByRole('button', { name: '申请退款' }).click();
  await page.getByRole('radio', { name: '身体原因暂不能体检' }).check();
  await expect(page.getByRole('radio', { name: '行程有变/时间冲突' })).not.toBeChecked();
  await page.getByRole('button', { name: '提交申请' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // Submitted, not refunded: the page says so, and where withdrawing is.
  await expect(page).toHaveURL(/\/refund\/succeed/);
  await expect(page).toHaveTitle('退款申请已提交');
  await expect(page.getByText('申请已提交', { exact: true })).toBeVisible();
  await expect(page.getByText('审核前您可以在退款进度中撤销申请，订单恢复为待体检。')).toBeVisible();

  // 我的订单 leads back to it: the card under 退款/售后 offers its progress and the withdrawal.
  await page.getByRole('button', { name: '返回订单列表' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { level: 1, name: '订单列表' })).toBeVisible();
  await page.getByRole('tab', { name: '退款/售后' }).click();
  const card = page.getByRole('article', { name: /北京海淀1\+X筛查中心/ });
  await expect(card).toContainText('退款申请中');
  await expect(card.getByRole('button', { name: '撤销申请' })).toBeVisible();
  await card.getByRole('button', { name: '退款进度' }).click();
  await expect(page).toHaveURL(new RegExp(`/refund/detail\\?orderId=${orderId}$`));
  await expect(page.getByRole('region', { name: '退款状态' })).toContainText('退款申请中');
  await page.goBack();

  // The order itself offers the same; withdrawn there, it is 待体检 again and may be refunded later.
  await page.getByRole('tab', { name: '退款/售后' }).click();
  await card.getByRole('button', { name: /北京海淀1\+X筛查中心/ }).click();
  await expect(page).toHaveURL(new RegExp(`/order/personal/00-16/${orderId}$`));
  await expect(page.getByRole('heading', { name: '退款申请中' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/order-detail-refund-applied.png', fullPage: true });
  await page.getByRole('button', { name: '撤销申请' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '待体检' })).toBeVisible();
  await expect(page.getByRole('button', { name: '申请退款' })).toBeVisible();
  await expect(page.getByRole('button', { name: '退款进度' })).toHaveCount(0);
  await expectClearOfMenu(page, page.locator('.order-actions').last());
  await page.goto('/order');
  await page.getByRole('tab', { name: '待体检' }).click();
  await expect(page.getByRole('article', { name: /北京海淀1\+X筛查中心/ })).toContainText('待体检');
});

test('checked in on its day, examined, its report published: the person reads it, its trend and the health evaluation', async ({
  page,
  request,
}) => {
  await newUser(page, { name: '周杰', sex: 'male', age: 45, marriage: '已婚' });
  await bookPackage(page, '00-1-BASIC');
  await page.getByText('到院支付', { exact: true }).click();
  await chooseDate(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const { orderNo, boExaminationDate } = await orderOf(page, orderId);

  // The detail carries the check-in code the desk scans.
  await page.goto(`/order/personal/00-1/${orderId}`);
  await expect(page.getByText('体检当日请出示此码签到')).toBeVisible();
  await expect(page.getByRole('img', { name: /签到码/ })).toBeVisible();

  // The exam day at 08:30: the desk checks in, marks it examined, the doctor publishes the report.
  await setServerClock(request, `${boExaminationDate}T08:30:00+08:00`);
  try {
    const manager = await operatorLogin(request, '00-1');
    await operatorPost(request, manager, 'orders/check-in.json', { orderNo });
    await operatorPost(request, manager, 'orders/examined.json', { orderId });
    await operatorPost(request, manager, 'reports.json', {
      orderId,
      conclusions: ['空腹血糖升高', '血压正常高值'],
      advice: ['控制饮食，增加运动，3个月后复查空腹血糖', '定期监测血压'],
      results: [
        {
          section: 'general',
          groupName: '血压',
          code: 'SBP',
          name: '收缩压',
          value: '136',
          unit: 'mmHg',
          refLow: 90,
          refHigh: 139,
        },
        {
          section: 'general',
          groupName: '血压',
          code: 'DBP',
          name: '舒张压',
          value: '86',
          unit: 'mmHg',
          refLow: 60,
          refHigh: 89,
        },
        {
          section: 'laboratory',
          groupName: '血糖',
          code: 'GLU',
          name: '空腹血糖',
          value: '7.2',
          unit: 'mmol/L',
          refLow: 3.9,
          refHigh: 6.1,
        },
        {
          // As a centre's laboratory system writes it; the person reads 10¹²/L.
          section: 'laboratory',
          groupName: '血常规',
          code: 'RBC',
          name: '红细胞计数',
          value: '4.8',
          unit: '10^12/L',
          refLow: 4.3,
          refHigh: 5.8,
        },
        {
          section: 'laboratory',
          groupName: '尿常规',
          code: 'U-PRO',
          name: '尿蛋白',
          value: '阴性',
          refText: '阴性',
        },
      ],
      findings: [
        {
          section: 'imaging',
          item: '胸部DR',
          finding: '双肺纹理清晰',
          conclusion: '心肺未见异常',
          abnormal: false,
        },
      ],
    });
  } finally {
    await setServerClock(request, null);
  }

  // The order shows the report is out; the report list has it.
  await page.goto('/order');
  await page.getByRole('tab', { name: '待出报告' }).click();
  await expect(page.getByRole('article', { name: new RegExp(orderNo) })).toBeVisible();
  await page.goto('/report/list');
  await page.getByText('北京朝阳健康体检中心').first().click();
  await expect(page).toHaveURL(/\/report\/detail\/\d+$/);
  await expect(page.getByText('空腹血糖升高')).toBeVisible();
  await expect(page.getByRole('row', { name: /空腹血糖/ })).toContainText('7.2');
  await expect(page.getByRole('row', { name: /空腹血糖/ })).toContainText('↑');
  await expect(page.getByRole('row', { name: /红细胞计数/ })).toContainText('4.8 10¹²/L');
  await page.screenshot({ path: 'artifacts/report-detail.png', fullPage: true });

  await page.getByRole('link', { name: '指标趋势' }).click();
  await expect(page).toHaveURL(/\/report\/tendency\/\d+/);
  await expect(page.getByRole('img', { name: /趋势图/ })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: '健康评估' }).click();
  await expect(page).toHaveURL(/\/report\/health\/\d+/);
  await expect(page.getByText('综合风险')).toBeVisible();
  await expect(page.getByText('糖代谢')).toBeVisible();
  await page.screenshot({ path: 'artifacts/report-health.png', fullPage: true });
});

test("another person's order and refund addresses show nothing of them", async ({ page }) => {
  await newUser(page, { name: '吴敏', sex: 'female', age: 38, marriage: '已婚' });
  await bookPackage(page, '00-1-BASIC');
  await page.getByText('到院支付', { exact: true }).click();
  await chooseDate(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
  const theirs = Number(new URL(page.url()).searchParams.get('orderId'));

  // Someone else on the same phone, after the first logs out.
  await page.context().clearCookies();
  await newUser(page, { name: '郑浩', sex: 'male', age: 29, marriage: '未婚' });
  // The server answers as if it did not exist: said once (no toast repeating it), nothing to retry,
  // nothing of the owner shown, and the ways on.
  await page.goto(`/order/personal/00-1/${theirs}`);
  await expect(page.getByRole('heading', { name: '没有找到该订单' })).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  // A toast would have shown by now (it stays 5 s).
  await page.waitForTimeout(1000);
  await expect(page.getByText('该订单不存在')).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/order-not-found.png', fullPage: true });
  await page.goto(`/refund/apply?orderId=${theirs}`);
  await expect(page.getByRole('heading', { name: '没有找到该订单' })).toBeVisible();
  await page.goto(`/refund/detail?orderId=${theirs}`);
  await expect(page.getByRole('heading', { name: '没有找到该订单' })).toBeVisible();
  await expect(page.getByText('吴敏')).toHaveCount(0);
  await page.getByRole('button', { name: '我的订单' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText('当前列表为空')).toBeVisible();
  await page.goto(`/order/personal/00-1/${theirs}`);
  await page.getByRole('button', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/main$/);
});
