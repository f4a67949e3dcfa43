import { expect, type Locator, type Page, test } from '@playwright/test';
import { EligibilityReasons, infoFromIdCard, SurveyMessages } from '@tijian/domain';
import { freshPhone, loginWithSms } from './support.ts';

// Pre-exam eligibility and the survey gate, as a new user meets them:
// 1. At centre 00-1, 定制方案 for a pregnant woman: the questionnaire's 已怀孕 reaches the confirm page's
//    体检前须知, the chest CT and the neck X-ray the answers call for are refused with their reason,
//    下一步 stops on them, 返回修改 stays, 移除这些项目 takes them out through the rules.
// 2. A package for a woman planning a pregnancy: she ticks 备孕中 on the confirm page, the package's
//    chest X-ray is refused with its own reason, and being a package item it cannot be removed.
// 3. At centre 00-7, 自选项目: the epidemiological survey comes first; healthy answers go on to the
//    confirm page; a contact with a case refuses the booking with the centre's phone, there and on the
//    next try.

/** A valid 18-digit ID number of someone of this sex who turned `age` ten days ago. */
function idCard(sex: 'male' | 'female', age: number): string {
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - age);
  born.setUTCDate(born.getUTCDate() - 10);
  const ymd = born.toISOString().slice(0, 10).replace(/-/g, '');
  const seq = String(Math.floor(Math.random() * 100)).padStart(2, '0');
  const body = `440104${ymd}${seq}${sex === 'female' ? 2 : 1}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((n, w, i) => n + w * Number(body[i]), 0);
  const id = body + '10X98765432'[sum % 11];
  expect(infoFromIdCard(id)).toMatchObject({ sexCode: sex, age });
  return id;
}

/** Logs a new user in and makes `centre` the current one. */
async function newUserAt(page: Page, centre: string, name: string) {
  await page.goto('/login?redirect=%2Fmain');
  await loginWithSms(page, freshPhone());
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/mec/${centre}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** From the entrance's button to the examinee form, as 他人, filled in well; then 下一步. */
async function bookFor(page: Page, entrance: string, who: { name: string; idCard: string }) {
  await page.goto('/entrance');
  await page.getByRole('button', { name: entrance, exact: true }).click();
  await fillExaminee(page, who);
}

/** The examinee form as 他人, filled in well; then 下一步. */
async function fillExaminee(page: Page, who: { name: string; idCard: string }) {
  await expect(page).toHaveURL(/\/registerInfo\//);
  await page.getByText('他人', { exact: true }).click();
  await expect(page.getByPlaceholder('请输入体检人姓名')).toHaveValue('');
  await page.getByPlaceholder('请输入体检人姓名').fill(who.name);
  await page.getByPlaceholder('请输入身份证号').fill(who.idCard);
  await page.getByPlaceholder('请输入手机号码').fill('13800138000');
  await page.getByText('已婚', { exact: true }).click();
  await page.getByText('请选择民族').first().click();
  await page.getByText('确定', { exact: true }).click();
  await expect(page.getByText('请选择民族')).toHaveCount(0);
  await page.getByPlaceholder('请输入身高').fill('162');
  await page.getByPlaceholder('请输入体重').fill('55');
  await page.getByRole('button', { name: '下一步', exact: true }).click();
}

const question = (page: Page, name: string) =>
  page.locator('section.qn-question').filter({ has: page.getByRole('heading', { name, exact: false }) });
/** A checkbox option by its text (antd-mobile hides the input from the accessibility tree). */
const option = (q: Locator, name: string) =>
  q.locator('.adm-checkbox').filter({ has: q.page().getByText(name, { exact: true }) });
const choose = (page: Page, q: string, answer: string) =>
  question(page, q).getByText(answer, { exact: true }).first().click();
const next = (page: Page) => page.getByRole('button', { name: '下一步', exact: true }).click();

test('定制方案 for a pregnant woman: the X-ray and the CT her answers call for are refused with the reason before she can go on', async ({
  page,
}) => {
  await newUserAt(page, '00-1', '北京朝阳健康体检中心');
  await bookFor(page, '定制方案', { name: '陈静', idCard: idCard('female', 32) });
  await expect(page).toHaveURL(/\/physicalQuestionnaire\/personal$/);

  const stepTitle = page.locator('.qn-step-title');
  await expect(stepTitle).toHaveText('基本情况');
  await page.getByPlaceholder('30-150公斤').fill('55');
  await choose(page, '您最近一次体检是什么时候？', '一年以内');
  await next(page);
  await expect(stepTitle).toHaveText('既往病史');
  await option(question(page, '您是否患有以下疾病？'), '以上都没有').click();
  await choose(page, '您做过手术吗？', '没有做过');
  await next(page);
  // Neck pain calls for a neck X-ray, a family history of lung cancer for a chest CT.
  await expect(stepTitle).toHaveText('症状');
  await option(question(page, '您近三个月是否有以下不适？'), '颈肩腰腿痛').click();
  await next(page);
  await expect(stepTitle).toHaveText('家族史');
  await option(question(page, '您的父母、兄弟姐妹或子女是否患有以下疾病？'), '肺癌').click();
  await next(page);
  await expect(stepTitle).toHaveText('生活方式');
  await choose(page, '您吸烟吗？', '从不吸烟');
  await choose(page, '您饮酒吗？', '不饮酒');
  await choose(page, '您每周锻炼几次', '三次及以上');
  await choose(page, '您的睡眠情况如何？', '良好');
  await option(question(page, '您的饮食习惯（可多选）'), '清淡均衡').click();
  await next(page);
  await expect(stepTitle).toHaveText('女性健康');
  await choose(page, '您是否已绝经？', '未绝经');
  await choose(page, '您的月经规律吗？', '规律');
  await choose(page, '体检当天您是否可能处于月经期？', '不会');
  await option(question(page, '您的乳房是否有以下情况？'), '以上都没有').click();
  await choose(page, '您目前是否怀孕或有怀孕计划？', '已怀孕');
  await next(page);
  await expect(stepTitle).toHaveText('体检须知');
  await option(question(page, '您体内是否有以下植入物？'), '没有').click();
  await choose(page, '您近一周内是否做过钡餐或钡剂灌肠检查？', '没有做过');
  await page.getByRole('button', { name: '提交', exact: true }).click();

  // The plan still recommends them: what the person may have is decided before booking.
  await expect(page).toHaveURL(/\/physicalExamination\/\d+\/personal$/);
  await expect(page.getByText('有肺癌家族史，建议低剂量螺旋CT筛查肺癌')).toBeVisible();
  await expect(page.getByText('颈肩痛者建议颈椎X线检查')).toBeVisible();
  await page.getByRole('button', { name: '确认项目' }).click();

  // Confirm items: 已怀孕 comes from the questionnaire and stays ticked; both items refused, with why.
  await expect(page).toHaveURL(/\/appointment\/confirm\/customize\/\d+$/);
  const notice = page.getByRole('region', { name: '体检前须知' });
  const pregnant = notice.getByRole('checkbox', { name: /已怀孕/ });
  await expect(pregnant).toBeChecked();
  await expect(pregnant).toBeDisabled();
  await expect(notice.getByText('（问卷中已填写）')).toBeVisible();
  const findings = notice.getByRole('list', { name: '项目提示' });
  const refused = findings.getByRole('listitem').filter({ hasText: '不宜检查' });
  await expect(refused).toContainText('胸部低剂量螺旋CT');
  await expect(refused).toContainText('颈椎DR正侧位片');
  await expect(refused).toContainText(EligibilityReasons.radiationPregnant);
  await page.screenshot({ path: 'artifacts/eligibility-confirm.png', fullPage: true });

  // 下一步 stops: the dialog names each item with its reason. 返回修改 stays on the page.
  await next(page);
  const stop = page.getByRole('dialog', { name: '以下项目不宜检查' });
  await expect(stop.getByText(`胸部低剂量螺旋CT：${EligibilityReasons.radiationPregnant}`)).toBeVisible();
  await expect(stop.getByText(`颈椎DR正侧位片：${EligibilityReasons.radiationPregnant}`)).toBeVisible();
  await page.screenshot({ path: 'artifacts/eligibility-refused.png' });
  await stop.getByRole('button', { name: '返回修改' }).click();
  await expect(stop).toBeHidden();
  await expect(page).toHaveURL(/\/appointment\/confirm\/customize\/\d+$/);

  // 移除这些项目: out through the rules; the dropped recommendations are then warned about as usual.
  await next(page);
  await page
    .getByRole('dialog', { name: '以下项目不宜检查' })
    .getByRole('button', { name: '移除这些项目' })
    .click();
  const dropped = page.getByRole('dialog', { name: '温馨提示' });
  await expect(dropped.getByText('胸部低剂量螺旋CT')).toBeVisible();
  await dropped.getByRole('button', { name: '返回修改' }).click();
  const sheet = page.getByRole('dialog', { name: '历史项目' });
  await expect(sheet.getByRole('button', { name: '恢复胸部低剂量螺旋CT' })).toBeVisible();
  await sheet.getByRole('button', { name: '关闭' }).click();
  await expect(sheet).toBeHidden();
  await expect(refused).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: '方案项目' }).getByText('胸部低剂量螺旋CT', { exact: true }),
  ).toHaveCount(0);
});

test('a package for a woman planning a pregnancy: the declaration refuses its chest X-ray, which cannot be removed from the package', async ({
  page,
}) => {
  await newUserAt(page, '00-1', '北京朝阳健康体检中心');
  await page.goto('/product/detail/00-1-BASIC');
  await page.getByRole('button', { name: '立即预约' }).click();
  await fillExaminee(page, { name: '周敏', idCard: idCard('female', 29) });
  await expect(page).toHaveURL(/\/appointment\/confirm\/product\/pd$/);

  const notice = page.getByRole('region', { name: '体检前须知' });
  const refused = notice
    .getByRole('list', { name: '项目提示' })
    .getByRole('listitem')
    .filter({ hasText: '不宜检查' });
  await expect(refused).toHaveCount(0);
  await notice.getByRole('checkbox', { name: '备孕中' }).check();
  await expect(refused).toContainText('胸部DR正位片');
  await expect(refused).toContainText(EligibilityReasons.radiationPlanning);

  await next(page);
  await page
    .getByRole('dialog', { name: '以下项目不宜检查' })
    .getByRole('button', { name: '移除这些项目' })
    .click();
  const told = page.getByRole('dialog', { name: /以下项目无法移除/ });
  await expect(told).toContainText('该项目【胸部DR正位片】为套餐项目，不可取消');
  await told.getByRole('button').click();
  await expect(page).toHaveURL(/\/appointment\/confirm\/product\/pd$/);

  // Not planning after all: unticked, nothing is refused and the booking goes on.
  await notice.getByRole('checkbox', { name: '备孕中' }).uncheck();
  await expect(refused).toHaveCount(0);
  await next(page);
  await expect(page).toHaveURL(/\/appointment\/submit\?sysCenterId=[\w-]+$/);
});

test('00-7: the epidemiological survey comes first; a contact with a case refuses the booking with the centre’s phone', async ({
  page,
}) => {
  await newUserAt(page, '00-7', '广州天河体检中心');

  // Healthy answers: on to the confirm page of the self-chosen items, for this examinee.
  await bookFor(page, '自选项目', { name: '王芳', idCard: idCard('female', 35) });
  const gate = page.getByRole('dialog', { name: SurveyMessages.required });
  await gate.getByRole('button', { name: '去填写' }).click();
  await expect(page).toHaveURL(/\/illnessQuestionnaire\/epidemic\/0\/custom\?sysCenterId=00-7$/);
  await page.getByPlaceholder('35-42℃').fill('36.5');
  await option(question(page, '您近14天是否有以下症状？'), '以上都没有').click();
  await choose(page, '您近14天是否有中高风险地区旅居史？', '没有');
  // 提交 with a question unanswered stops on it, as every questionnaire does.
  const contact = question(page, '您近14天是否接触过确诊或疑似病例？');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(contact.getByRole('alert')).toHaveText('请回答：您近14天是否接触过确诊或疑似病例？');
  await contact.getByText('没有', { exact: true }).click();
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page).toHaveURL(/\/appointment\/confirm\/custom\/pd$/);
  await expect(page.getByText('体检人：女 · 35岁 · 已婚')).toBeVisible();

  // A contact with a case: refused with the centre's phone.
  await bookFor(page, '自选项目', { name: '李娜', idCard: idCard('female', 40) });
  await page
    .getByRole('dialog', { name: SurveyMessages.required })
    .getByRole('button', { name: '去填写' })
    .click();
  await page.getByPlaceholder('35-42℃').fill('36.8');
  await option(question(page, '您近14天是否有以下症状？'), '以上都没有').click();
  await choose(page, '您近14天是否有中高风险地区旅居史？', '没有');
  await choose(page, '您近14天是否接触过确诊或疑似病例？', '有');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  const refusal = SurveyMessages.refused('020-38681234');
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page.getByRole('button', { name: '拨打 020-38681234' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/eligibility-survey-refused.png' });

  // Trying again for her: the form says the same, and the booking does not go on.
  await bookFor(page, '自选项目', { name: '李娜', idCard: idCard('female', 40) });
  const again = page.getByRole('dialog', { name: refusal });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/registerInfo\/custom/);
});
