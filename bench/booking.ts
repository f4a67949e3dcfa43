// bench:booking — the booking path on PostgreSQL, against the app as production runs it: (a) bookable
// dates and (b) a day's time slots as hot reads, p50/p99 at a steady 1,000 requests/s after a warm-up
// (steady-load.ts); (c) order submission (POST /m/wx/2/appointment/order.json) as fast as the server
// takes them, from many logged-in users spread over every open slot (a fifth racing for five slots),
// then a check in the database that no slot holds more bookings than places and that every slot's
// counter moved by exactly its orders.
// Budgets: p99 ≤ 20 ms for the reads, ≥ 500 orders/s. A benchmark, not a test: it prints PASS/FAIL and
// exits 0 either way (non-zero only when it could not measure).
//
// Database: a fresh PostgreSQL database created for the run and dropped after it (fresh-database.ts),
// on the server DATABASE_URL names (default postgres://postgres@127.0.0.1:5432/postgres).
// Environment: BENCH_SECONDS (10) per measurement, BENCH_WARMUP_SECONDS (5), BENCH_RATE (1000),
// BENCH_CONNECTIONS (50) for the reads, BENCH_ORDER_USERS (200), BENCH_ORDER_CONNECTIONS (32) orders
// in flight, BENCH_PORT (8098), BENCH_SERVER_NODE_ARGS (extra node flags for the server, e.g. --cpu-prof).
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import pg from 'pg';
import { shanghaiDate } from '../packages/domain/src/index.ts';
import { type CentrePlan, createAppClient } from './app-client.ts';
import { createFreshDatabase } from './fresh-database.ts';
import { buildAppServer, cpuSeconds, loadBenchEnv, type RunningServer, startServer } from './servers.ts';
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
const ORDER_USERS = numberFromEnv('BENCH_ORDER_USERS', 200);
const ORDER_CONNECTIONS = numberFromEnv('BENCH_ORDER_CONNECTIONS', 32);
const PORT = numberFromEnv('BENCH_PORT', 8098);
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const P99_BUDGET_MS = 20;
const ORDERS_BUDGET = 500;
const READ_CENTRE = '00-1';
/** Share of the orders sent to a handful of slots, which fill up and then answer -3. */
const HOT_SHARE = 0.2;
const HOT_SLOTS = 5;
/** The items a typical plan asks the calendar about (a package with gastroscopy and a chest CT). */
const READ_PRO_IDS = 'GEN-BASIC,BLOOD-RT,US-ABD,GAS-PLAIN,CT-CHEST';

const PLATFORM = 'bench';
const PLATFORM_SECRET = randomBytes(24).toString('hex');

const client = createAppClient({
  connections: Math.max(CONNECTIONS, ORDER_CONNECTIONS),
  platform: PLATFORM,
  platformSecret: PLATFORM_SECRET,
});
const { headers, readHeaders, call, ok, login, packagePlan, orderBody, agent } = client;

// ---------------------------------------------------------------------------------------------
// Counting in the database

type SlotCounts = Map<string, { booked: number; capacity: number }>;
const slotKey = (centre: string, date: string, slotNo: number) => `${centre}|${date}|${slotNo}`;

async function slotCounts(db: pg.Client): Promise<SlotCounts> {
  const { rows } = await db.query<{
    centre_id: string;
    date: string;
    slot_no: number;
    booked: number;
    capacity: number;
  }>("select centre_id, to_char(date, 'YYYY-MM-DD') as date, slot_no, booked, capacity from schedule_slots");
  return new Map(
    rows.map((r) => [slotKey(r.centre_id, r.date, r.slot_no), { booked: r.booked, capacity: r.capacity }]),
  );
}

async function ordersPerSlot(db: pg.Client): Promise<Map<string, number>> {
  const { rows } = await db.query<{ sys_center_id: string; exam_date: string; slot_no: number; n: number }>(
    'select sys_center_id, exam_date, slot_no, count(*)::int as n from orders group by 1, 2, 3',
  );
  return new Map(rows.map((r) => [slotKey(r.sys_center_id, r.exam_date, r.slot_no), r.n]));
}

