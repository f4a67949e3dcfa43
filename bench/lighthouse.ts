// bench:lighthouse — Lighthouse's mobile run (its default emulation and simulated throttling) of /main,
// against the built app served by the compiled server on a fresh data dir, in Debian's Chromium (never
// a downloaded browser). Prints performance, accessibility and best-practices (0–100), the key metrics
// and each category's failing audits; target 95 each (ARCHITECTURE.md). A benchmark: PASS/FAIL
// printed, exit code 0 either way. BENCH_RUNS (3) runs, each in a fresh browser; the median counts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { startDemoDataServer } from './servers.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8094);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const TARGET = 95;
const categories = ['performance', 'accessibility', 'best-practices'] as const;
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

const dataDir = mkdtempSync(path.join(tmpdir(), 'tijian-lighthouse-'));
const reportDir = mkdtempSync(path.join(tmpdir(), 'tijian-lighthouse-reports-'));
const demo = startDemoDataServer(PORT, dataDir);
const server = await demo.server;
// localhost rather than 127.0.0.1: a secure context, as the https site phones use is.
const url = `http://localhost:${PORT}/main`;

async function runOnce(run: number): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const report = path.join(reportDir, `run-${run}.html`);
    writeFileSync(report, String(result.report));
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes loses the trace of a run (NO_NAVSTART), most often the first one after the
 * server starts; such a run measured nothing, so it is made again (twice at most) instead of failing.
 */
async function runOnceRetrying(run: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(run);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`run ${run}: Lighthouse lost the trace (NO_NAVSTART); running it again`);
    }
  }
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

function printRun(lhr: Result, label: string) {
  const scores = categories.map((id) => `${id} ${score(lhr, id)}`).join('  ');
  const values = metrics.map(([id, short]) => `${short} ${lhr.audits[id]?.displayValue ?? '—'}`).join('  ');
  console.log(`${label}: ${scores}   ${values}`);
}

/** Audits of a category that count and did not pass (Lighthouse shows a score under 0.9 as not passed). */
function printFailingAudits(lhr: Result) {
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category) continue;
    const failing = category.auditRefs
      .filter((ref) => ref.group !== 'hidden')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .filter((audit) => audit && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode));
    console.log(`\n${category.title}: ${failing.length ? 'failing audits' : 'no failing audit'}`);
    for (const audit of failing) {
      if (!audit) continue;
      const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
      console.log(`  ${String(Math.round((audit.score ?? 0) * 100)).padStart(3)}  ${audit.title}${value}`);
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
    return `${String(where).replace(`http://localhost:${PORT}`, '')}${savings}`;
  });
}

try {
  console.log(`\nbench:lighthouse — ${url}, served by ${demo.label}; ${RUNS} mobile run(s)\n`);
  const results: Result[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const lhr = await runOnceRetrying(run);
    printRun(lhr, `run ${run}`);
    results.push(lhr);
  }
  // The run with the median performance score stands for all (performance moves most between runs).
  const median = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
    Math.floor(results.length / 2)
  ]!;
  console.log('');
  printRun(median, 'median run');
  printFailingAudits(median);
  console.log('');
  for (const id of categories) {
    const value = score(median, id);
    console.log(`${value >= TARGET ? 'PASS' : 'FAIL'} ${id}: ${value} (target ≥ ${TARGET})`);
  }
  console.log(`\nFull reports: ${reportDir}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
