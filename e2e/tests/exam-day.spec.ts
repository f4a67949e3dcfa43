import { expect, type Page, test } from '@playwright/test';
import { bookPackage, chooseDate, daysAhead, newUser } from './booking-steps.ts';
import { consoleSignIn, openItem } from './console-steps.ts';
import { operatorLogin, operatorPost, setServerClock } from './operator-steps.ts';

// The exam day (issue 24): the order page becomes a guide (what to bring, fasting, arrival, the round
// of stations with breakfast after the fasting ones) and follows the live queue while the centre's
// 分诊叫号 screen calls people: the phone's page changes without being reloaded.

/** Books 00-1's basic package (blood, abdominal ultrasound and more), paid at the centre: its id, number and day. */
async function bookBasic(page: Page, name: string) {
  await newUser(page, { name, sex: 'male', age: 40, marriage: '已婚' });
  await bookPackage(page, '00-1-BASIC');
  await page.getByText('到院支付', { exact: true }).click();
  await chooseDate(page, undefined, daysAhead(1));
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const body = await (await page.request.get(`/m/wx/1/appointment/order.json?orderId=${orderId}`)).json();
  expect(body.error_code, body.error).toBe('000000');
  return { orderId, orderNo: body.data.orderNo as string, date: body.data.boExaminationDate as string };
}

test('on the exam day the order page guides the person and follows the station calling them, live', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Someone else books the same day first, then the person.
  const other = await bookBasic(page, '钱多多');
  await page.context().clearCookies();
  const mine = await bookBasic(page, '孙悟空');
  expect(mine.date).toBe(other.date);

  // Before the day the order page has no guide.
  await page.goto(`/order/personal/00-1/${mine.orderId}`);
  await expect(page.getByText('体检当日请出示此码签到')).toBeVisible();
  await expect(page.getByRole('region', { name: '体检当日指引' })).toHaveCount(0);

  await setServerClock(request, `${mine.date}T07:40:00+08:00`);
  const desk = await consoleSignIn(browser, baseURL!, 'op-00-1');
  try {
    // The exam day, not yet checked in: what to bring, fasting, when to arrive, the round.
    await page.reload();
    const guide = page.getByRole('region', { name: '体检当日指引' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('status')).toContainText('请先到前台签到');
    await expect(guide).toContainText('本人身份证件');
    await expect(guide).toContainText(/请于 \d{2}:\d{2} 前到达体检中心/);
    await expect(guide).toContainText('请保持空腹');
    const round = guide.getByRole('list', { name: '检查顺序' }).getByRole('listitem');
    await expect(round.nth(0)).toContainText('抽血');
    await expect(round.nth(1)).toContainText('腹部超声');
    await expect(round.nth(2)).toContainText('早餐');

    // The desk checks both in, the other person first. The page is not reloaded from here on.
    const manager = await operatorLogin(request, '00-1');
    await operatorPost(request, manager, 'orders/check-in.json', { orderNo: other.orderNo });
    await operatorPost(request, manager, 'orders/check-in.json', { orderNo: mine.orderNo });
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await expect(guide.getByRole('status')).toHaveText('抽血：您前面还有 1 人');
    await expect(guide.locator('[aria-current="step"]')).toContainText('抽血');

    // The blood station calls from the console: first the other person, then this one.
    await openItem(desk, '分诊叫号');
    await expect(desk.getByRole('combobox', { name: '检查科室' })).toBeVisible();
    await expect(desk.getByText('排队 2 人')).toBeVisible();
    await desk.getByRole('button', { name: '叫 号' }).click();
    await expect(desk.getByText('排队 1 人')).toBeVisible();
    await expect(guide.getByRole('status')).toHaveText('抽血：您前面还有 0 人');

    await desk.getByRole('button', { name: '叫 号' }).click();
    await expect(guide.getByRole('status')).toHaveText('抽血：请到抽血检查');
    await expect(guide.locator('[aria-current="step"]')).toContainText('请前往');

    // Done at the blood station: on to the abdominal ultrasound, still fasting.
    const called = desk.getByRole('region', { name: '已叫号' });
    await called.getByRole('row', { name: /孙/ }).getByRole('button', { name: '完 成' }).click();
    await expect(guide.getByRole('status')).toHaveText('腹部超声：您前面还有 0 人');
    await expect(round.nth(0)).toContainText('已完成');
    await expect(guide.locator('[aria-current="step"]')).toContainText('腹部超声');

    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await page.screenshot({ path: 'artifacts/exam-day-guide.png', fullPage: true });
  } finally {
    await setServerClock(request, null);
    await desk.context().close();
  }
});
