// bench:lighthouse — Lighthouse's mobile run (its default emulation and simulated throttling) of /main
// and of the submit screen, each against a reference page measured in the same command: React,
// antd-mobile and the same banner, nothing of the app (reference/, built here as one chunk). The runs
// alternate (reference, /main, submit; three times), each in a fresh Debian Chromium, so a slower or
// busier machine moves all of them; medians are printed side by side (lighthouse-runs.ts).
// Targets (issue 18, ARCHITECTURE.md): performance at most 1 point below the reference, LCP at most
// 1.25× the reference's, TBT at most 1.5× + 50 ms; accessibility and best practices ≥ 95. A
// benchmark: PASS/FAIL printed, exit code 0 either way. BENCH_RUNS (3) rounds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { runLighthouseBench } from './lighthouse-runs.ts';
import { startReferencePage } from './reference-page.ts';
import { startDemoDataServer } from './servers.ts';
import { reachSubmit } from './submit-screen.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8094);
const REFERENCE_PORT = PORT + 1;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

const dataDir = mkdtempSync(path.join(tmpdir(), 'tijian-lighthouse-'));
// Demo mode, as `npm start` runs it: the submit screen needs the demo account's login.
const demo = startDemoDataServer(PORT, dataDir, 'demo');
const server = await demo.server;
const reference = await startReferencePage(REFERENCE_PORT);
// localhost rather than 127.0.0.1: a secure context, as the https site phones use is.
const app = `http://localhost:${PORT}`;
// The address the app opens the screen at: the draft's centre in the query, for the server's splash.
const submitUrl = `${app}/appointment/submit?sysCenterId=00-1`;

try {
  await runLighthouseBench({
    name: 'bench:lighthouse',
    servedBy: demo.label,
    origin: app,
    runs: RUNS,
    targets: [
      { name: 'reference', url: reference.url },
      { name: '/main', url: `${app}/main` },
      {
        name: '/appointment/submit',
        url: submitUrl,
        // Logged in with a package in the draft, then the HTTP cache emptied (the login and the steps
        // before loaded the app's chunks): Lighthouse then loads the screen as a phone reloading it,
        // keeping storage and cookies, downloading every script again.
        prepare: async (port) => {
          const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
          const context = browser.contexts()[0] ?? (await browser.newContext());
          const tab = await context.newPage();
          await reachSubmit(tab, app);
          await (await context.newCDPSession(tab)).send('Network.clearBrowserCache');
          // The same tab, seen through Lighthouse's own driver.
          const driver = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
          const page = (await driver.pages()).find((p) => p.url() === submitUrl);
          if (!page)
            throw new Error('the prepared submit screen is not among the browser tabs at its address');
          return {
            page,
            close: async () => {
              await driver.disconnect();
              await browser.close();
            },
          };
        },
      },
    ],
  });
} finally {
  await reference.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
