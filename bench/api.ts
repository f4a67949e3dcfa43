// Serves the app on the embedded database (or DATABASE_URL) and drives the hot reads at a fixed
// rate from this process, printing latency percentiles. Budget (ARCHITECTURE.md): p99 under 50 ms
// at 1,000 requests/s on a 2-core machine. Loopback only; every run is bounded in time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 8096);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tijian-api-'));
const base = `http://127.0.0.1:${PORT}`;
// Phones send the client id the server gave them on their first call.
const headers = { clientId: 'benchclient0001', sourceTypeCode: 'wechat', sid: '00-0' };

const reads = [
  { name: 'city list', path: '/m/wx/2/system/center.json?_BIZCODE=0003&sid=00-0' },
  { name: 'centre detail', path: '/m/app/system/center.json?_BIZCODE=0002&sysCenterId=00-16' },
  {
    name: 'news page',
    path: '/m/center-service/v1/article/search/?_BIZCODE=0045&paginationNo=1&paginationSize=5',
  },
];

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
  },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

let failed = false;
try {
  await waitForServer();
  for (const read of reads) {
    // Warm-up at the same rate: the first seconds measure the JIT and the cache filling, not steady state.
    await autocannon({ url: base + read.path, headers, duration: 10, connections: 50, overallRate: RATE });
    const result = await autocannon({
      url: base + read.path,
      headers,
      duration: SECONDS,
      connections: 50,
      overallRate: RATE,
    });
    const { p50, p99, max } = result.latency;
    const ok = result.non2xx === 0 && result.errors === 0 && p99 < 50;
    failed ||= !ok;
    console.log(
      `${read.name.padEnd(14)} ${result.requests.average.toFixed(0).padStart(5)} req/s  p50 ${p50} ms  p99 ${p99} ms  max ${max} ms  non-2xx ${result.non2xx}  errors ${result.errors}  ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
