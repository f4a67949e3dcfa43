import { expect, type Locator, type Page, test } from '@playwright/test';
import { maskIdCard, maskPhone } from '@tijian/domain';
import { chooseDate, idCardFor, newUser } from './booking-steps.ts';
import { freshPhone, loginWithSms } from './support.ts';

// The quick appointment (spec 2 screen 7, spec 5 "Quick form"): for 本人 it asks for the ID number and
// the phone only when the account has none on file; for someone else it asks for both. Its 0019 order
// names the package it books, paid at the centre, and the success replaces the form.

const field = (page: Page, name: string) => page.locator(`#quick-field-${name}`);
/** The option checked in a radio group of the form (antd-mobile marks it with its checked class). */
const checkedIn = (scope: Locator) => scope.locator('.adm-radio-checked');

/** The package choice after the form, then 确认预约: the success page replaces the last step. */
async function bookBasic(page: Page) {
  await expect(page).toHaveURL(/\/shortcut\/order\/optPlan\/00-1\/pd$/);
  await page.getByRole('radio', { name: /基础健康体检套餐/ }).click();
  await page.getByRole('button', { name: '确认预约' }).click();
  await expect(page).toHaveURL(/\/shortcut\/order\/success\/00-1\/\d+$/);
  await expect(page.getByRole('heading', { name: '预约成功', level: 2 })).toBeVisible();
}

test('quick appointment: 本人 with ID and phone on file is not asked for them; 他人 is, and the form jumps to the first invalid field', async ({
  page,
}) => {
  await newUser(page, { name: '赵敏', sex: 'female', age: 40, marriage: '已婚' });

  // 本人: the profile's name, sex, age and marital status; no ID number or phone field.
  await page.goto('/shortcut/order?sysCenterId=00-1');
  const who = page.getByRole('region', { name: '为谁预约' });
  await expect(checkedIn(who)).toHaveText('本人');
  await expect(field(page, 'callName').locator('input')).toHaveValue('赵敏');
  await expect(field(page, 'idCardNo')).toHaveCount(0);
  await expect(field(page, 'boCellPhoneNo')).toHaveCount(0);
  await expect(checkedIn(field(page, 'sexCode'))).toHaveText('女');
  await expect(field(page, 'age').locator('input')).toHaveValue('40');
  await page.screenshot({ path: 'artifacts/quick-self.png' });
  await page.locator('#quick-field-folkId select').selectOption('0');
  await chooseDate(page, field(page, 'date').locator('button'));
  await page.getByRole('button', { name: '下一步' }).click();
  await bookBasic(page);
  // The order was taken with the account's own ID number and phone, which nobody typed.
  const profile = (await (await page.request.get('/m/wx/user/getUser.json')).json()).data;
  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/order\/personal\/00-1\/\d+$/);
  await expect(page.getByText('赵敏', { exact: true })).toBeVisible();
  await expect(page.getByText(maskIdCard(profile.idCardNo), { exact: true })).toBeVisible();
  await expect(page.getByText(maskPhone(profile.mobilePhone), { exact: true })).toBeVisible();

  // 他人: blank, and both fields appear.
  await page.goto('/shortcut/order?sysCenterId=00-1');
  await who.getByText('他人', { exact: true }).click();
  await expect(field(page, 'callName').locator('input')).toHaveValue('');
  await expect(field(page, 'idCardNo')).toBeVisible();
  await expect(field(page, 'boCellPhoneNo')).toBeVisible();
  await page.screenshot({ path: 'artifacts/quick-other.png' });
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入体检人姓名')).toBeVisible();
  await expect(field(page, 'callName').locator('input')).toBeFocused();

  await field(page, 'callName').locator('input').fill('周杰');
  await field(page, 'idCardNo')
    .locator('input')
    .fill(idCardFor({ sex: 'male', age: 50 }));
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(field(page, 'boCellPhoneNo').locator('input')).toBeFocused();

  await field(page, 'boCellPhoneNo').locator('input').fill('13900002222');
  await page.getByText('已婚', { exact: true }).click();
  await page.locator('#quick-field-folkId select').selectOption('0');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(field(page, 'date').locator('button')).toBeFocused();
  await chooseDate(page, field(page, 'date').locator('button'));
  await page.getByRole('button', { name: '下一步' }).click();
  await bookBasic(page);
  // The success replaced the plan choice: back leaves the quick appointment's last step behind.
  await page.goBack();
  await expect(page).not.toHaveURL(/optPlan/);
});

test('booking again for 本人 starts from what 本人 was booked with: the profile keeps it', async ({
  page,
}) => {
  // An account with nothing on file but its phone: 本人 is asked for the ID number, not the phone.
  await page.goto('/login?redirect=%2Fmain');
  await loginWithSms(page, freshPhone());
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/shortcut/order?sysCenterId=00-1');
  await expect(field(page, 'idCardNo')).toBeVisible();
  await expect(field(page, 'boCellPhoneNo')).toHaveCount(0);
  const idCardNo = idCardFor({ sex: 'male', age: 45 });
  await field(page, 'callName').locator('input').fill('孙立');
  await field(page, 'idCardNo').locator('input').fill(idCardNo);
  await field(page, 'marryStateCode').getByText('未婚', { exact: true }).click();
  await page.locator('#quick-field-folkId select').selectOption('2');
  await chooseDate(page, field(page, 'date').locator('button'));
  await page.getByRole('button', { name: '下一步' }).click();
  await bookBasic(page);

  // Again, on the quick form and on the examinee form: 本人 is the person booked.
  await page.goto('/shortcut/order?sysCenterId=00-1');
  await expect(field(page, 'callName').locator('input')).toHaveValue('孙立');
  await expect(field(page, 'idCardNo')).toHaveCount(0);
  await expect(checkedIn(field(page, 'marryStateCode'))).toHaveText('未婚');
  await expect(page.locator('#quick-field-folkId select')).toHaveValue('2');
  await page.goto('/registerInfo/custom?sysCenterId=00-1');
  await expect(page.getByPlaceholder('请输入体检人姓名')).toHaveValue('孙立');
  await expect(page.getByPlaceholder('请输入身份证号')).toHaveValue(idCardNo);
  await expect(page.getByText('回族', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'artifacts/register-info-again.png' });
});
