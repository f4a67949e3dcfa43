// bench:pricing — the catalogue rules on every tap and every order: priceSummary plus a check/uncheck
// pair on a 200-item plan with requirements, exclusions, choose-one groups, combination prices,
// consumables and package swaps (generated, the same every run). Timed in Node, then in Chromium's
// engine (Debian's /usr/bin/chromium through playwright-core) with the same code bundled by esbuild.
// Target (the catalogue brief): median ≤ 0.1 ms. A benchmark: it prints PASS/FAIL and exits 0 either
// way; it exits 1 only when it could not run.
//
// The Node-only part (esbuild, Playwright) is imported dynamically so the browser bundle holds the
// workload and the rules only.
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import {
  type Catalogue,
  type CatalogueIndex,
  checkedIds,
  checkProject,
  indexCatalogue,
  type MaterialNeed,
  newPlan,
  type Plan,
  type PricingRule,
  type Product,
  type Project,
  priceSummary,
  uncheckProject,
  validatePlan,
} from '../packages/domain/src/catalogue/index.ts';
import { project } from '../packages/domain/src/catalogue/test-catalogue.ts';
import { fen } from '../packages/domain/src/money.ts';

const TARGET_MS = 0.1;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 10_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2_000);

/** What one engine measured: median and p99 of each timed step, in ms per iteration. */
export interface Timings {
  engine: string;
  /** how fine the clock is, in ms (Chromium coarsens performance.now outside cross-origin isolation) */
  clockMs: number;
  workload: string;
  steps: Record<string, { median: number; p99: number; n: number }>;
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function item(id: string, i: number, more: Partial<Project> = {}): Project {
  return project(id, `项目${i}`, 1_000 + ((i * 7_919) % 90_000), { classId: `C${i % 8}`, ...more });
}

/**
 * A centre of 400 items: 20 choose-one groups of 3, 80 exclusion pairs, 90 items with requirements,
 * 10 consumables needed by 240 items, 30 combination prices; a package of 110 items (15 swappable),
 * and a plan of that package plus 90 chosen items: about 210 checked.
 */
export function workload() {
  const rnd = random(20_240_601);
  const pick = (n: number) => Math.floor(rnd() * n);
  const projects: Project[] = [];
  for (let g = 0; g < 20; g++) {
    const parent = `G${g}`;
    projects.push(item(parent, projects.length, { typable: 1, price: fen(0) }));
    const leaves = [0, 1, 2].map((k) => `G${g}-${k}`);
    for (const leaf of leaves) {
      projects.push(
        item(leaf, projects.length, { parentId: parent, mutexId: leaves.filter((l) => l !== leaf) }),
      );
    }
  }
  while (projects.length < 400) projects.push(item(`I${projects.length}`, projects.length));
  const plain = projects.filter((p) => p.typable === 0 && p.parentId === null);

  // Package: the first 110 plain items; 15 of them swappable for an item outside it.
  const inPackage = plain.slice(0, 110);
  const outside = plain.slice(110);
  const packageProjects: Product['packageProjects'] = inPackage.map((p, k) => {
    if (k % 7 !== 3) return { projectId: p.id, packable: '1', priceDifference: {} };
    const alt = outside[outside.length - 1 - k]!;
    p.mutexId.push(alt.id);
    alt.mutexId.push(p.id);
    return { projectId: p.id, packable: 'x', priceDifference: { [alt.id]: fen(5_000 + k * 100) } };
  });
  const product: Product = {
    id: 'BENCH',
    sysCenterId: '00-0',
    packageName: '基准套餐',
    planTypeCode: 'general',
    typeId: 'general',
    sex: 'common',
    discount: 85,
    packageProjects,
  };

  // Requirements point to earlier plain items, so there are no cycles.
  for (const p of plain.slice(20)) {
    if (rnd() < 0.3) {
      const req = plain[pick(plain.indexOf(p))]!;
      if (req !== p && !p.relationships.includes(req.id)) p.relationships.push(req.id);
    }
  }
  // Exclusions among items outside the package, so the plan below can hold either side of most pairs.
  let pairs = 0;
  while (pairs < 80) {
    const a = outside[pick(outside.length)]!;
    const b = outside[pick(outside.length)]!;
    if (a === b || a.mutexId.includes(b.id)) continue;
    a.mutexId.push(b.id);
    b.mutexId.push(a.id);
    pairs++;
  }

  const materials = Array.from({ length: 10 }, (_, m) => ({
    id: `M${m}`,
    item: `耗材${m}`,
    price: fen(100 + m * 50),
    recalculate: (m % 2) as 0 | 1,
  }));
  const materialNeeds: MaterialNeed[] = projects
    .filter((p) => p.typable === 0 && rnd() < 0.65)
    .map((p) => ({
      projectId: p.id,
      materials: Array.from({ length: 1 + pick(3) }, () => ({
        materialId: `M${pick(10)}`,
        count: 1 + pick(3),
      })),
    }));
  const pricingRules: PricingRule[] = Array.from({ length: 30 }, (_, r) => {
    const items = [...new Set(Array.from({ length: 2 + pick(2) }, () => plain[110 + pick(120)]!.id))];
    return {
      id: `R${r}`,
      name: `组合${r}`,
      price: fen(items.length * 2_000),
      subList: items.map((projectId) => ({ projectId, price: fen(2_000), recalculate: 0 as const })),
    };
  });
  const catalogue: Catalogue = {
    projects,
    materials,
    materialNeeds,
    classes: Array.from({ length: 8 }, (_, c) => ({ id: `C${c}`, itemName: `分类${c}`, rowIndex: c })),
    pricingRules,
    upgrades: [],
    showProjectPrice: '1',
    materialFeeProjectId: null,
  };
  const ix = indexCatalogue(catalogue);

  // The plan: the package, one leaf of five groups, then plain items until about 200 are checked.
  let plan = newPlan(ix, { product });
  const want = [
    ...[0, 1, 2, 3, 4].map((g) => `G${g}-0`),
    ...outside.filter((_, k) => k % 3 !== 0).map((p) => p.id),
  ];
  for (const id of want) {
    if (checkedIds(ix, plan).length >= 205) break;
    const r = checkProject(ix, plan, id);
    if (r.kind === 'ok') plan = r.plan;
  }

  // The tap: another leaf of a group with a chosen leaf (swapped out, back on uncheck), which needs
  // two items not in the plan and consumables.
  const tapped = 'G0-1';
  const leaf = projects.find((p) => p.id === tapped)!;
  const notInPlan = outside.filter((p) => !checkedIds(ix, plan).includes(p.id) && !p.mutexId.length);
  leaf.relationships.push(notInPlan[0]!.id, notInPlan[1]!.id);
  materialNeeds.push({ projectId: tapped, materials: [{ materialId: 'M1', count: 4 }] });
  const ix2 = indexCatalogue(catalogue, { products: [product] });
  return { ix: ix2, plan, product, tapped };
}

function describeWorkload(ix: CatalogueIndex, plan: Plan, tapped: string): string {
  const checked = checkedIds(ix, plan);
  const s = priceSummary(ix, plan);
  const mutexPairs = ix.nodeList.reduce((n, node) => n + node.mutex.length, 0) / 2;
  const requires = ix.nodeList.filter((n) => n.requires.length).length;
  return (
    `${ix.nodeList.length} items (${mutexPairs} exclusion pairs, ${requires} with requirements, ` +
    `${ix.rules.length} combination prices, ${ix.materialNodes.length} consumables); plan: ` +
    `${checked.length} checked (${plan.base.length} package, ${plan.chosen.length} chosen), ` +
    `${s.appliedRules.length} combination prices and ${s.materials.length} consumables apply; tap: ${tapped}`
  );
}

/** Runs the workload and times each step; `now` is the engine's clock in ms. */
export function measure(engine: string, now: () => number, iterations: number, warmup: number): Timings {
  const { ix, plan, tapped } = workload();
  // The tap must do what it is meant to, or the figures time refusals.
  const checked = checkProject(ix, plan, tapped);
  if (checked.kind !== 'ok' || checked.removed.length === 0 || checked.added.length < 3) {
    throw new Error(
      `the benchmark tap was not a swap with requirements: ${JSON.stringify(checked).slice(0, 300)}`,
    );
  }
  const unchecked = uncheckProject(ix, checked.plan, tapped);
  if (unchecked.kind !== 'ok' || checkedIds(ix, unchecked.plan).join() !== checkedIds(ix, plan).join()) {
    throw new Error('unchecking the benchmark tap did not give the plan back');
  }
  if (validatePlan(ix, plan).length) throw new Error('the benchmark plan is not valid');

  const steps = {
    'priceSummary + check + uncheck': () => {
      priceSummary(ix, plan);
      const c = checkProject(ix, plan, tapped);
      if (c.kind === 'ok') uncheckProject(ix, c.plan, tapped);
    },
    priceSummary: () => priceSummary(ix, plan),
    'checkProject (group swap + 2 requirements)': () => checkProject(ix, plan, tapped),
    'uncheckProject (swap back)': () => uncheckProject(ix, checked.plan, tapped),
    validatePlan: () => validatePlan(ix, plan),
  };
  // Clock granularity: the smallest non-zero step seen.
  let clockMs = Number.POSITIVE_INFINITY;
  for (let k = 0, last = now(); k < 2_000; k++) {
    const t = now();
    if (t > last) clockMs = Math.min(clockMs, t - last);
    last = t;
  }
  const out: Timings['steps'] = {};
  for (const [name, step] of Object.entries(steps)) {
    for (let k = 0; k < warmup; k++) step();
    const samples = new Float64Array(iterations);
    for (let k = 0; k < iterations; k++) {
      const t0 = now();
      step();
      samples[k] = now() - t0;
    }
    samples.sort();
    out[name] = {
      median: samples[Math.floor(iterations / 2)]!,
      p99: samples[Math.min(iterations - 1, Math.floor(iterations * 0.99))]!,
      n: iterations,
    };
  }
  return { engine, clockMs, workload: describeWorkload(ix, plan, tapped), steps: out };
}

async function inChromium(): Promise<Timings> {
  const { build } = await import('esbuild');
  const { chromium } = await import('playwright-core');
  const bundle = await build({
    stdin: {
      contents: `import { measure } from './pricing.ts'; globalThis.__measurePricing = measure;`,
      resolveDir: import.meta.dirname,
      sourcefile: 'pricing-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    write: false,
    // The page has no process; the settings travel as arguments instead.
    define: { 'process.env': '{}', BENCH_IN_BROWSER: 'true' },
    external: ['node:*', 'esbuild', 'playwright-core'],
    logLevel: 'silent',
  });
  const code = bundle.outputFiles[0]!.text;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Served cross-origin isolated from localhost, so performance.now() ticks in µs rather than 100 µs.
    const origin = 'http://localhost:8097';
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cross-origin-opener-policy': 'same-origin',
          'cross-origin-embedder-policy': 'require-corp',
        },
        body: '<!doctype html><meta charset="utf-8"><title>bench:pricing</title>',
      }),
    );
    await page.goto(`${origin}/`);
    await page.addScriptTag({ content: code, type: 'module' });
    await page
      .waitForFunction(() => '__measurePricing' in globalThis, undefined, { timeout: 10_000 })
      .catch(() => {
        throw new Error(`the bundle did not load in the page: ${errors.join('; ') || 'no error reported'}`);
      });
    const isolated = await page.evaluate(
      () => (globalThis as unknown as { crossOriginIsolated?: boolean }).crossOriginIsolated === true,
    );
    const timings = await page.evaluate(
      ({ iterations, warmup }) => {
        const measurePricing = (globalThis as unknown as { __measurePricing: typeof measure })
          .__measurePricing;
        return measurePricing('Chromium', () => performance.now(), iterations, warmup);
      },
      { iterations: ITERATIONS, warmup: WARMUP },
    );
    const version = browser.version();
    return { ...timings, engine: `Chromium ${version}${isolated ? '' : ' (not cross-origin isolated)'}` };
  } finally {
    await browser.close();
  }
}

