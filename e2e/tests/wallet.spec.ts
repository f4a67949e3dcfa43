import { expect, type Locator, type Page, test } from '@playwright/test';
import { bookPackage, chooseDate, demoUser } from './booking-steps.ts';

// The wallet as the demo account meets it at 390×844: 我的卡包 from the personal centre's 健康卡 tile
// (its check-up cards and health cards, the ¥1500 card's ledger summing to its balance), the e-coupon
// list and a coupon's detail from the 电子券 tile; then an order paid in part by two check-up cards
// and with a coupon, seen spending both, cancelled from the coupon's page, and everything back; and
// the personal centre's counts equal to what the lists show.

/** The demo account's check-up cards (apps/server/src/seed/wallet-data.ts DEMO_CARDS). */
const CARDS = {
  small: '8800100020260001',
  large: '8800100020260002',
  expired: '8800100020260003',
};

const tile = (page: Page, name: string) => page.locator('.personage-tile').filter({ hasText: name });

/** A tile's count once the personal centre has it. */
async function tileCount(page: Page, name: string): Promise<number> {
  const count = tile(page, name).locator('.personage-tile-count');
  await expect(count).toHaveText(/^\d+$/);
  return Number(await count.innerText());
}

const examCards = (page: Page) => page.getByRole('region', { name: '体检卡' });
const healthCards = (page: Page) => page.getByRole('region', { name: '健康卡' });
const examCard = (page: Page, cardNo: string) =>
  examCards(page).getByRole('article', { name: new RegExp(` ${cardNo}$`) });

/** The card's ledger popup: its rows' labels (reason and signed amount), top to bottom, and its sum. */
async function openLedger(page: Page, cardNo: string): Promise<{ sheet: Locator; rows: string[] }> {
  await examCard(page, cardNo).getByRole('button').click();
  const sheet = page.locator('.wallet-ledger');
  await expect(sheet.getByText(`卡号 ${cardNo}`)).toBeVisible();
  const list = sheet.getByRole('list');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const rows = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label') ?? ''));
  return { sheet, rows };
}

async function closeLedger(page: Page) {
  await page.locator('.wallet-ledger').getByRole('button', { name: '关闭' }).click();
  await expect(page.locator('.wallet-ledger')).toHaveCount(0);
}

/** The signed fen of a ledger row's label (订单支付 -¥380.00 → -38000). */
const amountOf = (label: string) => {
  const m = /([+-])?¥(\d+)\.(\d{2})$/.exec(label)!;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
};

