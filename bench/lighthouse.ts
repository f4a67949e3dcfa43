// bench:lighthouse — Lighthouse's mobile run (its default emulation and simulated throttling) of /main
// and of the submit screen, each against a reference page measured in the same command: React,
// antd-mobile and the same banner, nothing of the app (reference/, built here as one chunk). The runs
// alternate (reference, /main, submit; three times), each in a fresh Debian Chromium, so a slower or
// busier machine moves all of them; medians are printed side by side.
// Targets (issue 18, ARCHITECTURE.md): performance at most 1 point below the reference, LCP at most
// 1.25× the reference's, TBT at most 1.5× + 50 ms; accessibility and best practices ≥ 95. A
// benchmark: PASS/FAIL printed, exit code 0 either way. BENCH_RUNS (3) rounds.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { startReferencePage } from './reference-page.ts';
import { startDemoDataServer } from './servers.ts';
import { reachSubmit } from './submit-screen.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8094);
const REFERENCE_PORT = PORT + 1;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const categories = ['performance', 'accessibility', 'best-practices'] as const;
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface Prepared {
  /** The tab Lighthouse loads the page in: the draft is in its sessionStorage. */
  page: Page;
  close: () => Promise<void>;
}

interface Target {
  name: string;
  url: string;
  /** Runs in the launched browser before Lighthouse loads the page (a login, a draft). */
  prepare?: (port: number) => Promise<Prepared>;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tijian-lighthouse-'));
const reportDir = mkdtempSync(path.join(tmpdir(), 'tijian-lighthouse-reports-'));
// Demo mode, as `npm start` runs it: the submit screen needs the demo account's login.
const demo = startDemoDataServer(PORT, dataDir, 'demo');
const server = await demo.server;
const reference = await startReferencePage(REFERENCE_PORT);
// localhost rather than 127.0.0.1: a secure context, as the https site phones use is.
const app = `http://localhost:${PORT}`;

const targets: Target[] = [
  { name: 'reference', url: reference.url },
  { name: '/main', url: `${app}/main` },
  {
    name: '/appointment/submit',
    url: `${app}/appointment/submit`,
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
      const page = (await driver.pages()).find((p) => p.url().includes('/appointment/submit'));
      if (!page) throw new Error('the prepared submit screen is not among the browser tabs');
      return {
        page,
        close: async () => {
          await driver.disconnect();
          await browser.close();
        },
      };
    },
  },
];

async function runOnce(target: Target, run: number): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  let prepared: Prepared | undefined;
  try {
    prepared = await target.prepare?.(chrome.port);
    const flags: Flags = {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...categories],
      // Only the prepared target keeps what its preparation stored (its login and draft).
      disableStorageReset: Boolean(target.prepare),
    };
    const result = await lighthouse(target.url, flags, undefined, prepared?.page);
    if (!result) throw new Error('Lighthouse returned no result');
    const slug = target.name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'page';
    writeFileSync(path.join(reportDir, `${slug}-run-${run}.html`), String(result.report));
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await prepared?.close();
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes loses the trace of a run (NO_NAVSTART), most often the first one after the
 * server starts; such a run measured nothing, so it is made again (twice at most) instead of failing.
 */
async function runOnceRetrying(target: Target, run: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(target, run);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`${target.name} run ${run}: Lighthouse lost the trace (NO_NAVSTART); running it again`);
    }
  }
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const value = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Summary {
  scores: Record<(typeof categories)[number], number>;
  metrics: Record<(typeof metrics)[number][1], number>;
  /** The run whose performance score is the median, for its failing audits. */
  medianRun: Result;
}

function summarise(results: Result[]): Summary {
  const scores = Object.fromEntries(
    categories.map((id) => [id, median(results.map((r) => score(r, id)))]),
  ) as Summary['scores'];
  const values = Object.fromEntries(
    metrics.map(([id, short]) => [short, median(results.map((r) => value(r, id)))]),
  ) as Summary['metrics'];
  const medianRun = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
    Math.floor(results.length / 2)
  ]!;
  return { scores, metrics: values, medianRun };
}

const formatMetric = (short: string, n: number) =>
  short === 'CLS' ? n.toFixed(3) : short === 'TBT' ? `${Math.round(n)} ms` : `${(n / 1000).toFixed(2)} s`;

