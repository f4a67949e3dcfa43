// bench:api — the hot reads against the app as production runs it, next to a bare Fastify route
// measured in the same run. For each read: p50/p99 at a fixed 1,000 requests/s (a steady open-loop
// schedule, steady-load.ts), then its maximum throughput (autocannon) as a share of the bare route's. Budget (ARCHITECTURE.md): p99 ≤ 20 ms and ≥ 40 % of the
// bare route. A benchmark, not a test: it prints PASS/FAIL and exits 0 either way (non-zero only
// when it could not measure). Loopback only; every step is bounded in time.
//
// Database: a fresh embedded PGlite in a temporary folder; with DATABASE_URL, a fresh PostgreSQL
// database created on that server for the run and dropped after it (see fresh-database.ts).
// Environment: BENCH_SECONDS (10) per measurement, BENCH_WARMUP_SECONDS (5), BENCH_RATE (1000),
// BENCH_CONNECTIONS (50), BENCH_PORT (8096; the bare server takes the next port).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import {
  buildAppServer,
  cpuSeconds,
  type RunningServer,
  startBareServer,
  startServer,
  UNUSED_SMS_GATEWAY,
} from './servers.ts';
import { steadyLoad } from './steady-load.ts';

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const SECONDS = numberFromEnv('BENCH_SECONDS', 10);
const WARMUP_SECONDS = numberFromEnv('BENCH_WARMUP_SECONDS', 5);
const RATE = numberFromEnv('BENCH_RATE', 1000);
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 50);
const PORT = numberFromEnv('BENCH_PORT', 8096);
const P99_BUDGET_MS = 20;
const SHARE_OF_BARE_BUDGET = 0.4;

// Phones send the client id the server gave them on their first call, and accept compressed answers
// as every browser does.
const headers = {
  clientId: 'benchclient0001',
  sourceTypeCode: 'wechat',
  sid: '00-0',
  'accept-encoding': 'gzip, deflate, br',
};
const reads = [
  { name: 'city list', path: '/m/wx/2/system/center.json?_BIZCODE=0003&sid=00-0' },
  { name: 'centre detail', path: '/m/app/system/center.json?_BIZCODE=0002&sysCenterId=00-16' },
  {
    name: 'news page',
    path: '/m/center-service/v1/article/search/?_BIZCODE=0045&paginationNo=1&paginationSize=5',
  },
  { name: 'project data', path: '/m/center-service/v1/project/list?sysCenterId=00-1' },
];

interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** CPU the server process used during the run, as a share of one core. */
  serverCpu: number | undefined;
  failures: string | undefined;
}

/** p50/p99 at a steady rate (see steady-load.ts for why not autocannon here), after a warm-up at that rate. */
async function measureAtRate(server: RunningServer, urlPath: string): Promise<Measured> {
  const options = { url: server.base + urlPath, headers, rate: RATE, connections: CONNECTIONS };
  // The first seconds measure the JIT, connection set-up and the cache filling, not the steady state.
  await steadyLoad({ ...options, seconds: WARMUP_SECONDS });
  const result = await withServerCpu(server, () => steadyLoad({ ...options, seconds: SECONDS }));
  return { ...result, failures: result.failures ? `${result.failures} failed requests` : undefined };
}

/** Maximum throughput: autocannon's closed loop, each connection sending as soon as its answer arrives. */
async function measureMaximum(server: RunningServer, urlPath: string): Promise<Measured> {
  const options = { url: server.base + urlPath, headers, connections: CONNECTIONS };
  const result = await withServerCpu(server, () => autocannon({ ...options, duration: SECONDS }));
  const bad = [
    result.non2xx && `${result.non2xx} non-2xx`,
    result.errors && `${result.errors} errors`,
    result.timeouts && `${result.timeouts} timeouts`,
  ].filter(Boolean);
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpu: result.serverCpu,
    failures: bad.length ? bad.join(', ') : undefined,
  };
}

async function withServerCpu<T>(server: RunningServer, run: () => Promise<T>) {
  const before = cpuSeconds(server.pid);
  const started = performance.now();
  const result = await run();
  const elapsed = (performance.now() - started) / 1000;
  const after = cpuSeconds(server.pid);
  const serverCpu = before === undefined || after === undefined ? undefined : (after - before) / elapsed;
  return { ...result, serverCpu };
}

/**
 * The answer must be a success envelope, or the bench would measure error pages. Returns each size as
 * JSON and as sent (fetch decodes the body; content-length is what crossed the wire).
 */
