import { expect, test } from '@playwright/test';
import type { DaySlots } from '@tijian/contract';
import { type Coupon, type ExamCard, fen, formatYuan, payableTotal } from '@tijian/domain';
import { apiBooker, read } from './api-booker.ts';
import { bookPackage, chooseDate, daysAhead, demoUser, newUser, openDays, payable } from './booking-steps.ts';

// Booking from the submit screen on, as people meet it: a package paid at the centre; a package paid
// online through the sandbox pay page; a doctor-review centre; a fully booked day; and the demo
// account's coupon and card taking exactly their amounts off the payable. The quick appointment has
// its own file (quick-appointment.spec.ts).

test.describe('booking a package', () => {
  test('pay at the centre: date and slot, 提交订单, the success page with the date and the address', async ({
    page,
  }) => {
    await newUser(page, { name: '李明', sex: 'male', age: 35, marriage: '已婚' });
    await bookPackage(page, '00-1-BASIC');
    await expect(page.getByText('北京朝阳健康体检中心')).toBeVisible();
    await expect(page.getByText(/李明 · 35岁 · 男 · 已婚/)).toBeVisible();

    // 提交订单 stays disabled before the date, saying so in the spec's words (spec 4).
    await page.getByText('到院支付', { exact: true }).click();
    await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
    await expect(page.getByText('请选择体检日期', { exact: true })).toBeVisible();

    const { date, time } = await chooseDate(page);
    await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
    await expect(page.getByRole('button', { name: /体检日期/ })).toContainText(`${date} ${time}`);
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
    await expect(page.getByRole('heading', { name: '预约成功', level: 2 })).toBeVisible();
    await expect(page.getByText(date, { exact: true })).toBeVisible();
    await expect(page.getByText(time, { exact: true })).toBeVisible();
    await expect(page.getByText('北京市朝阳区建国路88号SOHO现代城B座2层')).toBeVisible();
    // The package holds blood tests: the fasting reminder names them.
    await expect(page.getByText(/需空腹检查/)).toBeVisible();
    await page.screenshot({ path: 'artifacts/booking-succeed.png' });

    // The same person again at the same centre: the open order is named before anything is booked.
    await page.goto('/product/detail/00-1-BASIC');
    await page.getByRole('button', { name: '立即预约' }).click();
    await page.getByRole('button', { name: '下一步', exact: true }).click();
    await expect(page.getByRole('dialog').filter({ hasText: date })).toBeVisible();
  });

  test('pay online: the payment page with its countdown, the sandbox pay page, then the success page', async ({
    page,
  }) => {
    await newUser(page, { name: '王芳', sex: 'female', age: 32, marriage: '已婚' });
    await bookPackage(page, '00-16-BASIC');
    await expect(page.getByText('在线支付', { exact: true })).toBeVisible();
    await chooseDate(page);
    const amount = await payable(page).innerText();
    await page.getByRole('button', { name: '提交订单' }).click();
    // The centre offers exclusive services and none was decided: the choice opens first (spec 4).
    await expect(page.getByRole('heading', { name: '选择专属服务' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /营养早餐 ¥30\.00/ })).toBeVisible();
    await page.getByRole('button', { name: '不需要专属服务' }).click();
    await expect(page.getByRole('button', { name: /专属服务/ })).toContainText('不需要');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/order\/onlinePayment\/product\/\d+$/);
    await expect(page.getByTestId('pay-amount')).toHaveText(amount);
    await expect(page.getByRole('timer')).toContainText(/请在 \d{2}:\d{2} 内完成支付/);
    await page.getByRole('button', { name: '本机支付' }).click();
    await expect(page).toHaveURL(/\/pay\?payId=/);
    await expect(page.getByTestId('pay-amount')).toHaveText(amount);
    await expect(page.getByText('北京海淀1+X筛查中心')).toBeVisible();
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByText('支付成功')).toBeVisible();
    await expect(page).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
    await expect(page.getByRole('heading', { name: '预约成功', level: 2 })).toBeVisible();
  });

  test('a doctor-review centre: pays at the centre, says the doctor reviews, and a later day lands on the review page', async ({
    page,
  }) => {
    await newUser(page, { name: '赵强', sex: 'male', age: 40, marriage: '已婚' });
    // A package with an item added needs the centre's doctor (spec 4 "Doctor review").
    await bookPackage(page, '00-30-BASIC', '碳13呼气试验');
    await expect(page.getByText('该中心需医生审核您的预约，审核通过后方可体检')).toBeVisible();
    await expect(page.getByText('到院支付', { exact: true })).toBeVisible();
    await expect(page.getByText('在线支付', { exact: true })).toHaveCount(0);
    // A later day than today, at any hour: a same-day booking here first asks whether to move it.
    await chooseDate(page, undefined, daysAhead(0));
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/order\/verify\?orderId=\d+$/);
    await expect(page.getByRole('heading', { name: '已提交医生审核' })).toBeVisible();
    await expect(page.getByText('待审核')).toBeVisible();
  });
});

