import { expect, type Locator, type Page, test } from '@playwright/test';
import { infoFromIdCard } from '@tijian/domain';
import { freshPhone, loginWithSms } from './support.ts';

// The personalised path as a new user meets it at centre 00-1: 定制方案 → the examinee form (booking
// for someone else, its error texts, then filled well) → the health questionnaire in steps (exclusive
// options, pop-up follow-ups in an action sheet and a dialog, an unanswered question stopping the
// step and the submit) → the plan with its stars and reasons → the confirm page with the plan's items;
// then 定制方案 again for the same person lands on the previous questionnaire.

const CENTRE = '00-1';
const EXAMINEE = { name: '张伟', phone: '13800138000', age: 45 };

/** A valid 18-digit ID number of a man who turned `age` ten days ago. */
function maleIdCard(age: number): string {
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - age);
  born.setUTCDate(born.getUTCDate() - 10);
  const ymd = born.toISOString().slice(0, 10).replace(/-/g, '');
  const body = `110105${ymd}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}1`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((n, w, i) => n + w * Number(body[i]), 0);
  const id = body + '10X98765432'[sum % 11];
  expect(infoFromIdCard(id)).toMatchObject({ sexCode: 'male', age });
  return id;
}

/** The examinee form's item (label and its error) for a field placeholder. */
const formItem = (page: Page, placeholder: string) =>
  page.locator('.adm-form-item').filter({ has: page.getByPlaceholder(placeholder) });

/** From the entrance, 定制方案 → the examinee form, as 他人. */
async function openExamineeForm(page: Page) {
  await page.goto('/entrance');
  await page.getByRole('button', { name: '定制方案', exact: true }).click();
  await expect(page).toHaveURL(/\/registerInfo\/personal$/);
  await page.getByText('他人', { exact: true }).click();
  await expect(page.getByPlaceholder('请输入体检人姓名')).toHaveValue('');
}

/** Fills the form correctly for the examinee and goes on. */
async function fillExaminee(page: Page, idCard: string) {
  await page.getByPlaceholder('请输入体检人姓名').fill(EXAMINEE.name);
  await page.getByPlaceholder('请输入身份证号').fill(idCard);
  await expect(page.getByPlaceholder('请输入年龄')).toHaveValue(String(EXAMINEE.age));
  await page.getByPlaceholder('请输入手机号码').fill(EXAMINEE.phone);
  await page.getByText('已婚', { exact: true }).click();
  await page.getByText('请选择民族').first().click();
  await page.getByText('确定', { exact: true }).click();
  await expect(page.getByText('请选择民族')).toHaveCount(0);
  await page.getByPlaceholder('请输入身高').fill('175');
  await page.getByPlaceholder('请输入体重').fill('70');
  await page.getByRole('button', { name: '下一步', exact: true }).click();
}

/** A checkbox option of a question, by its role and exact name, as a screen reader finds it. */
const option = (q: Locator, name: string) => q.getByRole('checkbox', { name, exact: true });

/** A question of the current step, by its text. */
const question = (page: Page, name: string) =>
  page.locator('section.qn-question').filter({ has: page.getByRole('heading', { name, exact: false }) });