function print(t: Timings) {
  const ms = (n: number) => `${n.toFixed(4)} ms`;
  console.log(`\n${t.engine} — clock step ${ms(t.clockMs)}`);
  console.log(
    `${'median'.padStart(12)} ${'p99'.padStart(12)}  step (${t.steps.priceSummary?.n} iterations each)`,
  );
  for (const [name, s] of Object.entries(t.steps)) {
    console.log(`${ms(s.median).padStart(12)} ${ms(s.p99).padStart(12)}  ${name}`);
  }
}

function verdict(t: Timings): boolean {
  const s = t.steps['priceSummary + check + uncheck']!;
  const pass = s.median <= TARGET_MS;
  console.log(
    `${pass ? 'PASS' : 'FAIL'} ${t.engine.split(' (')[0]}: priceSummary + check/uncheck median ${s.median.toFixed(4)} ms, p99 ${s.p99.toFixed(4)} ms (target median ≤ ${TARGET_MS} ms)`,
  );
  return pass;
}

declare const BENCH_IN_BROWSER: boolean | undefined;

async function main() {
  if (!(ITERATIONS >= 10_000))
    console.warn(`BENCH_ITERATIONS=${ITERATIONS}: below the 10,000 the target is stated for`);
  const node = measure(`Node ${process.version}`, () => performance.now(), ITERATIONS, WARMUP);
  console.log(`\nbench:pricing — ${node.workload}`);
  print(node);
  let browser: Timings | null = null;
  try {
    browser = await inChromium();
    print(browser);
  } catch (error) {
    console.error(`\nChromium run failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
  console.log('');
  verdict(node);
  if (browser) verdict(browser);
}

if (typeof BENCH_IN_BROWSER === 'undefined') await main();
