import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { catalogueOf } from '@tijian/contract';
import {
  addProduct,
  applyUpgrade,
  type CatalogueIndex,
  type CheckResult,
  checkProject,
  fen,
  findUpgrade,
  formatYuan,
  indexCatalogue,
  infoFromIdCard,
  newPlan,
  type Plan,
  type Product,
  priceSummary,
  productPrice,
  type Recommendations,
  restoreProject,
  uncheckProject,
} from '@tijian/domain';
import { freshPhone, loginWithSms } from './support.ts';

// The catalogue as a new user meets it at centre 00-1: the package list and a package's detail, a
// package booking's items (refusals, a choose-one leaf that brings its required item, a swap for a
// difference), the self-chosen path's base pack (history, conflicts with recommended items, an
// upgrade, the empty plan). Every total the page shows is checked against the domain engine run
// here on the server's own catalogue.

const CENTRE = '00-1';

interface Examinee {
  sex: 'male' | 'female';
  age: number;
  marriage: '已婚' | '未婚';
}

/** A valid 18-digit ID number of someone of this sex who turned `age` ten days ago. */
function idCardFor({ sex, age }: Examinee): string {
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - age);
  born.setUTCDate(born.getUTCDate() - 10);
  const ymd = born.toISOString().slice(0, 10).replace(/-/g, '');
  const serial = String(Math.floor(Math.random() * 100)).padStart(2, '0');
  const sexDigit = sex === 'male' ? '1' : '2';
  const body = `110105${ymd}${serial}${sexDigit}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((n, w, i) => n + w * Number(body[i]), 0);
  const id = body + '10X98765432'[sum % 11];
  expect(infoFromIdCard(id)).toMatchObject({ sexCode: sex, age });
  return id;
}

/**
 * A new user: SMS login with a fresh phone, then 编辑资料 as a person fills it in (name, ID number,
 * from which sex and age follow, marital status, ethnic group, height, weight), so that whatever asks
 * who is examined finds a complete profile.
 */
async function newUserWithProfile(page: Page, who: Examinee) {
  await page.goto('/login?redirect=%2FuserInformation');
  await loginWithSms(page, freshPhone());
  await expect(page).toHaveURL(/\/userInformation$/);
  await page.getByPlaceholder('请输入姓名').fill(who.sex === 'male' ? '李明' : '王芳');
  await page.getByPlaceholder('请输入身份证号').fill(idCardFor(who));
  await expect(page.getByText('已根据身份证号自动填写')).toBeVisible();
  await expect(page.getByPlaceholder('请输入年龄')).toHaveValue(String(who.age));
  await page.getByText(who.marriage, { exact: true }).click();
  await page.getByText('请选择民族').click();
  await page.getByText('确定', { exact: true }).click();
  await expect(page.getByText('请选择民族')).toHaveCount(0);
  await page.getByPlaceholder('请输入身高(cm)').fill(who.sex === 'male' ? '175' : '162');
  await page.getByPlaceholder('请输入体重(kg)').fill(who.sex === 'male' ? '70' : '55');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).not.toHaveURL(/\/userInformation$/);
}

/**
 * From 立即预约 or 自选项目 to the confirm page. Where the app first asks who is examined
 * (/registerInfo), the person goes on as 本人 with the profile's own data.
 */
async function toConfirmPage(page: Page, type: 'product' | 'custom') {
  const confirm = new RegExp(`/appointment/confirm/${type}/pd$`);
  await expect(page).toHaveURL(new RegExp(`/registerInfo/|${confirm.source}`));
  if (page.url().includes('/registerInfo/')) {
    await page.getByRole('button', { name: '下一步', exact: true }).click();
  }
  await expect(page).toHaveURL(confirm);
}

/** The server's answer to a catalogue read, unwrapped. */
async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/m${path}`);
  const body = await res.json();
  expect(body.error_code, `${path}: ${body.error}`).toBe('000000');
  return body.data as T;
}

