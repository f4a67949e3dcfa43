import { expect, type Locator, type Page } from '@playwright/test';
import { infoFromIdCard } from '@tijian/domain';
import { freshPhone, loginWithSms } from './support.ts';

// The steps of booking as a person takes them, shared by the booking journeys and those after it.

export interface Examinee {
  name: string;
  sex: 'male' | 'female';
  age: number;
  marriage: '已婚' | '未婚';
}

/** A valid 18-digit ID number of someone of this sex who turned `age` ten days ago. */
export function idCardFor({ sex, age }: Pick<Examinee, 'sex' | 'age'>): string {
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - age);
  born.setUTCDate(born.getUTCDate() - 10);
  const ymd = born.toISOString().slice(0, 10).replace(/-/g, '');
  const serial = String(Math.floor(Math.random() * 100)).padStart(2, '0');
  const body = `110105${ymd}${serial}${sex === 'male' ? '1' : '2'}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((n, w, i) => n + w * Number(body[i]), 0);
  const id = body + '10X98765432'[sum % 11];
  expect(infoFromIdCard(id)).toMatchObject({ sexCode: sex, age });
  return id;
}

/** 编辑资料 filled as a person does, so 本人 on the examinee form is a complete examinee. */
export async function fillProfile(page: Page, who: Examinee) {
  await page.goto('/userInformation');
  await page.getByPlaceholder('请输入姓名').fill(who.name);
  await page.getByPlaceholder('请输入身份证号').fill(idCardFor(who));
  await expect(page.getByPlaceholder('请输入年龄')).toHaveValue(String(who.age));
  await page.getByText(who.marriage, { exact: true }).click();
  const folk = page.getByText('请选择民族');
  if (await folk.count()) {
    await folk.click();
    await page.getByText('确定', { exact: true }).click();
    await expect(folk).toHaveCount(0);
  }
  await page.getByPlaceholder('请输入身高(cm)').fill(who.sex === 'male' ? '175' : '162');
  await page.getByPlaceholder('请输入体重(kg)').fill(who.sex === 'male' ? '70' : '55');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).not.toHaveURL(/\/userInformation$/);
}

export async function newUser(page: Page, who: Examinee) {
  await page.goto('/login?redirect=%2Fmain');
  await loginWithSms(page, freshPhone());
  await expect(page).not.toHaveURL(/\/login/);
  await fillProfile(page, who);
}

/** The demo account (it holds the seeded coupons and cards), by the password tab. */
export async function demoUser(page: Page, who: Examinee) {
  await page.goto('/login?redirect=%2Fmain');
  await page.getByText('密码登录', { exact: true }).click();
  await page.getByPlaceholder('请输入手机号码').fill('13800138000');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await fillProfile(page, who);
}

/** 立即预约 on a package → the examinee (本人) → its items → the submit screen. */
export async function bookPackage(page: Page, productId: string, addItem?: string) {
  await page.goto(`/product/detail/${productId}`);
  await page.getByRole('button', { name: '立即预约' }).click();
  await expect(page).toHaveURL(/\/registerInfo\//);
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect(page).toHaveURL(/\/appointment\/confirm\/product\/pd$/);
  if (addItem) {
    await page.getByRole('button', { name: '添加项目' }).click();
    await page.getByRole('tab', { name: '全部' }).click();
    await page.getByRole('checkbox', { name: addItem }).click();
    await expect(page.getByRole('checkbox', { name: addItem })).toBeChecked();
    await page.getByRole('button', { name: '选好了' }).click();
    await expect(page).toHaveURL(/\/appointment\/confirm\/product\/pd$/);
  }
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/appointment\/submit\?sysCenterId=[\w-]+$/);
  await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
}

const NEXT_MONTH = '下个月';

/** The picker's open days, in order (YYYY-MM-DD). */
export async function openDays(picker: Locator): Promise<string[]> {
  await expect(picker.getByRole('button', { name: /可约$/ }).first()).toBeVisible();
  const names = await picker
    .getByRole('button', { name: /可约$/ })
    .evaluateAll((els) =>
      els
        .filter((el) => !(el as HTMLButtonElement).disabled)
        .map((el) => el.getAttribute('aria-label') ?? ''),
    );
  return names.map((n) => n.slice(0, 10));
}

/**
 * A day (YYYY-MM-DD, Shanghai) `days` from now. `chooseDate(page, row, daysAhead(0))` books a later
 * day than today whatever the hour: before a day's last slot has begun, today is the first open day,
 * and a same-day booking behaves differently (doctor review asks to move it; it cannot be moved).
 */
export function daysAhead(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Opens the picker, takes the first open day with an open slot, confirms; answers the day and slot text. */
export async function chooseDate(
  page: Page,
  dateRow: Locator = page.getByRole('button', { name: /体检日期/ }),
  /** only days after this one (YYYY-MM-DD): a booking far enough ahead to move, a different day to move to */
  after = '',
) {
  await dateRow.click();
  const picker = page.locator('.date-slot-picker');
  for (let month = 0; month < 3; month++) {
    for (const day of (await openDays(picker)).filter((d) => d > after)) {
      await picker.getByRole('button', { name: `${day} 可约` }).click();
      // A limited day says so and offers no slot; the next day is tried.
      const slots = picker.getByRole('radiogroup', { name: '体检时段' });
      const limited = picker.getByRole('alert');
      await expect(slots.or(limited).first()).toBeVisible();
      if (await limited.isVisible()) continue;
      const open = slots.locator('button:not([disabled])');
      if ((await open.count()) === 0) continue;
      if ((await slots.locator('[aria-checked="true"]').count()) === 0) await open.first().click();
      const time = (await slots.locator('[aria-checked="true"]').innerText()).slice(0, 11);
      await picker.getByRole('button', { name: '确定' }).click();
      await expect(picker).toHaveCount(0);
      return { date: day, time };
    }
    await picker.getByRole('button', { name: NEXT_MONTH }).click();
  }
  throw new Error(`no open day with an open slot after ${after || 'today'}`);
}

export const payable = (page: Page) => page.getByTestId('payable');
