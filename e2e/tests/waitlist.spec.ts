import { expect, test } from '@playwright/test';
import type { DaySlots } from '@tijian/contract';
import { apiBooker, read } from './api-booker.ts';
import { bookPackage, daysAhead, newUser } from './booking-steps.ts';
import { operatorLogin, operatorPost } from './operator-steps.ts';

// 候补 (issue 24): a person joins the waitlist of a full day from the date picker; another person
// cancels; the first sees the place held with its countdown in 我的候补, books it and pays in the sandbox.

function idCard(seq: number): string {
  const body = `11010119750505${String(seq % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((n, w, k) => n + w * Number(body[k]), 0);
  return body + '10X98765432'[sum % 11];
}

test('join the waitlist of a full day, another person cancels, the held place is booked and paid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A day of its own far ahead, whose slots all still have places.
  let date = '';
  let slots: DaySlots['dateHasPeopleList'] = [];
  for (let ahead = 24; ahead < 45 && !date; ahead++) {
    const d = daysAhead(ahead);
    const day = await read<DaySlots>(
      request,
      `/order/getTimeOfcount.json?sysCenterId=00-1&date=${d.replace(/-/g, '')}`,
    );
    if (
      day.dateHasPeopleList.length > 0 &&
      day.dateHasPeopleList.every((s) => s.code === '000' && s.numberOfPeople > 0)
    ) {
      date = d;
      slots = day.dateHasPeopleList;
    }
  }
  expect(date).not.toBe('');

  // Another account books one place of that day, through the API as its submit screen would.
  const other = await apiBooker(browser, test.info().project.use.baseURL);
  const order = await other.book(
    { name: '李平', idCardNo: idCard(100 + (Date.now() % 400) * 2 + 1) },
    date,
    slots[0]!.no,
  );

  // The centre closes the day's remaining places: each slot's capacity becomes what it has booked.
  const op = await operatorLogin(request, '00-1');
  for (const s of slots) {
    const close = (capacity: number) =>
      request.post('/m/operator/schedule/capacity.json', {
        data: { sysCenterId: '00-1', date, slotNo: s.no, capacity },
        headers: { 'x-operator-token': op },
      });
    const first = await (await close(0)).json();
    if (first.error_code === '000000') continue;
    const bookedThere = Number(/已预约(\d+)人/.exec(first.error)?.[1]);
    expect(bookedThere, first.error).toBeGreaterThan(0);
    await operatorPost(request, op, 'schedule/capacity.json', {
      sysCenterId: '00-1',
      date,
      slotNo: s.no,
      capacity: bookedThere,
    });
  }

  // The first person picks the full day and joins its waitlist with the cart as it is.
  await newUser(page, { name: '周洁', sex: 'female', age: 33, marriage: '已婚' });
  await bookPackage(page, '00-1-BASIC');
  await page.getByText('在线支付', { exact: true }).click();
  await page.getByRole('button', { name: /体检日期/ }).click();
  const picker = page.locator('.date-slot-picker');
  const fullDay = picker.getByRole('button', { name: `${date} 已满` });
  for (let month = 0; month < 3 && !(await fullDay.isVisible()); month++) {
    await picker.getByRole('button', { name: '下个月' }).click();
  }
  await fullDay.click();
  await expect(picker.getByText('该日期已约满')).toBeVisible();
  await page.screenshot({ path: 'artifacts/waitlist-join.png' });
  await picker.getByRole('button', { name: '加入候补' }).click();
  await expect(page).toHaveURL(/\/waitlist$/);
  await expect(page.getByText(/已加入候补，当前排第1位/)).toBeVisible();
  await expect(page.getByText('排队第1位')).toBeVisible();
  await page.screenshot({ path: 'artifacts/waitlist-waiting.png', fullPage: true });

  // The other person cancels: the place is held for the first in line at once.
  await other.cancel(order.orderId);
  await other.close();

  await page.reload();
  await expect(page.getByText('已为您保留名额')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/剩余 \d{2}:\d{2}，逾时将顺延给下一位/);
  await page.screenshot({ path: 'artifacts/waitlist-held.png', fullPage: true });
  await page.getByRole('button', { name: '去预约' }).click();
  await expect(page).toHaveURL(/\/order\/onlinePayment\/1\/\d+$/);
  await page.getByRole('button', { name: '本机支付' }).click();
  await expect(page).toHaveURL(/\/pay\?payId=/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
});