// ---------------------------------------------------------------------------------------------
// Measuring

const fmtMs = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
const fmtRate = (n: number) => Math.round(n).toLocaleString('en-US');
const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function measureRead(server: RunningServer, name: string, urlPath: string) {
  const body = await call(server.base, 'GET', urlPath, headers);
  if (body.error_code !== '000000') throw new Error(`${name} does not answer success: ${body.error}`);
  const options = { url: server.base + urlPath, headers: readHeaders, rate: RATE, connections: CONNECTIONS };
  await steadyLoad({ ...options, seconds: WARMUP_SECONDS });
  const before = cpuSeconds(server.pid);
  const result = await steadyLoad({ ...options, seconds: SECONDS });
  const after = cpuSeconds(server.pid);
  const cpu = before === undefined || after === undefined ? undefined : (after - before) / SECONDS;
  return { name, ...result, cpu };
}

interface Target {
  plan: CentrePlan;
  date: string;
  slotNo: number;
}

interface OrderRun {
  created: number;
  full: number;
  other: Map<string, number>;
  latencies: number[];
  seconds: number;
}

/** Closed loop: each of ORDER_CONNECTIONS senders submits again as soon as its answer arrives. */
async function submitOrders(
  base: string,
  tokens: string[],
  targets: Target[],
  hot: Target[],
  seconds: number,
  counter: { n: number },
) {
  const run: OrderRun = { created: 0, full: 0, other: new Map(), latencies: [], seconds };
  const end = performance.now() + seconds * 1000;
  const sender = async (lane: number) => {
    let i = lane;
    while (performance.now() < end) {
      // A share of the orders race for a few slots, so places run out under contention.
      const pool = Math.random() < HOT_SHARE ? hot : targets;
      const target = pool[Math.floor(Math.random() * pool.length)]!;
      i += ORDER_CONNECTIONS;
      const token = tokens[i % tokens.length]!;
      const body = orderBody(target.plan, target.date, target.slotNo, counter.n++);
      const started = performance.now();
      const answer = await call<{ code: number; message: string | null }>(
        base,
        'POST',
        '/m/wx/2/appointment/order.json',
        { ...headers, token },
        body,
      );
      run.latencies.push(performance.now() - started);
      if (answer.error_code === '000000' && answer.data.code === 0) run.created++;
      else if (answer.error_code === '000000' && answer.data.code === -3) run.full++;
      else {
        const why =
          answer.error_code === '000000'
            ? `code ${answer.data.code} ${answer.data.message}`
            : `${answer.error_code} ${answer.error}`;
        run.other.set(why, (run.other.get(why) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: ORDER_CONNECTIONS }, (_, lane) => sender(lane)));
  run.latencies.sort((a, b) => a - b);
  return run;
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

try {
  const command = buildAppServer();
  const fresh = await createFreshDatabase(ADMIN_URL);
  cleanups.push(() => fresh.drop());
  const app = await startServer({
    name: 'app server',
    // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to see where an order's time goes
    args: [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...command.args],
    port: PORT,
    env: loadBenchEnv(fresh.url, PLATFORM, PLATFORM_SECRET),
    readyPath: '/healthz',
  });
  cleanups.push(() => app.stop());
  const db = new pg.Client({ connectionString: fresh.url });
  await db.connect();
  cleanups.push(() => db.end());

  console.log(
    `\nbench:booking — ${command.label}; PostgreSQL, fresh database ${fresh.name} (dropped after the run)`,
  );
  console.log(`Node ${process.version}, ${cpus().length} CPUs; loopback\n`);

  // (a) and (b): the calendar's hot reads.
  const range = await ok(
    call<{ beginDay: string }>(
      app.base,
      'GET',
      `/m/order/getDateRange.json?sysCenterId=${READ_CENTRE}`,
      headers,
    ),
    'date range',
  );
  const reads = [
    {
      name: 'bookable dates (60 days)',
      path: `/m/order/getAppointmentRange.json?sysCenterId=${READ_CENTRE}&proIds=${READ_PRO_IDS}`,
    },
    {
      name: 'time slots of a day',
      path: `/m/order/getTimeOfcount.json?sysCenterId=${READ_CENTRE}&date=${range.beginDay.replaceAll('-', '')}`,
    },
  ];
  const readRows = [];
  for (const read of reads) {
    console.log(`measuring ${read.name} …`);
    readRows.push(await measureRead(app, read.name, read.path));
  }

  // (c): order submission, when the endpoint is there.
  const probe = await call(app.base, 'POST', '/m/wx/2/appointment/order.json', headers, {});
  let orders:
    | { run: OrderRun; warm: OrderRun; oversold: number; mismatched: string[]; inDb: number; targets: number }
    | string;
  if (probe.error_code === 'notFound' || probe.error === '请求的接口不存在') {
    orders = 'the order endpoint is not registered on this server yet: (c) not measured';
  } else {
    console.log(`logging in ${ORDER_USERS} users …`);
    const tokens: string[] = [];
    for (let i = 0; i < ORDER_USERS; i++)
      tokens.push(await login(app.base, `137${String(10_000_000 + i).slice(-8)}`));

    // Every centre that books without a doctor's review and has the basic package, every open slot
    // from tomorrow on (today's may pass during the run).
    const tomorrow = shanghaiDate(Date.now() + 86_400_000);
    const { rows: centres } = await db.query<{ id: string }>(
      'select id from centres where verify_on = 0 order by id',
    );
    const plans = new Map<string, CentrePlan>();
    for (const { id } of centres) {
      const plan = await packagePlan(app.base, id);
      if (plan) plans.set(id, plan);
    }
    const { rows: open } = await db.query<{ centre_id: string; date: string; slot_no: number }>(
      "select s.centre_id, to_char(s.date, 'YYYY-MM-DD') as date, s.slot_no from schedule_slots s where s.date >= $1 and s.booked < s.capacity",
      [tomorrow],
    );
    const targets: Target[] = open
      .filter((r) => plans.has(r.centre_id))
      .map((r) => ({ plan: plans.get(r.centre_id)!, date: r.date, slotNo: r.slot_no }));
    const counter = { n: 0 };

    // One order first: a refusal here (a price the server computes differently) stops the run with its reason.
    const first = targets[0]!;
    const check = await call<{ code: number; message: string | null }>(
      app.base,
      'POST',
      '/m/wx/2/appointment/order.json',
      { ...headers, token: tokens[0]! },
      orderBody(first.plan, first.date, first.slotNo, counter.n++),
    );
    if (check.error_code !== '000000' || check.data.code !== 0) {
      throw new Error(
        `the first order was refused: ${check.error_code} ${check.error} ${JSON.stringify(check.data)}`,
      );
    }

    const before = await slotCounts(db);
    const ordersBefore = await ordersPerSlot(db);
    console.log(`submitting orders: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured …`);
    const hot = targets
      .slice(1)
      .sort(() => Math.random() - 0.5)
      .slice(0, HOT_SLOTS);
    const warm = await submitOrders(app.base, tokens, targets, hot, WARMUP_SECONDS, counter);
    const cpuBefore = cpuSeconds(app.pid);
    const run = await submitOrders(app.base, tokens, targets, hot, SECONDS, counter);
    const cpuAfter = cpuSeconds(app.pid);
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      (run as OrderRun & { cpu?: number }).cpu = (cpuAfter - cpuBefore) / SECONDS;
    }

    const after = await slotCounts(db);
    const ordersAfter = await ordersPerSlot(db);
    let oversold = 0;
    const mismatched: string[] = [];
    for (const [key, now] of after) {
      if (now.booked > now.capacity) oversold++;
      const moved = now.booked - (before.get(key)?.booked ?? 0);
      const booked = (ordersAfter.get(key) ?? 0) - (ordersBefore.get(key) ?? 0);
      if (moved !== booked) mismatched.push(`${key}: counter +${moved}, orders ${booked}`);
    }
    const { rows: total } = await db.query<{ n: number }>('select count(*)::int as n from orders');
    orders = { run, warm, oversold, mismatched, inDb: total[0]!.n, targets: targets.length };
  }

  const cells = (...values: string[]) => values.map((v) => v.padStart(9)).join(' ');
  console.log(`\n${'read'.padEnd(32)} ${cells('req/s', 'p50', 'p99', 'max', 'srv CPU')}`);
  for (const r of readRows) {
    const cpu = r.cpu === undefined ? '—' : `${Math.round(r.cpu * 100)} %`;
    console.log(
      `${r.name.padEnd(32)} ${cells(fmtRate(r.reqPerSec), fmtMs(r.p50), fmtMs(r.p99), fmtMs(r.max), cpu)}`,
    );
  }
  console.log('');
  for (const r of readRows) {
    const rateKept = r.reqPerSec >= RATE * 0.95;
    const pass = rateKept && r.failures === 0 && r.p99 <= P99_BUDGET_MS;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} ${r.name}: p99 ${fmtMs(r.p99)} at ${fmtRate(RATE)} req/s (target ≤ ${P99_BUDGET_MS} ms)${rateKept ? '' : ` — only ${fmtRate(r.reqPerSec)} req/s answered`}${r.failures ? `, ${r.failures} failed` : ''}`,
    );
  }
  if (typeof orders === 'string') {
    console.log(`SKIP orders: ${orders}`);
  } else {
    const { run, warm, oversold, mismatched, inDb, targets } = orders;
    const perSecond = run.created / run.seconds;
    const answered = run.latencies.length / run.seconds;
    const cpu = (run as OrderRun & { cpu?: number }).cpu;
    console.log(
      `\norders: ${ORDER_USERS} users, ${ORDER_CONNECTIONS} in flight, ${fmtRate(targets)} open slots to choose from`,
    );
    console.log(
      `  measured ${run.seconds} s: ${fmtRate(run.created)} created (${fmtRate(perSecond)} orders/s), ${fmtRate(run.full)} refused as full (-3), ${fmtRate(answered)} answers/s; p50 ${fmtMs(percentile(run.latencies, 0.5))}, p99 ${fmtMs(percentile(run.latencies, 0.99))}${cpu === undefined ? '' : `; srv CPU ${Math.round(cpu * 100)} %`}`,
    );
    console.log(`  warm-up ${warm.seconds} s: ${fmtRate(warm.created)} created, ${fmtRate(warm.full)} full`);
    for (const [why, n] of [...warm.other, ...run.other]) console.log(`  WARNING ${n} answered ${why}`);
    console.log(
      `  orders in the database: ${fmtRate(inDb)}; slots over capacity: ${oversold}; slots whose counter ≠ their orders: ${mismatched.length}`,
    );
    for (const m of mismatched.slice(0, 5)) console.log(`    ${m}`);
    console.log('');
    console.log(
      `${perSecond >= ORDERS_BUDGET ? 'PASS' : 'FAIL'} order submission: ${fmtRate(perSecond)} orders/s, p99 ${fmtMs(percentile(run.latencies, 0.99))} (target ≥ ${ORDERS_BUDGET} orders/s)`,
    );
    console.log(
      `${oversold === 0 && mismatched.length === 0 ? 'PASS' : 'FAIL'} no slot oversold, every slot counter equals its orders`,
    );
  }
  console.log(
    [
      '',
      'Reads: p50/p99 from the moment each request was due, on a steady open-loop schedule, after a warm-up',
      'at the same rate. Orders: closed loop, latency from send to answer; a package paid at the centre,',
      'each order for a different person, users and slots picked at random among every open slot.',
    ].join('\n'),
  );
} finally {
  agent.destroy();
  await cleanUp();
}