/** The centre's catalogue exactly as the server serves it, indexed by the domain engine. */
async function serverCatalogue(request: APIRequestContext, sid: string): Promise<CatalogueIndex> {
  const [data, merge, rules, upgrades] = await Promise.all([
    read<Parameters<typeof catalogueOf>[0]>(request, `/center-service/v1/project/list?sysCenterId=${sid}`),
    read<Parameters<typeof catalogueOf>[1]>(
      request,
      `/platform/projectmapping/projectmerge.json?sysCenterId=${sid}`,
    ),
    read<Parameters<typeof catalogueOf>[2]>(request, `/center-service/v1/project/pricing_rules/${sid}`),
    read<Parameters<typeof catalogueOf>[3]>(request, `/center-service/v1/price/upgrades/${sid}`),
  ]);
  return indexCatalogue(catalogueOf(data, merge, rules, upgrades));
}

/** The examinee's base pack and recommendation groups, as the server gives them to the web. */
function serverRecommendations(request: APIRequestContext, sid: string, query: string) {
  return read<Recommendations>(request, `/center-service/v1/project/base?sysCenterId=${sid}&${query}`);
}

/** Every recommended item (all groups): the context the web checks and unchecks with. */
const allRecommended = (r: Recommendations) => [
  ...new Set([
    ...r.basePackagePros,
    ...r.rulePackagePros,
    ...r.lastRulePackagePros,
    ...r.thoroughRulePackagePros,
  ]),
];

/** Applies a check the engine must accept (optionally after the rule-5 question). */
function mustCheck(result: CheckResult): Plan {
  if (result.kind !== 'ok') throw new Error(`the engine refused: ${result.message}`);
  return result.plan;
}

/** The footer's 合计, as the page shows it. */
const footerTotal = (page: Page) => page.locator('footer').getByRole('status', { name: '合计' });