test('定制方案 as 他人: form errors, questionnaire (exclusive options, pop-ups, unanswered stops), plan with stars and reasons, confirm items; again → the previous questionnaire', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fmain');
  await loginWithSms(page, freshPhone());
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/mec/${CENTRE}`);
  await expect(page.getByRole('heading', { name: '北京朝阳健康体检中心' })).toBeVisible();

  const idCard = maleIdCard(EXAMINEE.age);

  // 1. The examinee form: each bad value is told, then the form filled well.
  await openExamineeForm(page);
  const nameItem = formItem(page, '请输入体检人姓名');
  await page.getByPlaceholder('请输入体检人姓名').fill('张a');
  await expect(nameItem).toContainText(/姓名必须为全中文或者全英文|用户名格式为中文\+数字或者纯英文/);
  const idItem = formItem(page, '请输入身份证号');
  await page
    .getByPlaceholder('请输入身份证号')
    .fill(`${idCard.slice(0, 17)}${idCard[17] === '0' ? '1' : '0'}`);
  await expect(idItem).toContainText(/身份证不合法!|身份证格式有误/);
  const heightItem = formItem(page, '请输入身高');
  await page.getByPlaceholder('请输入身高').fill('300');
  await expect(heightItem).toContainText(/身高必须在\d+-\d+之间/);
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect(page).toHaveURL(/\/registerInfo\/personal$/);
  await fillExaminee(page, idCard);
  await expect(page).toHaveURL(/\/physicalQuestionnaire\/personal$/);

  // 2. The questionnaire. Step 基本情况: 下一步 with a question unanswered stops there, marked.
  const stepTitle = page.locator('.qn-step-title');
  await expect(stepTitle).toHaveText('基本情况');
  await page.getByPlaceholder('30-150公斤').fill('70');
  const lastCheckup = question(page, '您最近一次体检是什么时候？');
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect(lastCheckup).toHaveAttribute('aria-invalid', 'true');
  await expect(lastCheckup.getByRole('alert')).toHaveText('请回答：您最近一次体检是什么时候？');
  await expect(stepTitle).toHaveText('基本情况');
  await lastCheckup.getByText('一到三年', { exact: true }).click();
  await expect(lastCheckup.getByRole('alert')).toHaveCount(0);
  await expect(lastCheckup).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: '下一步', exact: true }).click();

  // Step 既往病史: exclusive 以上都没有 clears the others and the reverse; pop-up follow-ups.
  await expect(stepTitle).toHaveText('既往病史');
  const disease = question(page, '您是否患有以下疾病？');
  const bp = option(disease, '高血压');
  const lipid = option(disease, '高血脂');
  const none = option(disease, '以上都没有');
  await lipid.click();
  await expect(lipid).toBeChecked();
  await none.click();
  await expect(none).toBeChecked();
  await expect(lipid).not.toBeChecked();
  // A choice follow-up: asked at once in an action sheet.
  await bp.click();
  await expect(bp).toBeChecked();
  await expect(none).not.toBeChecked();
  const sheet = page.locator('.adm-action-sheet').filter({ hasText: '您的血压控制情况如何？' });
  await expect(sheet).toBeVisible();
  await sheet.getByText('服药，控制良好', { exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(
    disease.getByRole('button', { name: /您的血压控制情况如何？\s*服药，控制良好/ }),
  ).toBeVisible();
  // A written follow-up: the dialog 进一步询问您, its range checked before it closes.
  await option(disease, '糖尿病').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '进一步询问您' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('您患糖尿病多少年了？')).toBeVisible();
  const answerInput = dialog.getByPlaceholder('请在此输入答案');
  await answerInput.fill('100');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog).toBeVisible();
  await answerInput.fill('5');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(disease.getByRole('button', { name: /您患糖尿病多少年了？\s*5年/ })).toBeVisible();
  // 手术 unanswered: 下一步 stops on it.
  const surgery = question(page, '您做过手术吗？');
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect(surgery.getByRole('alert')).toHaveText('请回答：您做过手术吗？');
  await expect(stepTitle).toHaveText('既往病史');
  await surgery.getByText('没有做过', { exact: true }).click();
  await page.getByRole('button', { name: '下一步', exact: true }).click();

  // Step 症状: stomach complaints.
  await expect(stepTitle).toHaveText('症状');
  await option(question(page, '您近三个月是否有以下不适？'), '反酸、烧心或上腹痛').click();
  await page.getByRole('button', { name: '下一步', exact: true }).click();

  // Step 家族史: 无 is exclusive too (checked, then cleared by 胃癌).
  await expect(stepTitle).toHaveText('家族史');
  const family = question(page, '您的父母、兄弟姐妹或子女是否患有以下疾病？');
  await option(family, '无').click();
  await option(family, '胃癌').click();
  await expect(option(family, '胃癌')).toBeChecked();
  await expect(option(family, '无')).not.toBeChecked();
  await page.getByRole('button', { name: '下一步', exact: true }).click();

  // Step 生活方式: 下一步 with 饮食习惯 unanswered stops and marks it.
  await expect(stepTitle).toHaveText('生活方式');
  await question(page, '您吸烟吗？').getByText('吸烟', { exact: true }).click();
  await page.getByPlaceholder('1-70年').fill('15');
  await question(page, '您饮酒吗？').getByText('偶尔饮酒', { exact: true }).click();
  await question(page, '您每周锻炼几次').getByText('一到两次', { exact: true }).click();
  await question(page, '您的睡眠情况如何？').getByText('一般', { exact: true }).click();
  const diet = question(page, '您的饮食习惯（可多选）');
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect(diet).toHaveAttribute('aria-invalid', 'true');
  await expect(diet.getByRole('alert')).toHaveText('请回答：您的饮食习惯（可多选）');
  await expect(stepTitle).toHaveText('生活方式');
  await option(diet, '清淡均衡').click();
  await page.getByRole('button', { name: '下一步', exact: true }).click();

  // Step 体检须知 (the last for a man): 提交 with the barium question unanswered stops and marks it.
  await expect(stepTitle).toHaveText('体检须知');
  await option(question(page, '您体内是否有以下植入物？'), '没有').click();
  const barium = question(page, '您近一周内是否做过钡餐或钡剂灌肠检查？');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(barium).toHaveAttribute('aria-invalid', 'true');
  await expect(barium.getByRole('alert')).toHaveText('请回答：您近一周内是否做过钡餐或钡剂灌肠检查？');
  await expect(page).toHaveURL(/\/physicalQuestionnaire\/personal$/);
  await barium.getByText('没有做过', { exact: true }).click();
  await page.getByRole('button', { name: '提交', exact: true }).click();

  // 3. The plan: levels with stars, each item with why.
  await expect(page).toHaveURL(/\/physicalExamination\/\d+\/personal$/);
  await expect(page.getByRole('heading', { name: '您的个性化体检方案' })).toBeVisible();
  const must = page.getByRole('region', { name: /必查项目/ });
  await expect(must.getByRole('img', { name: '4星推荐' })).toBeVisible();
  await expect(page.getByRole('img', { name: '5星推荐' })).toBeVisible();
  await expect(
    must.getByRole('listitem').filter({ hasText: '长期吸烟者建议低剂量螺旋CT筛查肺癌' }),
  ).toBeVisible();
  await expect(page.getByText('有胃癌家族史，建议胃镜检查')).toBeVisible();
  const precise = page.getByRole('region', { name: /精准项目/ });
  await expect(precise.getByRole('img', { name: '3星推荐' })).toBeVisible();
  await expect(precise.getByText('吸烟者建议检查肺癌相关肿瘤标志物')).toHaveCount(2);
  const items = page.locator('.qn-item');
  const count = await items.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    await expect(items.nth(i).locator('.qn-item-reason').first()).not.toBeEmpty();
  }
  const itemNames = await page.locator('.qn-item-name').allTextContents();
  await page.screenshot({ path: 'artifacts/questionnaire-plan.png' });

  // On to the confirm page: the plan's items.
  await page.getByRole('button', { name: '确认项目' }).click();
  await expect(page).toHaveURL(/\/appointment\/confirm\/customize\/\d+$/);
  await expect(page.getByText('体检人：男 · 45岁 · 已婚')).toBeVisible();
  const confirmed = page.getByRole('region', { name: '方案项目' });
  await expect(confirmed.getByText('胸部低剂量螺旋CT', { exact: true })).toBeVisible();
  // Each class shows two rows until 展开: open them all, then every item of the plan is there.
  const expand = confirmed.getByRole('button', { name: '展开', exact: true });
  while ((await expand.count()) > 0) {
    const before = await expand.count();
    await expand.first().click();
    await expect(expand).toHaveCount(before - 1);
  }
  for (const name of itemNames) {
    await expect(confirmed.getByText(name, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: 'artifacts/questionnaire-confirm.png' });

  // 4. 定制方案 again for the same person: the previous questionnaire, not a blank one.
  await openExamineeForm(page);
  await fillExaminee(page, idCard);
  await expect(page).toHaveURL(/\/questionDetails\/personal\/\d+$/);
  await expect(page.getByRole('heading', { name: '您之前填写过问卷' })).toBeVisible();
  const history = page.getByRole('region', { name: '既往病史' });
  await expect(history.getByText('高血压、糖尿病')).toBeVisible();
  await expect(history.getByText('服药，控制良好')).toBeVisible();
  await expect(history.getByText('5年')).toBeVisible();
  await expect(page.getByRole('region', { name: '生活方式' }).getByText('15年')).toBeVisible();
  await expect(page.getByRole('button', { name: '使用此问卷' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/questionnaire-previous.png' });
});
