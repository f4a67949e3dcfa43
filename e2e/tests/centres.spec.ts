import { expect, type Page, test } from '@playwright/test';

const ENTRANCE_BUTTONS = [
  '开始咨询',
  '定制方案',
  '1+X筛查套餐',
  '常规套餐',
  '专项套餐',
  '优惠套餐',
  '自选项目',
];

/** The booking buttons the entrance shows, in the order they stand. */
async function entranceButtons(page: Page): Promise<string[]> {
  await expect(page.getByRole('button', { name: '常规套餐' })).toBeVisible();
  const shown: string[] = [];
  for (const name of ENTRANCE_BUTTONS) {
    if (await page.getByRole('button', { name, exact: true }).isVisible()) shown.push(name);
  }
  return shown;
}

const LOCATION_DENIED = '定位失败,请允许当前应用访问您的地理位置!';

/** Opens home in a context without location permission: the spec's alert shows once and is acknowledged. */
async function openHomeWithoutLocation(page: Page) {
  await page.goto('/main');
  await expect(page.getByText(LOCATION_DENIED)).toBeVisible();
  await page.getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByText(LOCATION_DENIED)).toHaveCount(0);
}

/** On home: 更多体检中心 → picker → city → centre → that centre's landing page. */
async function pickCentre(page: Page, city: string, centre: string, shot?: string) {
  await page.getByRole('button', { name: '更多体检中心' }).click();
  const picker = page.getByRole('dialog').filter({ hasText: '选择体检中心' });
  await expect(picker).toBeVisible();
  await picker.getByText(city, { exact: true }).click();
  if (shot) await page.screenshot({ path: `artifacts/${shot}` });
  await picker.getByRole('button', { name: centre }).click();
  await expect(page).toHaveURL(/\/mec\/00-\d+$/);
  await expect(page.getByRole('heading', { name: centre })).toBeVisible();
}

test.describe('without location', () => {
  test.use({ permissions: [] });

  test('home: switch city, pick a centre, land on its page, and its entrance offers what the centre allows', async ({
    page,
  }) => {
    // Location refused in this context: the spec's alert, then the first city stays.
    await openHomeWithoutLocation(page);
    await page.screenshot({ path: 'artifacts/home.png', fullPage: true });

    await page.getByRole('button', { name: '北京市' }).click();
    await page.getByText('上海市', { exact: true }).last().click();
    await expect(page.getByRole('button', { name: '上海静安健康管理中心' })).toBeVisible();
    await expect(page.getByRole('button', { name: '北京朝阳健康体检中心' })).toHaveCount(0);

    await pickCentre(page, '北京市', '北京朝阳健康体检中心', 'picker.png');
    await page.getByRole('button', { name: '体检预约' }).first().click();
    await expect(page).toHaveURL(/\/entrance/);
    expect(await entranceButtons(page)).toEqual(['开始咨询', '定制方案', '常规套餐', '专项套餐', '自选项目']);
    await page.screenshot({ path: 'artifacts/entrance.png', fullPage: true });
  });

  test('00-16 offers 1+X screening; 00-02 offers promotions and no self-chosen items', async ({ page }) => {
    await openHomeWithoutLocation(page);
    await pickCentre(page, '北京市', '北京海淀1+X筛查中心');
    await page.goto('/entrance');
    expect(await entranceButtons(page)).toEqual([
      '开始咨询',
      '定制方案',
      '1+X筛查套餐',
      '常规套餐',
      '专项套餐',
      '自选项目',
    ]);

    await page.goto('/mec/00-02');
    await expect(page.getByRole('heading', { name: '上海静安健康管理中心' })).toBeVisible();
    await page.goto('/entrance');
    expect(await entranceButtons(page)).toEqual(['常规套餐', '专项套餐', '优惠套餐']);
    await expect(page.getByText('该中心暂未开通自选项目，是否继续选择其他体检中心？')).toBeVisible();
  });

  test('a centre without self-chosen items offers packages or another centre instead', async ({ page }) => {
    await page.goto('/mec/00-3');
    await expect(page.getByRole('heading', { name: '深圳南山健康体检中心' })).toBeVisible();
    await page.goto('/entrance');
    expect(await entranceButtons(page)).toEqual(['常规套餐', '专项套餐']);
    await expect(page.getByText('该中心暂未开通自选项目，是否继续选择其他体检中心？')).toBeVisible();
    await page.getByRole('button', { name: '选择其他中心' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('button', { name: '更多体检中心' })).toBeVisible();
  });

  test('with no centre chosen the entrance shows every option but the centre-only ones', async ({ page }) => {
    await page.goto('/entrance');
    expect(await entranceButtons(page)).toEqual(['开始咨询', '定制方案', '常规套餐', '专项套餐', '自选项目']);
  });

  test('a visitor reads a news item from the home page and from the news list', async ({ page }) => {
    await openHomeWithoutLocation(page);
    const latest = page.getByRole('region', { name: '健康资讯' }).getByRole('listitem');
    await expect(latest).toHaveCount(5);
    const title = (await latest.first().locator('.article-item-title').textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(4);
    await latest.first().getByRole('button').click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.goto('/news/list');
    await expect(page.getByText('健康时报').first()).toBeVisible();
    await page.goto('/news/99999');
    await expect(page.getByText('该资讯不存在或已下架')).toBeVisible();
  });
});

test.describe('with location granted', () => {
  // A point in Shenzhen's Nanshan district: the server's nearest seeded city is 深圳市.
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 22.5405, longitude: 113.9533 } });

  test('the nearest city is chosen on the home page', async ({ page }) => {
    await page.goto('/main');
    await expect(page.getByRole('button', { name: '深圳市' })).toBeVisible();
    await expect(page.getByRole('button', { name: '深圳南山健康体检中心' })).toBeVisible();
    await expect(page.getByText(LOCATION_DENIED)).toHaveCount(0);
  });
});