test.describe('package path', () => {
  test('list → filters → BASIC detail → book → package refusals, painless gastroscopy with its assessment, C14 refused, DR swapped for CT; totals as the engine prices them', async ({
    page,
  }) => {
    await newUserWithProfile(page, { sex: 'male', age: 35, marriage: '已婚' });

    // 1. The centre's page → 体检预约 → 常规套餐: the general packages with their prices.
    await page.goto(`/mec/${CENTRE}`);
    await expect(page.getByRole('heading', { name: '北京朝阳健康体检中心' })).toBeVisible();
    await page.getByRole('button', { name: '体检预约' }).first().click();
    await expect(page).toHaveURL(/\/entrance/);
    await page.getByRole('button', { name: '常规套餐', exact: true }).click();
    await expect(page).toHaveURL(/\/product\/list\?.*typeId=general/);

    const cards = page.locator('.product-list').getByRole('listitem');
    const basic = cards.filter({ hasText: '基础健康体检套餐' });
    await expect(basic).toContainText('¥459.00');
    await expect(basic).toContainText('原价¥510.00');
    await expect(basic).toContainText('共13项');
    await expect(cards.filter({ hasText: '青年男性健康体检套餐' })).toContainText('¥805.00');
    const allCount = await cards.count();
    expect(allCount).toBeGreaterThan(2);

    // By check type: 常规体检 keeps the two general packages.
    await page.getByRole('tab', { name: '常规体检', exact: true }).click();
    await expect(page).toHaveURL(/checkType=general/);
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: '青年男性健康体检套餐' })).toHaveCount(0);
    await expect(cards.filter({ hasText: '尊享全面深度体检套餐' })).toBeVisible();

    // By price: 500元以下 leaves only BASIC.
    await page.getByRole('button', { name: /价格区间：不限/ }).click();
    await page.getByRole('option', { name: '500元以下' }).click();
    await expect(page).toHaveURL(/priceRange=1/);
    await expect(cards).toHaveCount(1);
    await expect(basic).toBeVisible();
    await page.screenshot({ path: 'artifacts/catalogue-list.png' });

    // 1b. The detail: items by class, two at a time, 展开全部 for the rest, an item's popup.
    await basic.getByRole('button').click();
    await expect(page).toHaveURL(/\/product\/detail\/00-1-BASIC$/);
    await expect(page.getByRole('heading', { name: '基础健康体检套餐', level: 2 })).toBeVisible();
    const general = page
      .locator('.product-group')
      .filter({ has: page.getByRole('heading', { name: '一般检查' }) });
    await expect(general.locator('.project-row')).toHaveCount(2);
    await expect(general.getByText('外科检查')).toHaveCount(0);
    await general.getByRole('button', { name: '展开全部(3项)' }).click();
    await expect(general.locator('.project-row')).toHaveCount(3);
    await expect(general.getByText('外科检查')).toBeVisible();
    await expect(general.getByRole('button', { name: '收起' })).toBeVisible();
    await page.getByRole('button', { name: '查看胸部DR正位片的说明' }).click();
    const popup = page.getByRole('dialog', { name: '胸部DR正位片' });
    await expect(popup.getByText('检查意义')).toBeVisible();
    await expect(popup.getByText('孕妇及备孕人群禁做')).toBeVisible();
    await popup.getByRole('button', { name: '关闭' }).click();
    await expect(popup).toHaveCount(0);

    // 2. 立即预约 → confirm items of the package; a package item cannot be removed.
    await page.getByRole('button', { name: '立即预约' }).click();
    await toConfirmPage(page, 'product');
    await expect(page.getByText('体检人：男 · 35岁 · 已婚')).toBeVisible();
    await expect(footerTotal(page)).toBeVisible();
    await page.getByRole('button', { name: '删除套餐项目' }).click();
    await page.getByRole('button', { name: '删除内科检查' }).click();
    await expect(page.getByText('该项目【内科检查】为套餐项目，不可取消')).toBeVisible();
    await page.getByRole('button', { name: '删除套餐项目' }).click();

    // The engine on the server's catalogue: the package priced as the server prices it.
    const ix = await serverCatalogue(page.request, CENTRE);
    const product = await read<Product & { discountPriceTotal: number }>(
      page.request,
      '/center-service/v1/product/00-1-BASIC',
    );
    addProduct(ix, product);
    expect(productPrice(ix, product)).toBe(product.discountPriceTotal);
    let plan = newPlan(ix, { product });
    const totalOf = (p: Plan) => formatYuan(priceSummary(ix, p, { product }).priceTotal);
    await expect(footerTotal(page)).toHaveText(totalOf(plan));

    // 3. 添加项目 → chooser: 无痛胃镜 after its warning; 麻醉评估 is never offered here.
    await page.getByRole('button', { name: '添加项目' }).click();
    await expect(page).toHaveURL(/\/appointment\/project\/product$/);
    await page.getByRole('tab', { name: '全部' }).click();
    await expect(page.getByRole('checkbox', { name: '碳13呼气试验' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '麻醉评估' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: '麻醉评估' })).toHaveCount(0);
    await page.getByRole('radio', { name: '无痛胃镜' }).click();
    const warning = page.getByRole('dialog').filter({ hasText: '无痛内镜需静脉麻醉' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: '继续添加' }).click();
    await expect(page.getByRole('radio', { name: '无痛胃镜' })).toBeChecked();
    plan = mustCheck(checkProject(ix, plan, 'GAS-PAINLESS'));
    await expect(footerTotal(page)).toHaveText(totalOf(plan));

    // 4. CT for the package's DR: 补差价¥270.00 on CT, and the total grows by exactly that.
    const ct = page
      .locator('.project-row')
      .filter({ has: page.getByRole('checkbox', { name: '胸部低剂量螺旋CT' }) });
    await expect(ct).toContainText('补差价¥270.00');
    await expect(
      page.locator('.project-row').filter({ has: page.getByRole('checkbox', { name: '胸部DR正位片' }) }),
    ).toContainText('套餐项目');
    const beforeSwap = plan;
    await page.getByRole('checkbox', { name: '胸部低剂量螺旋CT' }).click();
    const ctWarning = page.getByRole('dialog').filter({ hasText: '低剂量CT可发现早期肺小结节' });
    await expect(ctWarning).toBeVisible();
    await ctWarning.getByRole('button', { name: '继续添加' }).click();
    await expect(page.getByRole('checkbox', { name: '胸部低剂量螺旋CT' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '胸部DR正位片' })).not.toBeChecked();
    plan = mustCheck(checkProject(ix, plan, 'CT-CHEST'));
    expect(
      priceSummary(ix, plan, { product }).priceTotal - priceSummary(ix, beforeSwap, { product }).priceTotal,
    ).toBe(27_000);
    await expect(footerTotal(page)).toHaveText(totalOf(plan));

    // 碳13 in the plan (not recommended at 35): 碳14 is refused with the spec's message.
    await page.getByRole('checkbox', { name: '碳13呼气试验' }).click();
    await expect(page.getByRole('checkbox', { name: '碳13呼气试验' })).toBeChecked();
    plan = mustCheck(checkProject(ix, plan, 'C13'));
    await page.getByRole('checkbox', { name: '碳14呼气试验' }).click();
    await expect(page.getByText('该项目与【碳13呼气试验】不能同时选择')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '碳14呼气试验' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: '碳13呼气试验' })).toBeChecked();
    await expect(footerTotal(page)).toHaveText(totalOf(plan));

    // Back on the confirm page: the package now holds CT; the custom items include the hidden 麻醉评估.
    await page.getByRole('button', { name: '选好了' }).click();
    await expect(page).toHaveURL(/\/appointment\/confirm\/product\/pd$/);
    const packageGroup = page.getByRole('region', { name: '套餐项目' });
    const customGroup = page.getByRole('region', { name: '自选项目' });
    await expect(packageGroup.getByText('胸部低剂量螺旋CT')).toBeVisible();
    await expect(packageGroup.getByText('胸部DR正位片')).toHaveCount(0);
    await expect(customGroup.getByText('无痛胃镜')).toBeVisible();
    await expect(customGroup.getByText('麻醉评估')).toBeVisible();
    await expect(customGroup.getByText('碳13呼气试验')).toBeVisible();
    await expect(customGroup.getByText('碳14呼气试验')).toHaveCount(0);
    const summary = page.getByRole('region', { name: '费用明细' });
    const priced = priceSummary(ix, plan, { product });
    const line = (label: string) => summary.locator('.plan-summary-line').filter({ hasText: label });
    await expect(line('套餐价格')).toContainText(formatYuan(priced.productPrice));
    await expect(line('补差价')).toContainText('¥270.00');
    await expect(line('自选项目')).toContainText(formatYuan(priced.customPrice));
    await expect(line('耗材费用')).toContainText(formatYuan(priced.materialPrice));
    await expect(line('合计')).toContainText(totalOf(plan));
    await expect(footerTotal(page)).toHaveText(totalOf(plan));
    await page.screenshot({ path: 'artifacts/catalogue-package-confirm.png' });
  });
});

