import { expect, type Page, test } from '@playwright/test';
import { daysAhead, idCardFor } from './booking-steps.ts';
import { consoleSignIn, openItem } from './console-steps.ts';
import { freshPhone, loginWithSms, masked } from './support.ts';

// Company check-ups (issue 23) end to end: 华兴科技's HR administrator uploads a roster in the console
// (a file with a bad row first: every error listed, nobody imported); a person on it signs in on a
// phone with a new account, proves the place, adds one item of their own, books a day within the
// company's quota and pays the difference online in the sandbox; HR then sees that person move to
// 已预约, and the anonymous results hide every group with fewer than 10 reports and name nobody.

const COMPANY_CODE = 'HX2026';
const COMPANY_NAME = '华兴科技有限公司';
const HEADER = '姓名,身份证号,手机号,职级,部门';
/** Not among the seeded surnames: the journey's people are found by their name alone. */
const GIVEN = '晓明思远嘉怡子涵浩然雨桐';

function personName(): string {
  const pick = () => GIVEN[Math.floor(Math.random() * GIVEN.length)];
  return `欧阳${pick()}${pick()}`;
}

/** A roster file as HR would save it from Excel: CSV with a byte order mark. */
function rosterCsv(rows: string[][]): Buffer {
  return Buffer.from(`\uFEFF${[HEADER, ...rows.map((r) => r.join(','))].join('\r\n')}\r\n`, 'utf8');
}

async function upload(console: Page, name: string, content: Buffer) {
  await console.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
}

/** 人员进度 searched for one person: their row, once the table answers the search. */
async function rosterRow(console: Page, name: string) {
  await console.getByLabel('搜索姓名或部门').fill(name);
  return console.getByRole('row', { name: new RegExp(name) });
}

/** The number a 人员进度 tab counts: 已预约（3） → 3. */
async function tabCount(console: Page, state: string): Promise<number> {
  const tab = console.getByRole('tab', { name: new RegExp(`^${state}（\\d+）$`) });
  await expect(tab).toBeVisible();
  return Number((await tab.innerText()).match(/（(\d+)）/)![1]);
}