async function checkAnswers(server: RunningServer) {
  const sizes = new Map<string, string>();
  for (const read of reads) {
    const response = await fetch(server.base + read.path, { headers });
    const text = await response.text();
    const code = response.ok ? (JSON.parse(text) as { error_code?: string }).error_code : undefined;
    if (code !== '000000') {
      throw new Error(`${read.name} does not answer success: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const raw = Buffer.byteLength(text);
    const wire = Number(response.headers.get('content-length') ?? raw);
    sizes.set(read.name, wire < raw ? `${kb(raw)} KB, ${kb(wire)} KB sent` : `${kb(raw)} KB`);
  }
  return sizes;
}

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(error);
    }
  }
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

const fmtMs = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
const fmtRate = (n: number) => Math.round(n).toLocaleString('en-US');
const fmtCpu = (cpu: number | undefined) => (cpu === undefined ? '—' : `${Math.round(cpu * 100)} %`);

try {
  const command = buildAppServer();
  let database: string;
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    ...UNUSED_SMS_GATEWAY,
    // The bench sends thousands of requests a second from one address.
    RATE_LIMIT_MULTIPLIER: '1000',
    // Production's default is info, one line per request; the bench measures the app, not the terminal.
    LOG_LEVEL: 'warn',
  };
  if (process.env.DATABASE_URL) {
    const fresh: FreshDatabase = await createFreshDatabase(process.env.DATABASE_URL);
    cleanups.push(() => fresh.drop());
    env.DATABASE_URL = fresh.url;
    database = `PostgreSQL, fresh database ${fresh.name} (dropped after the run)`;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tijian-api-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
    // An empty DATABASE_URL in the caller's environment must not reach the server either.
    env.DATABASE_URL = undefined;
    database = `PGlite, fresh data dir ${dataDir}`;
  }
  const app = await startServer({
    name: 'app server',
    args: command.args,
    port: PORT,
    env,
    readyPath: '/healthz',
  });
  cleanups.push(() => app.stop());
  const bare = await startBareServer(PORT + 1);
  cleanups.push(() => bare.stop());
  const sizes = await checkAnswers(app);

  console.log(`\nbench:api — ${command.label}; ${database}`);
  console.log(
    `Node ${process.version}, ${cpus().length} CPUs; ${CONNECTIONS} connections on loopback; per target: ${WARMUP_SECONDS} s warm-up + ${SECONDS} s at the rate, then ${SECONDS} s at maximum\n`,
  );

  // The same steps for the baseline and each read: warm-up and measure at the rate, then the maximum.
  const measureBoth = async (server: RunningServer, urlPath: string) => ({
    atRate: await measureAtRate(server, urlPath),
    max: await measureMaximum(server, urlPath),
  });
  console.log('measuring the bare route …');
  const bareRow = { name: 'bare Fastify route', ...(await measureBoth(bare, '/bare')) };
  const rows: { name: string; atRate: Measured; max: Measured }[] = [];
  for (const read of reads) {
    console.log(`measuring ${read.name} …`);
    rows.push({ name: `${read.name} (${sizes.get(read.name)})`, ...(await measureBoth(app, read.path)) });
  }
  // The bare route's maximum moves by ±10 % between runs on a shared 2-core machine; measuring it again
  // after the reads and using the mean keeps a drift during the run out of the ratios.
  console.log('measuring the bare route again …');
  const bareAgain = await measureMaximum(bare, '/bare');
  const bareMax = (bareRow.max.reqPerSec + bareAgain.reqPerSec) / 2;

  const cells = (...values: string[]) => values.map((v) => v.padStart(8)).join(' ');
  console.log(`\n${''.padEnd(40)} ${`at ${fmtRate(RATE)} req/s`.padStart(26)}    ${'maximum'.padStart(26)}`);
  console.log(
    `${'read'.padEnd(40)} ${cells('req/s', 'p50', 'p99')}    ${cells('req/s', 'srv CPU', 'of bare')}`,
  );
  for (const { name, atRate, max } of [bareRow, ...rows]) {
    const share = `${((max.reqPerSec / bareMax) * 100).toFixed(1)} %`;
    console.log(
      `${name.padEnd(40)} ${cells(fmtRate(atRate.reqPerSec), fmtMs(atRate.p50), fmtMs(atRate.p99))}    ${cells(fmtRate(max.reqPerSec), fmtCpu(max.serverCpu), share)}`,
    );
  }
  const againShare = `${((bareAgain.reqPerSec / bareMax) * 100).toFixed(1)} %`;
  console.log(
    `${'bare route, at the end'.padEnd(40)} ${cells('', '', '')}    ${cells(fmtRate(bareAgain.reqPerSec), fmtCpu(bareAgain.serverCpu), againShare)}`,
  );

  console.log('');
  if (bareAgain.failures) console.log(`WARNING bare route at the end: ${bareAgain.failures}`);
  for (const { name, atRate, max } of [bareRow, ...rows]) {
    if (atRate.failures) console.log(`WARNING ${name} at ${fmtRate(RATE)} req/s: ${atRate.failures}`);
    if (max.failures) console.log(`WARNING ${name} at maximum: ${max.failures}`);
  }
  for (const { name, atRate, max } of rows) {
    const share = max.reqPerSec / bareMax;
    // A latency means little when the rate was not kept up or answers failed.
    const rateKept = atRate.reqPerSec >= RATE * 0.95;
    const p99Ok = rateKept && !atRate.failures && atRate.p99 <= P99_BUDGET_MS;
    const shareOk = !max.failures && share >= SHARE_OF_BARE_BUDGET;
    console.log(
      `${p99Ok ? 'PASS' : 'FAIL'} ${name}: p99 ${fmtMs(atRate.p99)} at ${fmtRate(RATE)} req/s (target ≤ ${P99_BUDGET_MS} ms)${rateKept ? '' : ` — only ${fmtRate(atRate.reqPerSec)} req/s answered`}`,
    );
    console.log(
      `${shareOk ? 'PASS' : 'FAIL'} ${name}: ${(share * 100).toFixed(1)} % of the bare route's throughput (target ≥ ${SHARE_OF_BARE_BUDGET * 100} %)`,
    );
  }
  console.log(
    [
      '',
      'p50/p99 are measured from the moment each request was due, on a steady open-loop schedule; the bare',
      "route's row is the floor of this load generator. srv CPU: the server process during the maximum run,",
      '100 % = one core; well below 100 % on the bare route means the load generator was the limit.',
      '"of bare": share of the mean of the bare route\'s two maximum runs.',
    ].join('\n'),
  );
} finally {
  await cleanUp();
}
