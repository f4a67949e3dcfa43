// Prints the gzipped JavaScript a phone downloads on the first load of /main, measured in Chromium
// against the built app, and fails when it exceeds the 200 KB budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';

const BUDGET_BYTES = 200 * 1024;
const PORT = Number(process.env.BENCH_PORT ?? 8092);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tijian-size-'));

// One process (node with tsx's loader), so stopping it stops the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    const body = await response.body();
    scripts.push({ url: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`http://127.0.0.1:${PORT}/main`, { waitUntil: 'networkidle' });
  await browser.close();

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  scripts.sort((a, b) => b.gzip - a.gzip);
  for (const s of scripts)
    console.log(`${kb(s.gzip).padStart(10)} gz ${kb(s.raw).padStart(10)} raw  ${s.url}`);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `\nFirst load of /main: ${kb(total)} of gzipped JavaScript in ${scripts.length} files (budget ${kb(BUDGET_BYTES)}).`,
  );
  if (total > BUDGET_BYTES) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
