// bench:console-lighthouse — Lighthouse's desktop run (its desktop configuration: 1350×940, desktop
// user agent, simulated desk-network throttling with no CPU slowdown) of the staff console's sign-in
// page (/console/login) and of 今日预约 signed in as the demo manager of 00-1 (/console/bookings),
// against a reference page measured in the same command: React 19, antd 6 and its zh-CN locale
// rendering one Button and one Table, nothing of the console (reference-console/, built here as one
// chunk). The runs alternate (reference, sign-in, 今日预约; BENCH_RUNS times, 3 by default), each in
// a fresh Debian Chromium; medians are printed side by side with the targets of bench:lighthouse
// (lighthouse-runs.ts). A benchmark: PASS/FAIL printed, exit code 0 either way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { runLighthouseBench } from './lighthouse-runs.ts';
import { startReferencePage } from './reference-page.ts';
import { startDemoDataServer } from './servers.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8096);
const REFERENCE_PORT = PORT + 1;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** Where the console keeps its operator's token (apps/console/src/shared/session/operator-session.ts). */
const TOKEN_KEY = 'console.operatorToken';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tijian-console-lighthouse-'));
// Demo mode, as `npm start` runs it: it seeds the operator accounts (op-<centre>, operator1234).
const demo = startDemoDataServer(PORT, dataDir, 'demo');
const server = await demo.server;
const reference = await startReferencePage(REFERENCE_PORT, {
  dir: 'reference-console',
  files: {},
});
// localhost rather than 127.0.0.1: a secure context, as the console's https site is.
const app = `http://localhost:${PORT}`;

try {
  const token = await signIn();
  await runLighthouseBench({
    name: 'bench:console-lighthouse',
    servedBy: demo.label,
    origin: app,
    runs: RUNS,
    config: desktopConfig,
    targets: [
      { name: 'reference', url: reference.url },
      { name: '/console/login', url: `${app}/console/login` },
      {
        name: '/console/bookings',
        url: `${app}/console/bookings`,
        // Signed in as the sign-in page leaves a tab: the token in the tab's sessionStorage, put there
        // from a document of the same origin that loads none of the console's files (/healthz), with
        // the HTTP cache emptied. Lighthouse then loads 今日预约 in that tab, keeping its storage: a
        // desk computer opening the console's first screen with every script still to download.
        prepare: async (port) => {
          const driver = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
          const page = (await driver.pages())[0] ?? (await driver.newPage());
          await page.goto(`${app}/healthz`);
          await page.evaluate((key, value) => sessionStorage.setItem(key, value), TOKEN_KEY, token);
          const cdp = await page.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
          return { page, close: () => driver.disconnect() };
        },
      },
    ],
  });
} finally {
  await reference.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** One session for every run, as the sign-in page gets it (bench:console signs in the same way). */
async function signIn(): Promise<string> {
  const login = await fetch(`${server.base}/m/operator/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'op-00-1', password: 'operator1234' }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error('the demo operator op-00-1 could not sign in');
  return token;
}
