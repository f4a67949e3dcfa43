import { expect, test } from '@playwright/test';

// Spec 4 "Scrolling lists": reaching within 50 px of the end loads more, at most once in 1.2 s.
test('the news list loads five more near its end, a page at most every 1.2 s, until there is no more', async ({
  page,
}) => {
  await page.goto('/news/list');
  const items = page.locator('.news-page').getByRole('listitem');
  await expect(items.first()).toBeVisible();

  // Scroll the way a thumb does, over the list, until it says it has everything.
  await page.mouse.move(195, 500);
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(page.getByText('没有更多了')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  expect(await items.count()).toBeGreaterThan(5);

  // When the browser itself started each later page (its own clock, not the test runner's).
  const starts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) => entry.name.includes('/article/search/') && !/[?&]paginationNo=1(&|$)/.test(entry.name),
      )
      .map((entry) => entry.startTime),
  );
  expect(starts.length).toBeGreaterThan(0);
  for (let i = 1; i < starts.length; i++) {
    expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(1150);
  }
});
