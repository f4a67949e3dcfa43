import { expect, type Page, test } from '@playwright/test';
import { demoSignIn } from './support.ts';

// Health cards (健康卡) as the demo account meets them: /card lists the card it holds (a finished
// assessment shown with its score); a printed card is activated with its number and password (a
// wrong password first, refused in the server's words), its holder registered as 本人 from the
// profile, its services shown, the assessment taken in steps and the scored result seen, then listed.

const PRINTED = { cardNo: 'HC20260002', password: '572048' };

/** A question of the current step, by its text. */
const question = (page: Page, name: string) =>
  page.locator('section.qn-question').filter({ has: page.getByRole('heading', { name, exact: false }) });

async function choose(page: Page, q: string, option: string, role: 'radio' | 'checkbox' = 'radio') {
  await question(page, q).getByRole(role, { name: option, exact: true }).click();
}

test('the demo account activates a printed card, registers 本人, takes the assessment and sees its score', async ({
  page,
}) => {
  await demoSignIn(page, '/card');

  // 1. /card: the seeded card in use with its assessment, and the expired one.
  const inUse = page.getByRole('article', { name: '心血管健康管理卡' });
  await expect(inUse).toContainText('可使用');
  await expect(inUse).toContainText('最近评估：18分 · 中风险');
  await expect(page.getByRole('article', { name: '慢病风险评估卡' })).toContainText('已过期');
  await page.screenshot({ path: 'artifacts/health-cards-list.png' });

  // 2. /enableCard: 立即激活 waits for both fields; a wrong password is refused; the right one activates.
  await page.getByRole('button', { name: '激活健康卡' }).click();
  await expect(page).toHaveURL(/\/enableCard$/);
  const activate = page.getByRole('button', { name: '立即激活' });
  await expect(activate).toBeDisabled();
  await page.getByPlaceholder('请输入卡号').fill('HC-2');
  await expect(page.getByText('卡号格式不正确')).toBeVisible();
  await page.getByPlaceholder('请输入卡号').fill(PRINTED.cardNo.toLowerCase());
  await page.getByPlaceholder('请输入卡密码').fill('000000');
  await expect(activate).toBeEnabled();
  await activate.click();
  await expect(page.getByText('卡号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/enableCard$/);
  await page.getByPlaceholder('请输入卡密码').fill(PRINTED.password);
  await activate.click();

  // 3. The holder: 本人, as the profile has it (read now: earlier journeys may have saved 本人 anew).
  await expect(page).toHaveURL(new RegExp(`/registerInfoCard/${PRINTED.cardNo}/00-0$`));
  const profile = (await (await page.request.get('/m/wx/user/getUser.json')).json()).data;
  await expect(page.getByPlaceholder('请输入持卡人姓名')).toHaveValue('张伟');
  await expect(page.getByPlaceholder('请输入持卡人身份证号')).toHaveValue(profile.idCardNo);
  await expect(page.getByPlaceholder('请输入持卡人手机号')).toHaveValue('13800138000');
  await page.screenshot({ path: 'artifacts/health-cards-register.png' });
  await page.getByRole('button', { name: '确认登记' }).click();

  // 4. Activated: the card and its holder; its services with the uses left.
  await expect(page).toHaveURL(/\/successCard\/\d+$/);
  const cardId = /\/successCard\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('main').getByText('激活成功')).toBeVisible();
  await expect(page.getByText(PRINTED.cardNo)).toBeVisible();
  await page.getByRole('button', { name: '查看卡服务' }).click();
  await expect(page).toHaveURL(new RegExp(`/serveCard/${cardId}$`));
  await expect(page.getByRole('list', { name: '卡内服务' })).toContainText('心血管专家咨询');
  await expect(page.getByRole('list', { name: '卡内服务' })).toContainText('剩余 3 次 / 共 3 次');
  await page.goBack();

  // 5. The assessment: what it is and for whom, then the questionnaire in two steps.
  await page.getByRole('button', { name: '开始健康评估' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkQuestionCard/${cardId}$`));
  const about = page.getByRole('region', { name: '评估说明' });
  await expect(about).toContainText('心血管健康风险评估');
  await expect(about).toContainText('张伟（男，');
  await expect(about).toContainText('9题');
  await page.getByRole('button', { name: '开始评估' }).click();
  await expect(page).toHaveURL(new RegExp(`/cardQuestions/${cardId}$`));

  await choose(page, '您的吸烟情况是', '目前吸烟');
  await choose(page, '您每周运动', '几乎不运动');
  await choose(page, '您的饮食习惯', '口味偏咸', 'checkbox');
  await choose(page, '您的睡眠情况', '每晚7-8小时，睡得好');
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await choose(page, '您的血压情况', '正常');
  await choose(page, '您的血脂情况', '偏高');
  await choose(page, '您的血糖情况', '正常');
  await choose(page, '近半年您是否有以下不适', '以上都没有', 'checkbox');
  await choose(page, '您的直系亲属', '冠心病', 'checkbox');
  await page.getByRole('button', { name: '提交', exact: true }).click();

  // 6. The scored result: 8 + 6 + 3 + 0 + 0 + 6 + 0 + 0 + 5 = 28 of 86, 中风险.
  const result = page.getByRole('region', { name: '评估完成' });
  await expect(result).toContainText('28');
  await expect(result).toContainText('/ 86分');
  await expect(result).toContainText('中风险');
  await expect(page.getByRole('region', { name: '健康建议' })).toContainText('减盐控油');
  await page.screenshot({ path: 'artifacts/health-cards-result.png' });

  // 7. Kept: the card's assessments, and the card on /card.
  await page.getByRole('button', { name: '查看评估记录' }).click();
  await expect(page).toHaveURL(new RegExp(`/assessList/${cardId}$`));
  await expect(page.getByRole('list', { name: '健康评估' })).toContainText('28分');
  await page.goto('/card');
  const activated = page.getByRole('article').filter({ hasText: PRINTED.cardNo });
  await expect(activated).toContainText('持卡人 张*');
  await expect(activated).toContainText('最近评估：28分 · 中风险');
});