test('a fully booked day reads 已满: it offers 加入候补, never a slot to confirm', async ({ page }) => {
  await newUser(page, { name: '孙丽', sex: 'female', age: 30, marriage: '未婚' });
  await bookPackage(page, '00-1-BASIC');
  await page.getByRole('button', { name: /体检日期/ }).click();
  const picker = page.locator('.date-slot-picker');
  const full = picker.getByRole('button', { name: /已满$/ }).first();
  await expect(full).toBeVisible();
  await full.click();
  await expect(picker.getByText('该日期已约满')).toBeVisible();
  await expect(picker.getByRole('button', { name: '加入候补' })).toBeVisible();
  await expect(picker.getByRole('radiogroup', { name: '体检时段' })).toHaveCount(0);
  await expect(picker.getByRole('button', { name: '确定' })).toBeDisabled();
  await picker.getByRole('button', { name: '取消' }).click();
  await expect(picker).toHaveCount(0);
});

test('a limited day names its items: gastroscopy 满约 on one day, CT 限约 on another', async ({ page }) => {
  // The VIP package holds 无痛胃镜 and 胸部低剂量螺旋CT, whose daily places the demo runs out of on
  // two days of the first fortnight.
  await newUser(page, { name: '钱伟', sex: 'male', age: 45, marriage: '已婚' });
  await bookPackage(page, '00-1-VIP');
  await page.getByRole('button', { name: /体检日期/ }).click();
  const picker = page.locator('.date-slot-picker');
  const seen = new Map<string, string[]>();
  for (let month = 0; month < 2 && seen.size < 2; month++) {
    for (const day of await openDays(picker)) {
      await picker.getByRole('button', { name: `${day} 可约` }).click();
      const slots = picker.getByRole('radiogroup', { name: '体检时段' });
      const limited = picker.getByRole('alert');
      await expect(slots.or(limited).first()).toBeVisible();
      if (!(await limited.isVisible())) continue;
      const [, m, d] = day.split('-').map(Number);
      const sentence = (await limited.getByRole('paragraph').innerText()).trim();
      expect(sentence).toMatch(new RegExp(`^${m}月${d}日以下项目(限约|满约)，请选择其他日期$`));
      const items = await limited
        .getByRole('list', { name: '当天不能预约的项目' })
        .getByRole('listitem')
        .allInnerTexts();
      seen.set(sentence.includes('满约') ? '满约' : '限约', items);
      // A limited day offers no slot, and 确定 stays off.
      await expect(slots).toHaveCount(0);
      await expect(picker.getByRole('button', { name: '确定' })).toBeDisabled();
      if (seen.size === 2) break;
    }
    if (seen.size < 2) await picker.getByRole('button', { name: '下个月' }).click();
  }
  expect(seen.get('满约')).toEqual(['无痛胃镜']);
  expect(seen.get('限约')).toEqual(['胸部低剂量螺旋CT']);
  await page.screenshot({ path: 'artifacts/booking-limited-day.png' });
});

