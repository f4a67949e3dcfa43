// bench:console — the gzipped JavaScript a desk computer downloads on the first load of the staff
// console: its sign-in page (/console/login), and the signed-in shell with its first screen
// (/console/bookings, 今日预约, as the demo manager of 00-1), each in a fresh Chromium profile
// (1280×800) against the built console served by the compiled server (the root script builds first).
// Lists every script of each load, largest first. No budget is set for the console yet: it prints.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { firstLoad, type Script } from './first-load.ts';
import { startDemoDataServer } from './servers.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8093);
const VIEWPORT = { width: 1280, height: 800 };
const dataDir = mkdtempSync(path.join(tmpdir(), 'tijian-console-size-'));

// Demo mode, as `npm start` runs it: it seeds the operator accounts (op-<centre>, operator1234).
const demo = startDemoDataServer(PORT, dataDir, 'demo');
const server = await demo.server;
const results: { page: string; scripts: Script[] }[] = [];

try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  results.push({ page: '/console/login', scripts: await signInPage(browser) });
  results.push({ page: '/console/bookings (signed in)', scripts: await signedInShell(browser) });
  await browser.close();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const { page, scripts } of results) report(page, scripts);
console.log('\nbench:console — summary (gzip -9 JavaScript of a first load, fresh browser profile)');
for (const { page, scripts } of results)
  console.log(
    `${kb(scripts.reduce((sum, s) => sum + s.gzip, 0)).padStart(10)}  ${page} (${scripts.length} scripts)`,
  );

async function signInPage(browser: Browser): Promise<Script[]> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const scripts = await firstLoad(page, () =>
    page.goto(`${server.base}/console/login`, { waitUntil: 'networkidle' }),
  );
  await page.getByRole('button', { name: '登 录' }).waitFor();
  await context.close();
  return scripts;
}

/** The token as the sign-in page keeps it (sessionStorage), put there before the console's first script runs. */
async function signedInShell(browser: Browser): Promise<Script[]> {
  const login = await fetch(`${server.base}/m/operator/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'op-00-1', password: 'operator1234' }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error('the demo operator op-00-1 could not sign in');
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript((value) => sessionStorage.setItem('console.operatorToken', value), token);
  const page = await context.newPage();
  const scripts = await firstLoad(page, () =>
    page.goto(`${server.base}/console/bookings`, { waitUntil: 'networkidle' }),
  );
  await page.getByRole('heading', { name: '今日预约' }).waitFor();
  await context.close();
  return scripts;
}

function report(page: string, scripts: Script[]) {
  scripts.sort((a, b) => b.gzip - a.gzip);
  console.log(`\nbench:console — first load of ${page} in Chromium (1280×800), served by ${demo.label}\n`);
  console.log(`${'gzip -9'.padStart(10)} ${'raw'.padStart(10)}  script`);
  for (const s of scripts) console.log(`${kb(s.gzip).padStart(10)} ${kb(s.raw).padStart(10)}  ${s.name}`);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`${kb(total).padStart(10)} ${''.padStart(10)}  total, ${scripts.length} scripts`);
}