test('HR uploads a roster; a person on it books within quota, pays for an extra item; HR sees the progress and hidden small groups', async ({
  page,
  browser,
  baseURL,
}) => {
  const employee = {
    name: personName(),
    idCardNo: idCardFor({ sex: 'female', age: 31 }),
    phone: freshPhone(),
  };

  // 1. The console: HR signs in and opens 名单导入.
  const hr = await consoleSignIn(browser, baseURL!, 'hr-hx');
  await openItem(hr, '名单导入');

  // A file with one good and one bad row: every error by row and column, and nothing imported.
  let notImported = personName();
  while (notImported === employee.name) notImported = personName();
  await upload(
    hr,
    '名单-有错误.csv',
    rosterCsv([
      [notImported, idCardFor({ sex: 'male', age: 40 }), freshPhone(), '员工', '研发部'],
      [employee.name, '110105199001011230', '1380013800', '员工', '行政部'],
    ]),
  );
  const refused = hr.getByRole('alert').filter({ hasText: '名单-有错误.csv' });
  await expect(refused).toContainText(/有 2 处错误，名单未导入/);
  await expect(refused).toContainText('名单中一行也没有导入');
  const errors = hr.getByRole('table');
  await expect(errors.getByRole('row', { name: /身份证号/ }).filter({ hasText: /^3/ })).toHaveCount(1);
  await expect(errors.getByRole('row', { name: /手机号/ }).filter({ hasText: /^3/ })).toHaveCount(1);
  await hr.screenshot({ path: 'artifacts/team-import-errors.png', fullPage: true });

  // The corrected file: the person is added.
  await upload(
    hr,
    '名单.csv',
    rosterCsv([[employee.name, employee.idCardNo, employee.phone, '员工', '行政部']]),
  );
  const imported = hr.getByRole('alert').filter({ hasText: '名单.csv 已导入' });
  await expect(imported).toContainText('共导入 1 人：新增 1 人，更新 0 人');

  // 人员进度: the new person is there, not booked; the bad file's good row never came in.
  await openItem(hr, '人员进度');
  await expect(await rosterRow(hr, notImported)).toHaveCount(0);
  await expect(hr.getByText('没有符合条件的人员')).toBeVisible();
  const row = await rosterRow(hr, employee.name);
  await expect(row).toHaveCount(1);
  // Not booked yet: 未预约, as the tab counting such people says.
  await expect(row).toContainText('未预约');
  const bookedBefore = await tabCount(hr, '已预约');
  await expect(row).toContainText('行政部');
  // The ID number and phone are masked.
  await expect(row).not.toContainText(employee.idCardNo);
  await expect(row).not.toContainText(employee.phone);

  // 2. The phone: a new account with the roster's phone proves the place.
  await page.goto('/login?redirect=%2Fteam%2Flist');
  await loginWithSms(page, employee.phone);
  await expect(page).toHaveURL(/\/team\/list$/);
  await expect(page.getByText('您还没有关联团检名额')).toBeVisible();
  await page.getByRole('button', { name: '验证团检身份' }).click();
  await expect(page).toHaveURL(/\/team\/registerInfo\/0$/);
  await page.getByRole('textbox', { name: '单位编码' }).fill(COMPANY_CODE.toLowerCase());
  await page.getByRole('textbox', { name: '姓名' }).fill(employee.name);
  await page.getByRole('textbox', { name: '证件号码或手机号' }).fill(employee.idCardNo);
  await page.getByRole('button', { name: '验证并继续' }).click();
  await expect(page).toHaveURL(/\/team\/affirm\/\d+$/);
  const memberId = Number(page.url().split('/').pop());

  // 确认信息: the place as the roster holds it.
  await expect(page.getByText(COMPANY_NAME)).toBeVisible();
  // The roster's person, masked even on their own screen.
  await expect(
    page.getByText(`${employee.idCardNo.slice(0, 3)}***********${employee.idCardNo.slice(-4)}`),
  ).toBeVisible();
  await expect(page.getByText(masked(employee.phone))).toBeVisible();
  await expect(page.getByText('行政部')).toBeVisible();
  await expect(page.getByText('基础健康体检套餐')).toBeVisible();
  await page.getByText('已婚', { exact: true }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/team\/projectConfirm$/);

  // 确认项目: the company's package, one item added at the company's discount, paid by the person.
  const selfPays = page.getByRole('status', { name: '个人支付' });
  await expect(selfPays).toHaveText('个人支付：¥0.00');
  const extra = page.getByRole('checkbox', { name: '碳13呼气试验' });
  await extra.click();
  await expect(extra).toBeChecked();
  // ¥150.00 listed, 8.5折: ¥127.50 for the person.
  await expect(selfPays).toHaveText('个人支付：¥127.50');
  await page.screenshot({ path: 'artifacts/team-project-confirm.png', fullPage: true });
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/team\/submit$/);

  // 提交: a day after today with the company's places left, then a slot; online payment.
  const days = page.getByRole('radiogroup', { name: '体检日期' });
  const slots = page.getByRole('radiogroup', { name: '体检时段' });
  await expect(days.getByRole('radio').first()).toBeVisible();
  // How the day list names a day (11月28日), for every day from tomorrow to past the window's end.
  const dayName = (d: string) => `${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;
  const later = new Set(Array.from({ length: 90 }, (_, i) => dayName(daysAhead(i + 1))));
  // The first open day from tomorrow on (today may have no slot left at this hour).
  const names = await days
    .getByRole('radio')
    .evaluateAll((els) =>
      els.filter((el) => !(el as HTMLButtonElement).disabled).map((el) => el.textContent ?? ''),
    );
  let chosen = '';
  for (const name of names.filter((n) => later.has(n.split(' ')[0]!))) {
    const day = days.getByRole('radio', { name, exact: true });
    await day.click();
    await expect(day).toHaveAttribute('aria-checked', 'true');
    await expect(slots.or(page.getByText('当天暂无可约时段')).first()).toBeVisible();
    const free = slots.locator('button[role=radio]:not([disabled])');
    if ((await free.count()) === 0) continue;
    await free.first().click();
    await expect(slots.locator('[aria-checked="true"]')).toHaveCount(1);
    chosen = name;
    break;
  }
  expect(chosen, 'an open day with an open slot').not.toBe('');
  const placesLeft = Number(chosen.match(/余(\d+)$/)?.[1]);
  expect(placesLeft).toBeGreaterThan(0);
  await expect(page.getByText('碳13呼气试验')).toBeVisible();
  await expect(selfPays).toHaveText('个人支付：¥127.50');
  await expect(page.getByRole('radio', { name: '在线支付' })).toBeChecked();
  // The company provides invoices: a paper one for the person's part, the personal screen's form.
  await page.getByText('不需要', { exact: true }).click();
  await page.getByRole('textbox', { name: '单位名称' }).fill(COMPANY_NAME);
  await page.getByRole('textbox', { name: '收件人' }).fill(employee.name);
  await page.getByRole('textbox', { name: '联系电话' }).fill(employee.phone);
  await page.getByRole('textbox', { name: '邮寄地址' }).fill('北京市海淀区中关村大街1号');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`公司抬头：${COMPANY_NAME}`)).toBeVisible();
  await page.screenshot({ path: 'artifacts/team-submit.png', fullPage: true });
  await page.getByRole('button', { name: '提交预约' }).click();

  // The sandbox payment of the person's part, as for any order.
  await expect(page).toHaveURL(/\/order\/onlinePayment\/team\/\d+$/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥127.50');
  await page.getByRole('button', { name: '本机支付' }).click();
  await expect(page).toHaveURL(/\/pay\?payId=/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥127.50');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/succeed\?orderId=\d+$/);
  // The paper invoice went with the order, as a personal one does.
  const teamOrderId = new URL(page.url()).searchParams.get('orderId');
  const teamOrder = await (
    await page.request.get(`/m/wx/1/appointment/order.json?orderId=${teamOrderId}`)
  ).json();
  expect(teamOrder.data.invoice).toMatchObject({
    invoiceTitleType: '1',
    companyName: COMPANY_NAME,
    consignee: employee.name,
  });
  await expect(page.getByRole('heading', { name: '预约成功', level: 2 })).toBeVisible();

  // The booking took one of the company's places that day.
  const after = await (
    await page.request.get(`/m/1/groupcheck/confirmDate.json?memberId=${memberId}`)
  ).json();
  expect(after.error_code, after.error).toBe('000000');
  const day = after.data.list.find((d: { testDate: string }) => chosen.startsWith(`${dayName(d.testDate)} `));
  expect(day.quotaLeft).toBe(placesLeft - 1);

  // 团检订单 lists it: the company's part and the person's.
  await page.goto('/team/firmOrde');
  const order = page.getByRole('article', { name: new RegExp(COMPANY_NAME) });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(employee.name);
  await expect(order).toContainText('单位支付 ¥450.00');
  await expect(order).toContainText('个人支付 ¥127.50');
  await page.screenshot({ path: 'artifacts/team-orders.png', fullPage: true });

  // 3. The console again: the person is booked now.
  await hr.reload();
  await expect(hr.getByRole('heading', { level: 2, name: '人员进度' })).toBeVisible();
  const booked = await rosterRow(hr, employee.name);
  await expect(booked).toContainText('已预约');
  await expect(hr.getByRole('tab', { name: `已预约（${bookedBefore + 1}）` })).toBeVisible();
  await hr.screenshot({ path: 'artifacts/team-roster.png', fullPage: true });

  // Everyone on the roster (the seeded people and this one), to be sure the results name none of them.
  await hr.getByLabel('搜索姓名或部门').fill('');
  const everyone = await tabCount(hr, '全部');
  await expect(hr.getByText(`共 ${everyone} 人`)).toBeVisible();
  const people = (await hr.locator('.ant-table-tbody tr.ant-table-row td:first-child').allInnerTexts())
    .map((t) => t.trim())
    .filter(Boolean);
  expect(people).toHaveLength(everyone);
  expect(people).toContain(employee.name);

  // 汇总结果: 研发部 (12 reports) shows figures; smaller groups show their name and nothing else.
  await openItem(hr, '汇总结果');
  await expect(hr.getByText('有报告者不足10人的组不显示任何数字')).toBeVisible();
  const groups = hr.getByRole('region');
  await expect(groups.filter({ hasText: '人数不足10人，不显示' }).first()).toBeVisible();
  const hidden = hr.getByRole('region', { name: '市场部' });
  await expect(hidden).toContainText('人数不足10人，不显示');
  await expect(hidden).not.toContainText(/\d+人 ·/);
  await expect(hr.getByRole('region', { name: '研发部' })).toContainText(/报告已出 12 \/ \d+ 人/);
  const results = await hr.getByRole('region', { name: '汇总结果', exact: true }).innerText();
  for (const person of people) expect(results).not.toContain(person);
  await hr.screenshot({ path: 'artifacts/team-results.png', fullPage: true });
  await hr.context().close();
});
