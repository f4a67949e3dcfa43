// bench:size — the gzipped JavaScript a phone downloads on the first load of /main and of the submit
// screen (/appointment/submit, logged in with a package in the booking draft), measured in
// Chromium against the built app served by the compiled server (the root script builds both first).
// Lists every script of that load, largest first, and what the larger ones are made of (packages,
// antd-mobile components, app folders), so the web team sees what to split or load later. Budget
// (ARCHITECTURE.md): 150 KB. A benchmark: it prints PASS/FAIL and exits 0 either way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { chunkContents } from './chunk-contents.ts';
import { firstLoad, type Script } from './first-load.ts';
import { startDemoDataServer } from './servers.ts';
import { reachSubmit } from './submit-screen.ts';

const BUDGET_BYTES = 150 * 1024;
const PORT = Number(process.env.BENCH_PORT ?? 8092);
const dataDir = mkdtempSync(path.join(tmpdir(), 'tijian-size-'));

// Demo mode, as `npm start` runs it: the submit screen needs the demo account's login.
const demo = startDemoDataServer(PORT, dataDir, 'demo');
const server = await demo.server;

try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const main = await firstLoad(page, () => page.goto(`${server.base}/main`, { waitUntil: 'networkidle' }));
  report('/main', main);

  // The submit screen, reached as a person does, then loaded afresh.
  await reachSubmit(page, server.base);
  const submit = await firstLoad(page, () => page.reload({ waitUntil: 'networkidle' }));
  await page.getByText('提交订单').first().waitFor();
  report('/appointment/submit', submit);
  await browser.close();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function report(path: string, scripts: Script[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  scripts.sort((a, b) => b.gzip - a.gzip);
  console.log(`\nbench:size — first load of ${path} in Chromium (390×844), served by ${demo.label}\n`);
  console.log(`${'gzip -9'.padStart(10)} ${'raw'.padStart(10)}  script`);
  for (const s of scripts) console.log(`${kb(s.gzip).padStart(10)} ${kb(s.raw).padStart(10)}  ${s.name}`);
  printContents(scripts);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `\n${total <= BUDGET_BYTES ? 'PASS' : 'FAIL'} first load of ${path}: ${kb(total)} of gzipped JavaScript in ${scripts.length} scripts (target ≤ ${kb(BUDGET_BYTES)})`,
  );
}

/** Parts of each first-load chunk over 2 KB gzipped; a part's gzip share is estimated from its raw share. */
function printContents(scripts: { name: string; raw: number; gzip: number }[]) {
  const large = scripts.filter((s) => s.name.startsWith('/assets/') && s.gzip > 2048);
  if (!large.length) return;
  const contents = chunkContents(large.map((s) => s.name));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const chunk of large) {
    const parts = contents.get(chunk.name);
    if (!parts) {
      console.log(
        `\n${chunk.name}: no source map found for it (no chunk of the source-map build has the same code)`,
      );
      continue;
    }
    const mapped = parts.reduce((sum, p) => sum + p.bytes, 0);
    console.log(`\n${chunk.name} is made of (≈ gzip, estimated from each part's share of the raw bytes):`);
    for (const part of parts.slice(0, 25)) {
      const share = part.bytes / mapped;
      console.log(
        `${kb(share * chunk.gzip).padStart(10)} ${kb(part.bytes).padStart(10)} ${`${(share * 100).toFixed(1)} %`.padStart(7)}  ${part.name}`,
      );
    }
    const rest = parts.slice(25);
    if (rest.length) {
      const restBytes = rest.reduce((sum, p) => sum + p.bytes, 0);
      console.log(
        `${kb((restBytes / mapped) * chunk.gzip).padStart(10)} ${kb(restBytes).padStart(10)} ${`${((restBytes / mapped) * 100).toFixed(1)} %`.padStart(7)}  ${rest.length} smaller parts`,
      );
    }
  }
}
