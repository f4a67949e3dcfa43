// The part bench:lighthouse (mobile, the web app) and bench:console-lighthouse (desktop, the staff
// console) share: rounds of Lighthouse runs alternating a reference page and the pages measured, each
// run in a fresh Debian Chromium, then medians side by side, the failing audits of each page's median
// run, and PASS/FAIL against the targets of issue 18 (ARCHITECTURE.md): performance at most 1 point
// below the reference, LCP at most 1.25× the reference's, TBT at most 1.5× + 50 ms; accessibility and
// best practices ≥ 95. The HTML reports of all runs are kept in a temporary folder, with each run's
// trace when BENCH_TRACES=1.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';

const categories = ['performance', 'accessibility', 'best-practices'] as const;
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

export interface Prepared {
  /** The tab Lighthouse loads the page in, with what the preparation stored (a login, a draft). */
  page: Page;
  close: () => Promise<void>;
}

export interface Target {
  name: string;
  url: string;
  /** Runs in the launched browser before Lighthouse loads the page (a login, a draft). */
  prepare?: (port: number) => Promise<Prepared>;
}

export interface LighthouseBench {
  /** The command, for the printed header and the report folder's name. */
  name: string;
  /** The reference page first, then the pages judged against it. */
  targets: [Target, ...Target[]];
  /** What serves the pages, for the printed header. */
  servedBy: string;
  /** Stripped from the URLs the failing audits point at. */
  origin: string;
  runs: number;
  /** Lighthouse's configuration; its default (mobile emulation, simulated throttling) when absent. */
  config?: Config;
}

export async function runLighthouseBench(bench: LighthouseBench): Promise<void> {
  const reportDir = mkdtempSync(path.join(tmpdir(), `tijian-${bench.name.replace(/\W+/g, '-')}-reports-`));
  console.log(
    `\n${bench.name} — ${bench.targets.map((t) => t.url).join(', ')}; app served by ${bench.servedBy}; ` +
      `${bench.runs} round(s), alternating, each run in a fresh browser\n`,
  );
  const width = Math.max(...bench.targets.map((t) => t.name.length));
  const results = new Map<string, Result[]>(bench.targets.map((t) => [t.name, []]));
  for (let run = 1; run <= bench.runs; run++) {
    for (const target of bench.targets) {
      const lhr = await runOnceRetrying(bench, target, run, reportDir);
      printRun(target.name.padEnd(width), run, lhr);
      results.get(target.name)!.push(lhr);
    }
  }
  const summaries = new Map([...results].map(([name, runs]) => [name, summarise(runs)]));
  printTable(summaries);
  for (const [name, summary] of summaries) printFailingAudits(name, summary.medianRun, bench.origin);
  console.log('');
  const ref = summaries.get(bench.targets[0].name)!;
  for (const [name, summary] of summaries) if (name !== bench.targets[0].name) judge(name, summary, ref);
  console.log(`\nFull reports: ${reportDir}`);
}

async function runOnce(bench: LighthouseBench, target: Target, run: number, reportDir: string) {
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
      // Only a prepared target keeps what its preparation stored (its login, its draft).
      disableStorageReset: Boolean(target.prepare),
    };
    const result = await lighthouse(target.url, flags, bench.config, prepared?.page);
    if (!result) throw new Error('Lighthouse returned no result');
    const slug = target.name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'page';
    writeFileSync(path.join(reportDir, `${slug}-run-${run}.html`), String(result.report));
    // The trace each figure was simulated from: what ran on the main thread, and when, in that run.
    if (process.env.BENCH_TRACES) {
      writeFileSync(
        path.join(reportDir, `${slug}-run-${run}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    }
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
async function runOnceRetrying(
  bench: LighthouseBench,
  target: Target,
  run: number,
  reportDir: string,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(bench, target, run, reportDir);
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
function printFailingAudits(name: string, lhr: Result, origin: string) {
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
      for (const item of itemsOf(audit, origin).slice(0, 4)) console.log(`         ${item}`);
    }
  }
}

/** What an audit points at (a URL, an element), so the printout says where to look. */
function itemsOf(audit: Result['audits'][string], origin: string): string[] {
  return describeItems(audit.details as Details | undefined).map((item) => item.replace(origin, ''));
}

interface Details {
  items?: Record<string, unknown>[];
}

function describeItems(details: Details | undefined): string[] {
  return (details?.items ?? []).flatMap((item) => {
    // A list of tables (the LCP element audit: the element, then its phases): the tables' rows.
    if (Array.isArray(item.items)) return describeItems(item as Details);
    const node = item.node as { snippet?: string } | undefined;
    const source = item.source as { url?: string } | undefined;
    const phase =
      typeof item.phase === 'string' && typeof item.timing === 'number'
        ? `${item.phase} ${Math.round(item.timing)} ms`
        : undefined;
    const where =
      item.url ??
      source?.url ??
      node?.snippet ??
      phase ??
      item.description ??
      JSON.stringify(item).slice(0, 120);
    const savings =
      typeof item.wastedBytes === 'number' ? ` (${(item.wastedBytes / 1024).toFixed(1)} KiB)` : '';
    return [`${String(where)}${savings}`];
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