const yuan = (fen: number) => `¥${Math.trunc(fen / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;

test('我的卡包 and 电子券: the cards and their ledger, coupons by tab, an order paid with two cards and a coupon cancelled and given back, counts equal to the lists', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await demoUser(page, { name: '张伟', sex: 'male', age: 38, marriage: '已婚' });

  // 个人中心 → 健康卡 → 我的卡包: the check-up cards and the health cards.
  await page.goto('/personage');
  await tile(page, '健康卡').click();
  await expect(page).toHaveURL(/\/cardList$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的卡包' })).toBeVisible();
  const large = examCard(page, CARDS.large);
  await expect(large).toContainText('¥1500.00');
  await expect(large).toContainText('可用');
  await expect(examCard(page, CARDS.small)).toContainText('¥200.00');
  const expired = examCard(page, CARDS.expired);
  await expect(expired).toContainText('已过期');
  await expect(expired).toHaveClass(/is-dim/);
  // The seeded ones, by number: the suite's other journeys may have added health cards before.
  await expect(healthCards(page).getByRole('article', { name: '心血管健康管理卡 HC20250088' })).toContainText(
    '可使用',
  );
  await expect(healthCards(page).getByRole('article', { name: '慢病风险评估卡 HC20240066' })).toContainText(
    '已过期',
  );
  await page.screenshot({ path: 'artifacts/wallet-card-list.png', fullPage: true });

  // The ¥1500 card's ledger: issued, a check-up paid and cancelled, a top-up; the balance is their sum.
  const first = await openLedger(page, CARDS.large);
  expect(first.rows).toEqual([
    '充值 +¥500.00',
    '订单退回 +¥380.00',
    '订单支付 -¥380.00',
    '开卡充值 +¥1000.00',
  ]);
  await expect(first.sheet.getByText('单位福利充值')).toBeVisible();
  await expect(first.sheet.getByText(/^订单号 TJ\d+$/).first()).toBeVisible();
  expect(first.rows.reduce((sum, r) => sum + amountOf(r), 0)).toBe(150_000);
  await expect(first.sheet.getByTestId('ledger-sum')).toHaveText('余额（以上合计）¥1500.00');
  await page.screenshot({ path: 'artifacts/wallet-ledger.png' });
  await closeLedger(page);

  // A health card leads to its services.
  await healthCards(page)
    .getByRole('article', { name: '心血管健康管理卡 HC20250088' })
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/\/serveCard\/\d+$/);

  // 个人中心 → 电子券: the tabs, then a spent coupon's detail with the order that used it.
  await page.goto('/personage');
  await tile(page, '电子券').click();
  await expect(page).toHaveURL(/\/electronicCoupon\/list$/);
  const usable = page.getByRole('list', { name: '可使用' });
  await expect(usable.getByRole('button', { name: '现金券¥50 ¥50.00' })).toContainText('满¥300.00可用');
  await expect(usable.getByRole('button', { name: /^满1000减100 / })).toBeVisible();
  await expect(usable.getByRole('button', { name: '碳13呼气试验兑换券 碳13呼气试验' })).toContainText(
    '无门槛',
  );
  await page.getByRole('tab', { name: '已过期' }).click();
  await expect(
    page.getByRole('list', { name: '已过期' }).getByRole('button', { name: '新人现金券¥30 ¥30.00' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: '已使用' }).click();
  await page
    .getByRole('list', { name: '已使用' })
    .getByRole('button', { name: '骨密度检测赠送券 赠 超声骨密度' })
    .click();
  await expect(page).toHaveURL(/\/electronicCoupon\/detail\/\d+\/4$/);
  const gift = page.getByRole('region', { name: '骨密度检测赠送券' });
  await expect(gift).toContainText('已使用');
  await expect(gift).toContainText('全部体检中心');
  await expect(page.getByRole('region', { name: '使用说明' })).toContainText(
    '预约体检时免费赠送“超声骨密度”一次',
  );
  await expect(page.getByRole('button', { name: '去使用' })).toHaveCount(0);
  await page.getByRole('region', { name: '使用订单' }).getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/order\/personal\/[\w-]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: '已结束' })).toBeVisible();
  // Back on the list, the tab is the one left.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('tab', { name: '已使用' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: 'artifacts/wallet-coupons-used.png', fullPage: true });

  // An order at 00-1 with 满1000减100 and both cards: they pay ¥1700 of it, the rest waits online.
  await bookPackage(page, '00-1-VIP');
  await chooseDate(page);
  await page.getByRole('button', { name: /电子券/ }).click();
  await page
    .locator('.popup-sheet')
    .getByRole('button', { name: /满1000减100/ })
    .click();
  await page.getByRole('button', { name: /电子体检卡/ }).click();
  const cardPopup = page.locator('.popup-sheet');
  await cardPopup.getByRole('checkbox', { name: new RegExp(CARDS.small) }).click();
  await cardPopup.getByRole('checkbox', { name: new RegExp(CARDS.large) }).click();
  await expect(cardPopup.getByRole('checkbox', { name: new RegExp(CARDS.large) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await cardPopup.getByRole('button', { name: '确定' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('button', { name: '不需要专属服务' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/onlinePayment\/product\/\d+$/);
  const orderId = /(\d+)$/.exec(new URL(page.url()).pathname)![1];

  // Both cards are spent on it, and the coupon is held by it.
  await page.goto('/cardList');
  await expect(examCard(page, CARDS.small)).toContainText('¥0.00');
  await expect(examCard(page, CARDS.small)).toContainText('已用完');
  await expect(examCard(page, CARDS.small)).toHaveClass(/is-dim/);
  await expect(examCard(page, CARDS.large)).toContainText('¥0.00');
  const spent = await openLedger(page, CARDS.large);
  expect(spent.rows[0]).toBe('订单支付 -¥1500.00');
  await expect(spent.sheet.getByTestId('ledger-sum')).toHaveText('余额（以上合计）¥0.00');
  await closeLedger(page);
  await page.goto('/electronicCoupon/list');
  const held = page.getByRole('list', { name: '可使用' }).getByRole('button', { name: /^满1000减100 / });
  await expect(held).toContainText('该电子券已被未支付订单使用');
  await page.screenshot({ path: 'artifacts/wallet-coupon-held.png', fullPage: true });

  // The coupon's page names the order holding it; the order is cancelled from there.
  await held.click();
  await expect(page.getByRole('region', { name: '满1000减100' })).toContainText('已被未支付订单占用');
  await expect(page.getByRole('button', { name: '去使用' })).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/wallet-coupon-detail.png', fullPage: true });
  await page.getByRole('region', { name: '占用订单' }).getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/personal/00-1/${orderId}$`));
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '已取消' })).toBeVisible();

  // Everything is back: both balances, the ledger's refund row, the coupon usable again.
  await page.goto('/personage');
  await tile(page, '健康卡').click();
  await expect(examCard(page, CARDS.small)).toContainText('¥200.00');
  await expect(examCard(page, CARDS.small)).toContainText('可用');
  await expect(examCard(page, CARDS.large)).toContainText('¥1500.00');
  const back = await openLedger(page, CARDS.large);
  expect(back.rows.slice(0, 2)).toEqual(['订单退回 +¥1500.00', '订单支付 -¥1500.00']);
  expect(yuan(back.rows.reduce((sum, r) => sum + amountOf(r), 0))).toBe('¥1500.00');
  await expect(back.sheet.getByTestId('ledger-sum')).toHaveText('余额（以上合计）¥1500.00');
  await closeLedger(page);
  await page.goto('/personage');
  await tile(page, '电子券').click();
  const again = page.getByRole('list', { name: '可使用' }).getByRole('button', { name: /^满1000减100 / });
  await expect(again).toBeVisible();
  await expect(again).not.toContainText('该电子券已被未支付订单使用');
  await again.click();
  await expect(page.getByRole('region', { name: '满1000减100' })).toContainText('可使用');
  await page.getByRole('button', { name: '去使用' }).click();
  await expect(page).toHaveURL(/\/entrance$/);

  // The personal centre's counts are the lengths of the lists its tiles open.
  await page.goto('/personage');
  const counts = {
    cards: await tileCount(page, '健康卡'),
    coupons: await tileCount(page, '电子券'),
    medical: await tileCount(page, '就诊卡'),
  };
  await tile(page, '健康卡').click();
  await expect(examCard(page, CARDS.large)).toBeVisible();
  await expect(healthCards(page).getByRole('article').first()).toBeVisible();
  const listed =
    (await examCards(page).getByRole('article').count()) +
    (await healthCards(page).getByRole('article').count());
  expect(listed).toBe(counts.cards);
  await page.goBack();
  await tile(page, '电子券').click();
  await expect(page.getByRole('list', { name: '可使用' }).getByRole('listitem').first()).toBeVisible();
  expect(await page.getByRole('list', { name: '可使用' }).getByRole('listitem').count()).toBe(counts.coupons);
  await page.goBack();
  await tile(page, '就诊卡').click();
  await expect(page).toHaveURL(/\/medicalCard\/list$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBe(counts.medical);
});