test.describe('self-chosen path', () => {
  test('entrance 自选项目 → base pack; C14 against the recommended C13 asks, then swaps; a base item refuses CT; a removed item comes back from 历史项目; the upgrade rule is offered and applied', async ({
    page,
  }) => {
    await newUserWithProfile(page, { sex: 'male', age: 45, marriage: '已婚' });
    await page.goto(`/mec/${CENTRE}`);
    await expect(page.getByRole('heading', { name: '北京朝阳健康体检中心' })).toBeVisible();
    await page.goto('/entrance');
    await page.getByRole('button', { name: '自选项目', exact: true }).click();
    await toConfirmPage(page, 'custom');
    await expect(page.getByText('体检人：男 · 45岁 · 已婚')).toBeVisible();

    const ix = await serverCatalogue(page.request, CENTRE);
    const rec = await serverRecommendations(
      page.request,
      CENTRE,
      'sexCode=male&marryStateCode=married&age=45',
    );
    const ctx = { recommended: allRecommended(rec) };
    const totalOf = (p: Plan) => formatYuan(priceSummary(ix, p).priceTotal);
    let plan = newPlan(ix, { base: rec.basePackagePros });
    const baseGroup = page.getByRole('region', { name: '基础项目' });
    const customGroup = page.getByRole('region', { name: '自选项目' });
    await expect(baseGroup.getByText('胸部DR正位片')).toBeVisible();
    await expect(customGroup.getByText('还没有自选项目，点击“添加项目”选择')).toBeVisible();
    await expect(footerTotal(page)).toHaveText(totalOf(plan));

    // 3. The chooser: 碳13 is recommended at 45 (精准项目).
    await page.getByRole('button', { name: '添加项目' }).click();
    await expect(page).toHaveURL(/\/appointment\/project\/custom$/);
    const precise = page.getByRole('region', { name: '精准项目' });
    await precise.getByRole('checkbox', { name: '碳13呼气试验' }).click();
    await expect(precise.getByRole('checkbox', { name: '碳13呼气试验' })).toBeChecked();
    plan = mustCheck(checkProject(ix, plan, 'C13', ctx));
    await expect(footerTotal(page)).toHaveText(totalOf(plan));

    // 碳14 excludes the recommended 碳13: asked, not refused. 取消 keeps the plan; 选择此项目！ swaps.
    await page.getByRole('tab', { name: '全部' }).click();
    const c13 = page.getByRole('checkbox', { name: '碳13呼气试验' });
    const c14 = page.getByRole('checkbox', { name: '碳14呼气试验' });
    const question = '该项目与【碳13呼气试验】不能同时选择，是否选择此项目？';
    const asked = checkProject(ix, plan, 'C14', ctx);
    expect(asked).toMatchObject({ kind: 'confirm', message: question });
    await c14.click();
    const ask = page.getByRole('dialog').filter({ hasText: question });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: '取消' }).click();
    await expect(ask).toHaveCount(0);
    await expect(c13).toBeChecked();
    await expect(c14).not.toBeChecked();
    await c14.click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: '选择此项目！' }).click();
    await expect(c14).toBeChecked();
    await expect(c13).not.toBeChecked();
    plan = mustCheck(checkProject(ix, plan, 'C14', { ...ctx, confirmed: true }));
    await expect(footerTotal(page)).toHaveText(totalOf(plan));

    // 无痛胃镜 (with its warning) brings the hidden 麻醉评估 along.
    await page.getByRole('radio', { name: '无痛胃镜' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '无痛内镜需静脉麻醉' })
      .getByRole('button', { name: '继续添加' })
      .click();
    await expect(page.getByRole('radio', { name: '无痛胃镜' })).toBeChecked();
    plan = mustCheck(checkProject(ix, plan, 'GAS-PAINLESS', ctx));
    await expect(footerTotal(page)).toHaveText(totalOf(plan));

    // CT excludes the base pack's DR: refused (after its warning), the plan unchanged.
    await page.getByRole('checkbox', { name: '胸部低剂量螺旋CT' }).click();
    const ctWarning = page.getByRole('dialog').filter({ hasText: '低剂量CT可发现早期肺小结节' });
    await ctWarning.getByRole('button', { name: '继续添加' }).click();
    await expect(page.getByText('该项目与基础项目包中的【胸部DR正位片】不能同时选择')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '胸部低剂量螺旋CT' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: '胸部DR正位片' })).toBeChecked();

    await page.getByRole('button', { name: '选好了' }).click();
    await expect(page).toHaveURL(/\/appointment\/confirm\/custom\/pd$/);
    await expect(customGroup.getByText('碳14呼气试验')).toBeVisible();
    await expect(customGroup.getByText('碳13呼气试验')).toHaveCount(0);
    await expect(customGroup.getByText('无痛胃镜')).toBeVisible();
    await expect(customGroup.getByText('麻醉评估')).toBeVisible();
    await expect(footerTotal(page)).toHaveText(totalOf(plan));
    // The price details name the base pack as such; 自选项目 are only the items chosen on top of it.
    const priced = priceSummary(ix, plan);
    const summary = page.getByRole('region', { name: '费用明细' });
    const line = (label: string) => summary.locator('.plan-summary-line').filter({ hasText: label });
    await expect(line('基础项目')).toContainText(formatYuan(priced.basePackPrice));
    await expect(line('自选项目')).toContainText(formatYuan(fen(priced.customPrice - priced.basePackPrice)));

    // 5. Remove a base item (asked first), find it 已删除 in 历史项目, restore it.
    await page.getByRole('button', { name: '删除基础项目' }).click();
    await baseGroup.getByRole('button', { name: '删除尿常规' }).click();
    const giveUp = page.getByRole('dialog').filter({ hasText: '是否确认放弃该项目的检查？' });
    await expect(giveUp.getByText('尿常规')).toBeVisible();
    await giveUp.getByRole('button', { name: '确认删除' }).click();
    await expect(baseGroup.getByText('尿常规')).toHaveCount(0);
    const removed = uncheckProject(ix, plan, 'URINE-RT', ctx);
    if (removed.kind !== 'ok') throw new Error(removed.message);
    await expect(footerTotal(page)).toHaveText(totalOf(removed.plan));
    await page.getByRole('button', { name: '删除基础项目' }).click();

    await page.getByRole('button', { name: /^历史项目\(\d+\)$/ }).click();
    const sheet = page.getByRole('dialog', { name: '历史项目' });
    const urineEntry = sheet.getByRole('listitem').filter({ hasText: '尿常规' });
    await expect(urineEntry).toContainText('已删除');
    await expect(sheet.getByRole('listitem').filter({ hasText: '碳13呼气试验' })).not.toContainText('已删除');
    const restore = sheet.getByRole('button', { name: '恢复尿常规' });
    await restore.click({ trial: true }); // settled, not mid-animation, for the screenshot
    await page.screenshot({ path: 'artifacts/catalogue-history.png' });
    await restore.click();
    await expect(urineEntry).toHaveCount(0);
    await sheet.getByRole('button', { name: '关闭' }).click();
    await expect(baseGroup.getByText('尿常规')).toBeVisible();
    plan = mustCheck(restoreProject(ix, removed.plan, 'URINE-RT', ctx));
    await expect(footerTotal(page)).toHaveText(totalOf(plan));

    // 7. 下一步: the dropped recommendations are acknowledged, then the first upgrade rule whose range
    // holds the plan's total is offered (with the demo rules at this total, ¥2000 or more: 加选肿瘤标志物组合);
    // 确定升级 adds its items.
    const rule = findUpgrade(ix, plan, priceSummary(ix, plan));
    expect(rule, `an upgrade rule for ${totalOf(plan)}`).not.toBeNull();
    const upgraded = applyUpgrade(ix, plan, rule!);
    const added = upgraded.chosen.filter((id) => !plan.chosen.includes(id));
    expect(added.length).toBeGreaterThan(0);
    const names = added.map((id) => ix.projects.get(id)!.item);
    await page.getByRole('button', { name: '下一步' }).click();
    const dropped = page.getByRole('dialog').filter({ hasText: '您放弃了以下推荐检查项目' });
    await expect(dropped).toBeVisible();
    await expect(dropped.getByRole('button', { name: '没问题，下一步' })).toBeDisabled();
    await dropped.getByText('我已阅读并知晓风险').click();
    await dropped.getByRole('button', { name: '没问题，下一步' }).click();
    const offer = page.getByRole('dialog').filter({ hasText: '升级后将加选以下项目：' });
    await expect(offer).toContainText(rule!.description);
    for (const name of names) await expect(offer.getByText(name, { exact: true })).toBeVisible();
    const accept = offer.getByRole('button', { name: '确定升级' });
    await accept.click({ trial: true }); // settled, not mid-animation, for the screenshot
    await page.screenshot({ path: 'artifacts/catalogue-upgrade.png' });
    await accept.click();
    await expect(page).toHaveURL(/\/appointment\/submit\?sysCenterId=[\w-]+$/);

    // Back on the confirm page the upgrade's items are in the plan and priced.
    await page.goBack();
    await expect(page).toHaveURL(/\/appointment\/confirm\/custom\/pd$/);
    for (const name of names) await expect(customGroup.getByText(name, { exact: true })).toBeVisible();
    await expect(footerTotal(page)).toHaveText(totalOf(upgraded));
    await expect(page.locator('.plan-summary-total dd')).toHaveText(totalOf(upgraded));
    await page.screenshot({ path: 'artifacts/catalogue-custom-confirm.png' });
  });

  test('opened by its address at 00-1, the base pack can be emptied item by item; then 下一步 says to choose first', async ({
    page,
  }) => {
    await newUserWithProfile(page, { sex: 'female', age: 30, marriage: '未婚' });
    await page.goto(`/mec/${CENTRE}`);
    await expect(page.getByRole('heading', { name: '北京朝阳健康体检中心' })).toBeVisible();
    await page.goto('/appointment/confirm/custom/pd');
    await expect(page.getByText('体检人：女 · 30岁 · 未婚')).toBeVisible();

    const ix = await serverCatalogue(page.request, CENTRE);
    const rec = await serverRecommendations(
      page.request,
      CENTRE,
      'sexCode=female&marryStateCode=unmarried&age=30',
    );
    const ctx = { recommended: allRecommended(rec) };
    let plan = newPlan(ix, { base: rec.basePackagePros });
    await expect(footerTotal(page)).toHaveText(formatYuan(priceSummary(ix, plan).priceTotal));

    // Every base item is removable here (none is delectable '0'): remove them one by one.
    const baseGroup = page.getByRole('region', { name: '基础项目' });
    await page.getByRole('button', { name: '删除基础项目' }).click();
    const rows = baseGroup.locator('.plan-row-with-action');
    for (const id of rec.basePackagePros) {
      const name = ix.projects.get(id)!.item;
      const result = uncheckProject(ix, plan, id, ctx);
      if (result.kind !== 'ok') throw new Error(result.message);
      plan = result.plan;
      // Each class shows two rows until 展开; taken in the base pack's order, the next item to remove
      // is always one of the two its class shows.
      const button = baseGroup.getByRole('button', { name: `删除${name}`, exact: true });
      await expect(button).toBeVisible();
      await button.click();
      await page
        .getByRole('dialog')
        .filter({ hasText: '是否确认放弃该项目的检查？' })
        .getByRole('button', { name: '确认删除' })
        .click();
      await expect(button).toHaveCount(0);
      await expect(footerTotal(page)).toHaveText(formatYuan(priceSummary(ix, plan).priceTotal));
    }
    await expect(rows).toHaveCount(0);
    await expect(footerTotal(page)).toHaveText('¥0.00');

    // Emptying the list ended its delete mode, so the first 下一步 already finds the plan empty.
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('请先选择体检内容，再进行下一步')).toBeVisible();
    await expect(page).toHaveURL(/\/appointment\/confirm\/custom\/pd$/);
    await page.screenshot({ path: 'artifacts/catalogue-empty.png' });
  });
});