function printRun(name: string, run: number, lhr: Result) {
  const scores = categories.map((id) => `${id} ${score(lhr, id)}`).join('  ');
  const values = metrics.map(([id, short]) => `${short} ${formatMetric(short, value(lhr, id))}`).join('  ');
  console.log(`run ${run} ${name.padEnd(20)} ${scores}   ${values}`);
}

function printTable(summaries: Map<string, Summary>) {
  const columns = [...summaries.keys()];
  const row = (label: string, cells: string[]) =>
    console.log(`${label.padEnd(16)}${cells.map((c) => c.padStart(22)).join('')}`);
  console.log('\nmedians');
  row('', columns);
  for (const id of categories)
    row(
      id,
      columns.map((c) => String(summaries.get(c)!.scores[id])),
    );
  for (const [, short] of metrics) {
    row(
      short,
      columns.map((c) => formatMetric(short, summaries.get(c)!.metrics[short])),
    );
  }
}

/** Audits of a category that count and did not pass (Lighthouse shows a score under 0.9 as not passed). */
function printFailingAudits(name: string, lhr: Result) {
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category) continue;
    const failing = category.auditRefs
      .filter((ref) => ref.group !== 'hidden')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .filter((audit) => audit && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode));
    if (!failing.length) continue;
    console.log(`\n${name}, ${category.title}: failing audits`);
    for (const audit of failing) {
      if (!audit) continue;
      const shown = audit.displayValue ? ` — ${audit.displayValue}` : '';
      console.log(`  ${String(Math.round((audit.score ?? 0) * 100)).padStart(3)}  ${audit.title}${shown}`);
      for (const item of itemsOf(audit).slice(0, 4)) console.log(`         ${item}`);
    }
  }
}

/** What an audit points at (a URL, an element), so the printout says where to look. */
function itemsOf(audit: Result['audits'][string]): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  return (details?.items ?? []).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const source = item.source as { url?: string } | undefined;
    const where =
      item.url ?? source?.url ?? node?.snippet ?? item.description ?? JSON.stringify(item).slice(0, 120);
    const savings =
      typeof item.wastedBytes === 'number' ? ` (${(item.wastedBytes / 1024).toFixed(1)} KiB)` : '';
    return `${String(where).replace(app, '')}${savings}`;
  });
}

function judge(name: string, page: Summary, ref: Summary) {
  const checks: [boolean, string][] = [
    [
      page.scores.performance >= ref.scores.performance - 1,
      `performance ${page.scores.performance} (reference ${ref.scores.performance}; target ≥ ${ref.scores.performance - 1})`,
    ],
    [
      page.metrics.LCP <= ref.metrics.LCP * 1.25,
      `LCP ${formatMetric('LCP', page.metrics.LCP)} = ${(page.metrics.LCP / ref.metrics.LCP).toFixed(2)}× the reference's ${formatMetric('LCP', ref.metrics.LCP)} (target ≤ 1.25×)`,
    ],
    [
      page.metrics.TBT <= ref.metrics.TBT * 1.5 + 50,
      `TBT ${formatMetric('TBT', page.metrics.TBT)} (reference ${formatMetric('TBT', ref.metrics.TBT)}; target ≤ ${Math.round(ref.metrics.TBT * 1.5 + 50)} ms)`,
    ],
    [page.scores.accessibility >= 95, `accessibility ${page.scores.accessibility} (target ≥ 95)`],
    [page.scores['best-practices'] >= 95, `best practices ${page.scores['best-practices']} (target ≥ 95)`],
  ];
  for (const [ok, text] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${text}`);
}

try {
  console.log(
    `\nbench:lighthouse — ${targets.map((t) => t.url).join(', ')}; app served by ${demo.label}; ` +
      `${RUNS} round(s), alternating, each run in a fresh browser\n`,
  );
  const results = new Map<string, Result[]>(targets.map((t) => [t.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const target of targets) {
      const lhr = await runOnceRetrying(target, run);
      printRun(target.name, run, lhr);
      results.get(target.name)!.push(lhr);
    }
  }
  const summaries = new Map([...results].map(([name, runs]) => [name, summarise(runs)]));
  printTable(summaries);
  for (const [name, summary] of summaries) printFailingAudits(name, summary.medianRun);
  console.log('');
  const ref = summaries.get('reference')!;
  for (const [name, summary] of summaries) if (name !== 'reference') judge(name, summary, ref);
  console.log(`\nFull reports: ${reportDir}`);
} finally {
  await reference.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
