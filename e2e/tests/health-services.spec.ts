import { expect, test } from '@playwright/test';
import { consoleSignIn, openItem } from './console-steps.ts';
import { demoSignIn } from './support.ts';

// Health services (issue 22) as the demo account meets them at a phone's size: a question with a
// picture to the centre, answered by the staff from the console, the reply read and the unread count
// gone; a disease column's risk assessment taken to its scored result and found in 评估记录; a
// consultation booked (a full time refused), and the past one rated once.

// A 1×1 PNG: a picture by its content, as the server checks it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The date in Shanghai `days` from today (yyyy-MM-dd), as the server counts days and seeds the demo. */
function shanghaiDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** How the consultation page names a day: 11月28日 周六. */
function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 周${'日一二三四五六'[d.getUTCDay()]}`;
}

test('a question with a picture to the centre, answered from the console; the reply read, the count gone', async ({
  page,
  browser,
  baseURL,
}) => {
  await demoSignIn(page, '/onlineCommunication/list');
  // The demo consultation at 00-1 holds one reply not read yet.
  await expect(page.getByText('您有1条未读回复')).toBeVisible();
  await page.screenshot({ path: 'artifacts/talk-list.png', fullPage: true });

  await page.goto('/onlineCommunication/advise/linkUp/00-1');
  const question = `体检前一天晚上几点以后不能吃东西？${Date.now() % 10_000}`;
  const box = page.getByRole('textbox', { name: /请输入您的问题/ });
  await box.fill(question);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'meal.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '已选择的图片' })).toBeVisible();
  await page.getByRole('button', { name: '发送', exact: true }).click();
  // Sent: the box empties and the message shows with its picture.
  await expect(box).toHaveValue('');
  const mine = page.locator('p', { hasText: question }).locator('..');
  await expect(mine.getByRole('img', { name: '图片' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/talk-conversation.png', fullPage: true });

  const desk = await consoleSignIn(browser, baseURL!, 'desk-00-1');
  await openItem(desk, '咨询回复');
  const row = desk.getByRole('row', { name: new RegExp(question.slice(0, 10)) }).first();
  await row.getByRole('button', { name: '查 看' }).click();
  await expect(desk.getByText(question, { exact: true }).last()).toBeVisible();
  const answer = '晚上10点以后请禁食禁水，第二天早上空腹来院抽血。';
  await desk.getByLabel('回复内容').fill(answer);
  await desk.getByRole('button', { name: '发送回复' }).click();
  await expect(desk.getByText('回复已发送')).toBeVisible();
  await desk.screenshot({ path: 'artifacts/talk-console-reply.png', fullPage: true });
  await desk.context().close();

  // Back on the phone: the list counts the new reply; opening the thread reads it.
  await page.goto('/onlineCommunication/list');
  await expect(page.getByText(/您有\d+条未读回复/)).toBeVisible();
  await page.goto('/onlineCommunication/advise/linkUp/00-1');
  await expect(page.locator('p', { hasText: answer })).toBeVisible();
  await page.goto('/onlineCommunication/list');
  await expect(page.getByText('我的沟通')).toBeVisible();
  await expect(page.getByText(/您有\d+条未读回复/)).toHaveCount(0);
  await expect(page.getByText(/\d+条未读/)).toHaveCount(0);
});

test('a disease column’s assessment: questions answered, the scored result with advice and checks, then 评估记录', async ({
  page,
}) => {
  await demoSignIn(page, '/specialDisease/list');
  await page.getByText('高血压', { exact: true }).click();
  await expect(page).toHaveURL(/\/specialDisease\/disease\?id=1$/);
  await expect(page.getByRole('heading', { level: 2, name: '高血压' })).toBeVisible();

  // An article of the column offers the assessment too (the way most people meet it).
  await page.getByText('认识高血压', { exact: true }).click();
  await expect(page).toHaveURL(/\/specialDisease\/detail\/1\/101$/);
  const entry = page.getByRole('complementary', { name: '高血压风险评估' });
  await expect(entry).toContainText('花 2 分钟做一次高血压风险评估');
  await page.screenshot({ path: 'artifacts/assess-article.png', fullPage: true });
  await entry.getByRole('button', { name: '开始评估' }).click();

  // The start screen: what it estimates, how many questions, the three levels.
  await expect(page).toHaveURL(/\/specialDisease\/start\/assess\/1\/101$/);
  await expect(page.getByRole('heading', { name: '高血压风险评估' })).toBeVisible();
  await expect(page.getByText('共 10 道题')).toBeVisible();
  await page.screenshot({ path: 'artifacts/assess-start.png', fullPage: true });
  await page.getByRole('button', { name: '开始评估' }).click();

  // 填写信息: 本人, then sex and age (the account holder's are not known to the assessment). Without a
  // sex the page says so and stays.
  await expect(page).toHaveURL(/\/specialDisease\/new\/register\/1$/);
  await expect(page.getByRole('heading', { name: '填写评估对象信息' })).toBeVisible();
  await page.getByText('本人', { exact: true }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请选择性别')).toBeVisible();
  await expect(page).toHaveURL(/\/specialDisease\/new\/register\/1$/);
  await page.getByRole('radio', { name: '男', exact: true }).click();
  await page.getByLabel('年龄').fill('50');
  await page.screenshot({ path: 'artifacts/assess-register.png', fullPage: true });
  await page.getByRole('button', { name: '下一步' }).click();

  // 问卷, the questionnaire engine's form: three steps of single choices. Each answer below carries
  // its points (docs/assessments.md); with age 50 (4 points) they make 15: 中风险 (10–19).
  await expect(page).toHaveURL(/\/specialDisease\/new\/question\/1$/);
  await expect(page.getByText('评估对象：本人，男，50岁')).toBeVisible();
  const stepTitle = page.locator('.qn-step-title');
  const question = (name: string) =>
    page.locator('section.qn-question').filter({ has: page.getByRole('heading', { name }) });
  const choose = (name: string, option: string) =>
    question(name).getByRole('radio', { name: option, exact: true }).click();

  await expect(stepTitle).toHaveText('身体状况');
  await choose('您的体型', '超重（BMI 24 至 27.9）'); // 3
  await choose('您最近一次测量的血压', '120-139/80-89 mmHg'); // 4
  // 下一步 with the family question unanswered stops on it, marked.
  const family = question('您的父母或兄弟姐妹中有人患高血压吗？');
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect(family).toHaveAttribute('aria-invalid', 'true');
  await expect(family.getByRole('alert')).toHaveText('请回答：您的父母或兄弟姐妹中有人患高血压吗？');
  await expect(stepTitle).toHaveText('身体状况');
  await choose('您的父母或兄弟姐妹中有人患高血压吗？', '没有'); // 0
  await page.screenshot({ path: 'artifacts/assess-questions.png', fullPage: true });
  await page.getByRole('button', { name: '下一步', exact: true }).click();

  await expect(stepTitle).toHaveText('饮食习惯');
  await choose('您的口味', '适中'); // 1
  await choose('您吃肥肉、油炸食品的情况', '每周 1 至 3 次'); // 1
  await choose('您饮酒的情况', '不饮酒或偶尔饮酒'); // 0
  await page.getByRole('button', { name: '下一步', exact: true }).click();

  await expect(stepTitle).toHaveText('生活方式');
  await choose('您吸烟吗？', '从不吸烟'); // 0
  await choose('您每周做中等强度运动', '每周 1 至 4 次'); // 1
  await choose('您近半年的精神压力', '一般'); // 1
  await choose('您的睡眠', '每晚 7 小时左右，睡得好'); // 0
  await page.getByRole('button', { name: '提交', exact: true }).click();

  // 评估结果: the score, the level, the advice given, the checks to book.
  await expect(page).toHaveURL(/\/specialDisease\/result\/\d+$/);
  const resultUrl = page.url();
  await expect(page.getByRole('heading', { name: '高血压风险评估' })).toBeVisible();
  await expect(page.getByText(`本人 · 50岁 · ${shanghaiDay(0)}`)).toBeVisible();
  const figures = page.locator('dl.as-figures');
  await expect(figures.getByRole('definition').first()).toHaveText('15分');
  await expect(figures.getByText(/^(低风险|中风险|高风险)$/)).toHaveText('中风险');
  await expect(page.getByRole('heading', { name: '健康建议' })).toBeVisible();
  await expect(page.getByText(/存在多项高血压危险因素。建议每日食盐不超过 5 克/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '推荐检查' })).toBeVisible();
  // Each check a row: its name, then what it is (套餐 / 检查项目).
  for (const check of ['三高慢病管理套餐套餐', '十二导联心电图检查项目']) {
    await expect(page.getByText(check, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: 'artifacts/assess-result.png', fullPage: true });

  // 评估记录: the new result first, above the demo's older ones (two months and half a year ago);
  // it opens again.
  await page.getByRole('button', { name: '评估记录' }).click();
  await expect(page).toHaveURL(/\/specialDisease\/history\/assess\/1\/0$/);
  const rows = page.locator('.adm-list-item');
  await expect(rows.first()).toContainText('15分');
  await expect(rows.first()).toContainText('中风险');
  await expect(rows.first()).toContainText(`本人 · ${shanghaiDay(0)}`);
  await expect(rows.nth(1)).toContainText(shanghaiDay(-61));
  await expect(rows.nth(2)).toContainText(shanghaiDay(-182));
  await expect(rows.nth(2)).toContainText('高风险');
  await page.screenshot({ path: 'artifacts/assess-history.png', fullPage: true });
  // A row reads its score, then who and when (one text in antd-mobile's row).
  await page.getByText(`15分本人 · ${shanghaiDay(0)}`, { exact: true }).click();
  await expect(page).toHaveURL(resultUrl);
  await expect(figures.getByText('中风险', { exact: true })).toBeVisible();
});

test('a consultation booked at 00-1 (a full time refused), then the past one rated once', async ({
  page,
}) => {
  await demoSignIn(page, '/consult/list?sid=00-1');
  const services = ['报告解读咨询', '慢病管理咨询', '营养咨询'];
  for (const name of services) {
    await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
  }
  await page.screenshot({ path: 'artifacts/consult-list.png', fullPage: true });

  // 慢病管理咨询 two days after the seed day: every time 已满, none can be chosen, nothing booked.
  await page
    .getByRole('article', { name: '慢病管理咨询', exact: true })
    .getByRole('button', { name: '预约咨询' })
    .click();
  await expect(page).toHaveURL(/\/consult\/service\/2$/);
  const fullDay = page.getByText(dayLabel(shanghaiDay(2)), { exact: true });
  // The days stand three to a row across the phone (they were squeezed into one narrow column, a
  // character a line).
  expect((await fullDay.boundingBox())?.width).toBeGreaterThan(100);
  await fullDay.click();
  const full = page.getByText('14:00~14:30 已满', { exact: true });
  await expect(full).toBeVisible();
  await expect(page.getByText(/余\d/)).toHaveCount(0);
  await expect(page.getByText('当天没有可预约的时段，请换一天')).toBeVisible();
  await page.screenshot({ path: 'artifacts/consult-full.png', fullPage: true });
  // A tap on a full time chooses nothing: 预约咨询 still asks for a time and books nothing.
  await full.click();
  await page.getByRole('button', { name: '预约咨询' }).click();
  await expect(page.getByText('请先选择时段')).toBeVisible();
  await expect(page).toHaveURL(/\/consult\/service\/2$/);
  await page.goBack();

  // 报告解读咨询 on the fourth day from now: the first time with places.
  await page
    .getByRole('article', { name: '报告解读咨询', exact: true })
    .getByRole('button', { name: '预约咨询' })
    .click();
  await expect(page).toHaveURL(/\/consult\/service\/1$/);
  await expect(page.getByRole('heading', { level: 2, name: '报告解读咨询' })).toBeVisible();
  const day = shanghaiDay(4);
  await page.getByText(dayLabel(day), { exact: true }).click();
  const open = page.getByText(/^\d\d:\d\d~\d\d:\d\d 余\d$/).first();
  await expect(open).toBeVisible();
  const time = (await open.textContent())?.split(' ')[0] ?? '';
  await open.click();
  await page.screenshot({ path: 'artifacts/consult-service.png', fullPage: true });
  await page.getByRole('button', { name: '预约咨询' }).click();
  await expect(page.getByText('预约成功，请按时到体检中心咨询')).toBeVisible();
  await expect(page).toHaveURL(/\/consult\/list/);
  const booked = page.getByRole('article', { name: `报告解读咨询 ${day}` });
  await expect(booked).toContainText('待咨询');
  await expect(booked).toContainText(`${day} ${time} · 王建国 · 免费`);
  await expect(booked.getByRole('button', { name: '取消预约' })).toBeVisible();
  await booked.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'artifacts/consult-booked.png', fullPage: true });

  // The past consultation (three days ago) waits for feedback. A second tab opens the same form before
  // the first rates it, to show what a repeat is told.
  const past = page.getByRole('article', { name: `报告解读咨询 ${shanghaiDay(-3)}` });
  await expect(past).toContainText('待评价');
  await past.getByRole('button', { name: '去评价' }).click();
  await expect(page).toHaveURL(/\/consult\/feedback\/\d+$/);
  const feedbackUrl = page.url();
  const other = await page.context().newPage();
  await other.goto(feedbackUrl);
  await expect(other.getByRole('button', { name: '提交评价' })).toBeVisible();

  // No stars: the page asks for them. Then 4 stars and a comment.
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('请选择1到5星的评分')).toBeVisible();
  await page.getByRole('button', { name: '4星' }).click();
  await expect(page.getByRole('button', { name: '4星' })).toHaveAttribute('aria-pressed', 'true');
  const comment = '王医生讲得很清楚，告诉我血脂偏高要三个月后复查。';
  await page.getByLabel('评价内容').fill(comment);
  await page.screenshot({ path: 'artifacts/consult-feedback.png', fullPage: true });
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('感谢您的评价')).toBeVisible();
  await expect(page).toHaveURL(/\/consult\/list/);
  await expect(past).toContainText('已评价');
  await expect(past).toContainText('已评价 ★★★★');
  await expect(past).toContainText(comment);
  await expect(past.getByRole('button', { name: '去评价' })).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/consult-rated.png', fullPage: true });

  // Once only: the form opened before is refused by the server, and says why; the address again
  // shows the rating is done.
  await other.getByRole('button', { name: '5星' }).click();
  await other.getByRole('button', { name: '提交评价' }).click();
  await expect(other.getByText('该咨询已评价过，每次咨询只能评价一次')).toBeVisible();
  await other.close();
  await page.goto(feedbackUrl);
  await expect(page.getByText('您已评价过这次咨询')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交评价' })).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/consult-rated-again.png', fullPage: true });
});