test('the demo account: a coupon and a card take exactly their amounts off the payable', async ({ page }) => {
  await demoUser(page, { name: '张伟', sex: 'male', age: 38, marriage: '已婚' });
  await bookPackage(page, '00-1-BASIC');
  const itemsText = await payable(page).innerText();
  const items = fen(Math.round(Number(itemsText.replace(/[¥,]/g, '')) * 100));

  await page.getByRole('button', { name: /电子券/ }).click();
  const coupons = await read<Coupon[]>(
    page.request,
    `/wx/1/pay/couponUnity.json?sysCenterId=00-1&price=${items}&payType=online&scope=exam`,
  );
  const cash = coupons.find((c) => c.name === '现金券¥50')!;
  await page
    .locator('.popup-sheet')
    .getByRole('button', { name: /现金券¥50/ })
    .click();
  const withCoupon = payableTotal({
    itemsTotal: items,
    materialItemsTotal: fen(0),
    coupon: cash,
    payType: 'online',
    services: [],
    materialFee: fen(0),
    cards: [],
  });
  await expect(payable(page)).toHaveText(formatYuan(withCoupon.payable));
  expect(items - withCoupon.payable).toBe(5_000);

  await page.getByRole('button', { name: /电子体检卡/ }).click();
  // The ¥200 card of the demo account, as the popup lists it.
  const cardRow = page.locator('.popup-sheet').getByRole('checkbox', { name: /余额 ¥200\.00/ });
  const cardNo = (await cardRow.locator('.popup-sheet-name').innerText()).trim();
  const small: ExamCard = { id: 0, cardNo, balance: fen(20_000), expiryDate: '', stateName: '' };
  await cardRow.click();
  await page.locator('.popup-sheet').getByRole('button', { name: '确定' }).click();
  const withCard = payableTotal({
    itemsTotal: items,
    materialItemsTotal: fen(0),
    coupon: cash,
    payType: 'online',
    services: [],
    materialFee: fen(0),
    cards: [small],
  });
  await expect(payable(page)).toHaveText(formatYuan(withCard.payable));
  expect(withCoupon.payable - withCard.payable).toBe(Math.min(20_000, withCoupon.payable));
  await page.screenshot({ path: 'artifacts/booking-coupon-card.png' });
});

/** A birth date of its own for each run, so placeholder people never collide with an earlier run's. */
const placeholderBirth = new Date(Date.UTC(1970, 0, 1) + Math.floor(Math.random() * 10_000) * 86_400_000)
  .toISOString()
  .slice(0, 10)
  .replace(/-/g, '');

/** The i-th of a run of distinct valid ID numbers (men born on placeholderBirth), one per person booked. */
function placeholderId(i: number): string {
  const body = `110101${placeholderBirth}${String(100 + i * 2 + 1).slice(-3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((n, w, k) => n + w * Number(body[k]), 0);
  return body + '10X98765432'[sum % 11];
}

test("a place taken by someone else while the screen is open: 提交订单 reads the spec's full-day message and can be tried again", async ({
  page,
  browser,
}) => {
  await newUser(page, { name: '吴敏', sex: 'female', age: 29, marriage: '未婚' });
  await bookPackage(page, '00-1-BASIC');
  await page.getByText('到院支付', { exact: true }).click();
  const { date, time } = await chooseDate(page);
  const day = await read<DaySlots>(
    page.request,
    `/order/getTimeOfcount.json?sysCenterId=00-1&date=${date.replace(/-/g, '')}`,
  );
  const slot = day.dateHasPeopleList.find((s) => s.testTime.startsWith(time.slice(0, 5)))!;
  expect(slot.numberOfPeople).toBeGreaterThan(0);

  // Another account books every place left in that slot, each for a different person, through the API
  // exactly as its submit screen would (the package's own plan, priced by the domain).
  const other = await apiBooker(browser, test.info().project.use.baseURL);
  for (let i = 0; i < slot.numberOfPeople; i++) {
    await other.book({ name: '占位者', idCardNo: placeholderId(i) }, date, slot.no);
  }
  await other.close();

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText(`${date}预约已满，请选择其他日期`)).toBeVisible();
  await expect(page).toHaveURL(/\/appointment\/submit\?sysCenterId=[\w-]+$/);
  // Another slot, and the same screen books.
  await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
  await chooseDate(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
});
