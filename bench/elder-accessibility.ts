// bench:elder-a11y — Lighthouse 12's accessibility category (mobile emulation, the system Chromium) of
// the screens elder mode (长辈模式, issue 24) changes most: the home page, the entrance, the order list
// and an order's page, each in elder mode and in the usual mode. Logged in as the demo account (it
// holds orders); elder mode is the device's setting in localStorage, stored before Lighthouse loads the
// page. Prints each page's score and the failing audits with the elements they point at. Target: 100.
// ELDER_A11Y_MODES=elder (or usual) measures one mode only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { startDemoDataServer } from './servers.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8096);
const ELDER_KEY = 'tijian.elderMode';
const modes = (process.env.ELDER_A11Y_MODES ?? 'elder,usual').split(',') as ('elder' | 'usual')[];

const dataDir = mkdtempSync(path.join(tmpdir(), 'tijian-elder-a11y-'));
const demo = startDemoDataServer(PORT, dataDir, 'demo');
const server = await demo.server;
// localhost rather than 127.0.0.1: a secure context, as the https site phones use is.
const app = `http://localhost:${PORT}`;

type PagePath = string | ((tab: import('@playwright/test').Page) => Promise<string>);
const pages: [string, PagePath][] = [
  ['/main', '/main'],
  ['/entrance', '/entrance'],
  ['/order', '/order'],
  [
    'order page',
    // The demo account's first order, as its list links it.
    async (tab) => {
      await tab.goto(`${app}/order`);
      await tab.locator('article').first().click();
      await tab.waitForURL(/\/order\/personal\//);
      return new URL(tab.url()).pathname;
    },
  ],
];

async function measure(mode: 'elder' | 'usual', name: string, target: PagePath): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const tab = await context.newPage();
    await tab.goto(`${app}/login?redirect=%2Fmain`);
    await tab.evaluate(
      ([key, on]) => localStorage.setItem(key!, on!),
      [ELDER_KEY, mode === 'elder' ? '1' : '0'],
    );
    await tab.getByText('密码登录', { exact: true }).click();
    await tab.getByPlaceholder('请输入手机号码').fill('13800138000');
    await tab.getByPlaceholder('请输入密码').fill('demo1234');
    await tab.getByRole('button', { name: '登录', exact: true }).click();
    await tab.waitForURL((url) => !url.pathname.startsWith('/login'));
    const url = `${app}${typeof target === 'string' ? target : await target(tab)}`;
    await tab.goto(`${app}/main`);
    const driver = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = (await driver.pages()).find((p) => p.url().startsWith(app));
      if (!page) throw new Error('the prepared tab is not among the browser tabs');
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['accessibility'],
          disableStorageReset: true,
        },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned no result for ${name}`);
      return result.lhr;
    } finally {
      await driver.disconnect();
      await browser.close();
    }
  } finally {
    chrome.kill();
  }
}

function printFailing(lhr: Result) {
  const category = lhr.categories.accessibility!;
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
    console.log(`    ✗ ${audit.id}: ${audit.title}`);
    const items = ((audit.details as { items?: { node?: { snippet?: string; selector?: string } }[] })
      ?.items ?? []) as { node?: { snippet?: string; selector?: string } }[];
    for (const item of items.slice(0, 6)) {
      if (item.node) console.log(`        ${item.node.selector ?? ''}  ${item.node.snippet ?? ''}`);
    }
  }
}

console.log(`\nbench:elder-a11y — Lighthouse accessibility, mobile, ${demo.label}\n`);
let below = 0;
try {
  for (const mode of modes) {
    for (const [name, target] of pages) {
      const lhr = await measure(mode, name, target);
      const score = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
      if (score < 100) below += 1;
      console.log(
        `${mode.padEnd(5)}  ${name.padEnd(12)}  accessibility ${score}  (${lhr.finalDisplayedUrl.replace(app, '')})`,
      );
      printFailing(lhr);
    }
  }
  console.log(
    `\n${below === 0 ? 'PASS' : 'FAIL'}: accessibility 100 on every page measured (${below} below)`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
