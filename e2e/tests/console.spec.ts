import { devices, expect, type Page, test } from '@playwright/test';
import { bookPackage, chooseDate, daysAhead, newUser } from './booking-steps.ts';
import { consoleSignIn, fakeCameraShowing, navItems, openItem } from './console-steps.ts';
import { setServerClock } from './operator-steps.ts';

// The centre's day in the staff console, at a desk computer's 1280×800, beside the phones of the people
// it serves: a booking checked in at the desk (by the order number typed in, and by the QR code held up
// to the camera), its report entered and published by the doctor and read on the phone; a slot's
// capacity lowered by the manager and seen in the phone's calendar; a refund asked for on the phone and
// approved in the console; and the audit log, which lists every one of those acts.

const CENTRE = '00-1';
const CENTRE_NAME = '北京朝阳健康体检中心';

/** The order as its owner reads it through the API (the order number is not on every screen). */
async function orderOf(page: Page, orderId: number): Promise<{ orderNo: string; boExaminationDate: string }> {
  const body = await (await page.request.get(`/m/wx/1/appointment/order.json?orderId=${orderId}`)).json();
  expect(body.error_code, body.error).toBe('000000');
  return body.data;
}

/** A package at the centre booked to pay there, on the first open day: the order and its day and slot. */
async function bookToPayAtCentre(page: Page) {
  await bookPackage(page, `${CENTRE}-BASIC`);
  await page.getByText('到院支付', { exact: true }).click();
  const booked = await chooseDate(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const { orderNo, boExaminationDate } = await orderOf(page, orderId);
  expect(boExaminationDate).toBe(booked.date);
  return { orderId, orderNo, date: booked.date, time: booked.time };
}

test('a booking checked in at the desk by its number, its report published by the doctor and read on the phone; a slot lowered, a refund approved, all in the audit log', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);

  // On the phone: 吴敏 books a package at 00-1, to pay at the centre.
  await newUser(page, { name: '吴敏', sex: 'female', age: 52, marriage: '已婚' });
  const booking = await bookToPayAtCentre(page);

  // The manager signs in: all ten items, at 00-1.
  const manager = await consoleSignIn(browser, baseURL!, `op-${CENTRE}`);
  expect(await navItems(manager)).toEqual([
    '今日预约',
    '分诊叫号',
    '排班容量',
    '医生审核',
    '报告',
    '咨询回复',
    '团检单位',
    '退款',
    '审计日志',
    '员工管理',
  ]);
  await expect(manager.getByRole('banner')).toContainText(CENTRE_NAME);

  // 排班容量: the booked slot of 吴敏's day, lowered to what is already booked (never below it).
  await openItem(manager, '排班容量');
  if (booking.date.slice(0, 7) !== daysAhead(0).slice(0, 7)) {
    await manager.getByLabel('月份').fill(booking.date.slice(0, 7));
    await manager.getByLabel('月份').press('Enter');
  }
  const day = manager.getByRole('row', { name: new RegExp(`^${booking.date}`) });
  const slotTag = day.getByText(new RegExp(`^${booking.time} \\d+/\\d+$`));
  const [booked, capacity] = ((await slotTag.innerText()).split(' ')[1] ?? '').split('/').map(Number);
  expect(booked).toBeGreaterThanOrEqual(1);
  expect(capacity).toBeGreaterThan(booked!);
  await manager.getByRole('button', { name: '调整排班' }).click();
  const dialog = manager.getByRole('dialog', { name: '调整排班容量' });
  await dialog.getByPlaceholder('开始日期').click();
  await dialog.getByPlaceholder('开始日期').fill(booking.date);
  await dialog.getByPlaceholder('开始日期').press('Enter');
  await dialog.getByPlaceholder('结束日期').fill(booking.date);
  await dialog.getByPlaceholder('结束日期').press('Enter');
  await dialog.getByLabel('每个时段可约人数').fill(String(booked! - 1));
  await dialog.getByRole('checkbox', { name: booking.time }).check();
  await dialog.getByRole('button', { name: '预览影响' }).click();
  // Below what is booked: refused before saving.
  await expect(dialog).toContainText('以下问题需先处理，不能保存');
  await expect(dialog.getByRole('button', { name: '保 存' })).toBeDisabled();
  await dialog.getByLabel('每个时段可约人数').fill(String(booked));
  await dialog.getByRole('button', { name: '预览影响' }).click();
  await expect(dialog).toContainText(`${booking.time} 已约${booked}：${capacity} → ${booked}`);
  await expect(dialog).toContainText(booking.orderNo);
  await dialog.getByRole('button', { name: '保 存' }).click();
  await expect(manager.getByText('已保存 1 天的排班')).toBeVisible();
  await expect(slotTag).toHaveText(`${booking.time} ${booked}/${booked}`);
  await manager.screenshot({ path: 'artifacts/console-capacity.png' });

  // A second person, 郑强, books at 00-1 on his phone: his calendar shows that slot full. He pays online.
  const second = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: page.viewportSize()!,
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const phone2 = await second.newPage();
  await newUser(phone2, { name: '郑强', sex: 'male', age: 38, marriage: '已婚' });
  await bookPackage(phone2, `${CENTRE}-BASIC`);
  await phone2.getByRole('button', { name: /体检日期/ }).click();
  const picker = phone2.locator('.date-slot-picker');
  if (booking.date.slice(0, 7) !== daysAhead(0).slice(0, 7))
    await picker.getByRole('button', { name: '下个月' }).click();
  await picker.getByRole('button', { name: `${booking.date} 可约` }).click();
  const slot = picker
    .getByRole('radiogroup', { name: '体检时段' })
    .getByRole('radio', { name: booking.time });
  await expect(slot).toHaveText(`${booking.time}(已满)`);
  await expect(slot).toBeDisabled();
  await phone2.screenshot({ path: 'artifacts/slot-lowered-in-console.png' });
  await picker.getByRole('button', { name: '取消' }).click();
  await chooseDate(phone2, undefined, daysAhead(2));
  await phone2.getByRole('button', { name: '提交订单' }).click();
  const noExtras = phone2.getByRole('button', { name: '不需要专属服务' });
  await expect(phone2.getByRole('button', { name: '本机支付' }).or(noExtras)).toBeVisible();
  if (await noExtras.isVisible()) {
    await noExtras.click();
    await phone2.getByRole('button', { name: '提交订单' }).click();
  }
  await expect(phone2).toHaveURL(/\/order\/onlinePayment\/product\/\d+$/);
  const refundOrderId = Number(/(\d+)$/.exec(new URL(phone2.url()).pathname)![1]);
  await phone2.getByRole('button', { name: '本机支付' }).click();
  await phone2.getByRole('button', { name: '确认支付' }).click();
  await expect(phone2).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
  const { orderNo: refundOrderNo } = await orderOf(phone2, refundOrderId);
  await phone2.goto(`/refund/apply?orderId=${refundOrderId}`);
  await phone2.getByText('行程有变/时间冲突').click();
  await phone2.getByRole('button', { name: '提交申请' }).click();
  await phone2.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(phone2).toHaveURL(/\/refund\/succeed/);

  // 退款: the manager sees the request with its payment and approves it; the phone reads 已退款.
  await openItem(manager, '退款');
  const asked = manager.getByRole('row', { name: new RegExp(refundOrderNo) });
  // The console masks the name: 郑强 reads 郑*.
  await expect(asked).toContainText('郑*');
  await expect(asked).toContainText('行程有变/时间冲突');
  await asked.getByRole('button', { name: '同意退款' }).click();
  await manager.getByRole('tooltip').getByRole('button', { name: '确 定' }).click();
  await expect(manager.getByText(`已同意订单 ${refundOrderNo} 的退款`)).toBeVisible();
  await phone2.goto(`/refund/detail?orderId=${refundOrderId}`);
  await expect(phone2.getByRole('region', { name: '退款状态' })).toContainText('已退款');
  await second.close();

  // The exam day at 08:30: the desk checks 吴敏 in by the order number, then marks the exam done.
  await setServerClock(request, `${booking.date}T08:30:00+08:00`);
  try {
    const desk = await consoleSignIn(browser, baseURL!, `desk-${CENTRE}`);
    expect(await navItems(desk)).toEqual(['今日预约', '分诊叫号', '排班容量', '咨询回复', '团检单位']);
    await desk.goto(`/console/bookings?date=${booking.date}`);
    await desk.getByLabel('搜索').fill('吴敏');
    const row = desk.getByRole('row', { name: new RegExp(booking.orderNo) });
    await expect(row).toContainText('吴敏');
    await desk.getByLabel('订单号').fill(booking.orderNo);
    await desk.getByRole('form', { name: '签到' }).getByRole('button', { name: '签 到' }).click();
    await expect(desk.getByText('吴敏 已签到')).toBeVisible();
    await row.getByRole('button', { name: '完成体检' }).click();
    await desk.getByRole('tooltip').getByRole('button', { name: '确 定' }).click();
    await expect(desk.getByText('吴敏 已完成体检')).toBeVisible();
    await desk.screenshot({ path: 'artifacts/console-bookings.png' });
    await desk.context().close();

    // The doctor: 医生审核 and 报告 only; the results typed in, one of them high; published.
    const doctor = await consoleSignIn(browser, baseURL!, `doctor-${CENTRE}`);
    expect(await navItems(doctor)).toEqual(['医生审核', '报告', '咨询回复']);
    await openItem(doctor, '报告');
    await doctor
      .getByRole('row', { name: new RegExp(booking.orderNo) })
      .getByRole('button', { name: '录入报告' })
      .click();
    await expect(
      doctor.getByRole('heading', { name: `吴敏 的体检报告（${booking.orderNo}）` }),
    ).toBeVisible();
    await doctor.getByLabel('结论 1', { exact: true }).fill('空腹血糖升高');
    await doctor.getByRole('button', { name: '添加建议' }).click();
    await doctor.getByLabel('建议 1', { exact: true }).fill('控制饮食，增加运动，3个月后复查空腹血糖');
    const results = [
      ['GLU', '空腹血糖', '7.2', 'mmol/L', '3.9', '6.1'],
      ['TC', '总胆固醇', '4.6', 'mmol/L', '2.8', '5.2'],
    ];
    for (const [i, [code, name, value, unit, low, high]] of results.entries()) {
      await doctor.getByRole('button', { name: '添加一行' }).click();
      const n = i + 1;
      await doctor.getByLabel(`指标编号 ${n}`).fill(code!);
      await doctor.getByLabel(`指标名称 ${n}`).fill(name!);
      await doctor.getByLabel(`结果 ${n}`).fill(value!);
      await doctor.getByLabel(`单位 ${n}`).fill(unit!);
      await doctor.getByLabel(`参考下限 ${n}`).fill(low!);
      await doctor.getByLabel(`参考上限 ${n}`).fill(high!);
    }
    await expect(doctor.getByText('↑ 偏高')).toHaveCount(1);
    await expect(doctor.getByText('按参考范围共 1 个异常项')).toBeVisible();
    await doctor.screenshot({ path: 'artifacts/console-report-form.png', fullPage: true });
    await doctor.getByRole('button', { name: '发布报告' }).click();
    await doctor.getByRole('dialog').getByRole('button', { name: '发布报告' }).click();
    await expect(doctor.getByText(/报告 \S+ 已发布，异常项 1 个/)).toBeVisible();
    await expect(doctor.getByRole('row', { name: new RegExp(booking.orderNo) })).toHaveCount(0);
    await doctor.context().close();
  } finally {
    await setServerClock(request, null);
  }

  // On the phone: the report, its high value marked.
  await page.goto('/report/list');
  await page.getByText(CENTRE_NAME).first().click();
  await expect(page).toHaveURL(/\/report\/detail\/\d+$/);
  await expect(page.getByText('空腹血糖升高')).toBeVisible();
  await expect(page.getByRole('row', { name: /空腹血糖/ })).toContainText('7.2');
  await expect(page.getByRole('row', { name: /空腹血糖/ })).toContainText('↑');
  await expect(page.getByRole('row', { name: /总胆固醇/ })).not.toContainText('↑');

  // 审计日志: every act above, by whom, on which order or days.
  await manager.reload();
  await expect(manager.getByRole('navigation', { name: '功能导航' })).toBeVisible();
  await openItem(manager, '审计日志');
  const audit = manager.getByRole('form', { name: '查询' });
  const searchAudit = async (type: string, id: string) => {
    await audit.getByLabel('对象类型').fill(type);
    await audit.getByLabel('对象编号').fill(id);
    await audit.getByRole('button', { name: '查 询' }).click();
  };
  const rows = manager.getByRole('table').last().locator('tbody tr');
  await searchAudit('order', String(booking.orderId));
  for (const [action, who] of [
    ['发布体检报告', `doctor-${CENTRE}`],
    ['标记体检完成', `desk-${CENTRE}`],
    ['签到', `desk-${CENTRE}`],
  ])
    await expect(rows.filter({ hasText: action }).filter({ hasText: who })).toHaveCount(1);
  await manager.screenshot({ path: 'artifacts/console-audit.png' });
  await searchAudit('order', String(refundOrderId));
  await expect(rows.filter({ hasText: '审核退款申请' }).filter({ hasText: `op-${CENTRE}` })).toHaveCount(1);
  await searchAudit('calendar', `${CENTRE}/${booking.date}~${booking.date}`);
  const edit = rows.filter({ hasText: '调整排班容量' });
  await expect(edit).toHaveCount(1);
  // Its before and after: the slot's capacity as it was and as it is.
  await edit.getByRole('button', { name: /展开/ }).click();
  const change = manager
    .getByRole('table', { name: '操作前 / 操作后' })
    .getByRole('row', { name: new RegExp(booking.date) });
  await expect(change).toContainText(`${booking.time} ${booked}/${capacity}`);
  await expect(change).toContainText(`${booking.time} ${booked}/${booked}`);
  await manager.screenshot({ path: 'artifacts/console-audit-capacity.png' });
});

test('the desk checks a person in by holding the phone’s check-in code up to the camera', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  await newUser(page, { name: '钱芳', sex: 'female', age: 29, marriage: '未婚' });
  const booking = await bookToPayAtCentre(page);
  await page.goto(`/order/personal/${CENTRE}/${booking.orderId}`);
  const code = page.getByRole('img', { name: /签到码/ });
  await expect(code).toBeVisible();
  const picture = (await code.getAttribute('src'))!;

  await setServerClock(request, `${booking.date}T08:30:00+08:00`);
  try {
    const desk = await consoleSignIn(browser, baseURL!, `desk-${CENTRE}`);
    await desk.goto(`/console/bookings?date=${booking.date}`);
    const row = desk.getByRole('row', { name: new RegExp(booking.orderNo) });
    await expect(row.getByRole('button', { name: '签 到' })).toBeVisible();
    await fakeCameraShowing(desk, picture);
    await desk.getByRole('button', { name: '扫码签到' }).click();
    await expect(desk.getByText('钱芳 已签到')).toBeVisible({ timeout: 20_000 });
    await expect(row.getByRole('button', { name: '完成体检' })).toBeVisible();
    await desk.context().close();
  } finally {
    await setServerClock(request, null);
  }
});
