// bench:scale — the app on PostgreSQL with a large chain's five years (issue 21: 10 million orders of 2
// million accounts, a day of 82,000 reminders), beside the same measurements on an empty database in
// the same run: one account's order list and report list, a centre's day at the desk, bookable dates
// and a day's slots (p50/p99 over a steady rate, from when each request was due), order submission
// (closed loop), and in the filled database tomorrow's reminders sent by two worker processes.
// Targets: every read's p99 within 2× the empty database's and ≤ 20 ms; reminders ≥ 1,000/s, each once.
// A benchmark, not a test: it prints PASS/FAIL and exits 0 either way (non-zero: it could not measure).
//
// Environment: DATABASE_URL (the PostgreSQL server to create the two databases on, dropped after),
// SCALE_ORDERS (10000000), SCALE_ACCOUNTS (a fifth of the orders), SCALE_REMINDERS (82000),
// BENCH_RATE (50 req/s; BENCH_DESK_RATE 5 for the desk's day), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (20),
// BENCH_ORDER_CONNECTIONS (8), BENCH_PORT (8130: empty 8130, filled 8131, the SMS stand-in 8139).
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/modules/users/password.ts';
import { shanghaiDate } from '../packages/domain/src/index.ts';
import { type CentrePlan, createAppClient } from './app-client.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import { addMeasuredRows, fillChain } from './scale-fill.ts';
import { type ReminderRun, runReminders } from './scale-reminders.ts';
import { buildAppServer, loadBenchEnv, type RunningServer, startServer } from './servers.ts';
import { steadyLoad } from './steady-load.ts';

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const ORDERS = numberFromEnv('SCALE_ORDERS', 10_000_000);
const ACCOUNTS = numberFromEnv('SCALE_ACCOUNTS', Math.round(ORDERS / 5));
const REMINDERS = numberFromEnv('SCALE_REMINDERS', 82_000);
const DAYS = 5 * 365;
// Well below what one server process answers (a list of orders costs it a few ms of CPU), so the
// figures are each read's latency, not a queue's.
const RATE = numberFromEnv('BENCH_RATE', 50);
const DESK_RATE = numberFromEnv('BENCH_DESK_RATE', 5);
const SECONDS = numberFromEnv('BENCH_SECONDS', 10);
const WARMUP_SECONDS = numberFromEnv('BENCH_WARMUP_SECONDS', 3);
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 20);
const ORDER_CONNECTIONS = numberFromEnv('BENCH_ORDER_CONNECTIONS', 8);
const PORT = numberFromEnv('BENCH_PORT', 8130);
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const P99_BUDGET_MS = 20;
const RATIO_BUDGET = 2;
const REMINDERS_BUDGET = 1000;
const CENTRE = '00-1';
const MEASURED_PHONE = '13700000001';
const DESK_ORDERS = 300;
const READ_PRO_IDS = 'GEN-BASIC,BLOOD-RT,US-ABD,GAS-PLAIN,CT-CHEST';
const PLATFORM = 'bench';
const PLATFORM_SECRET = randomBytes(24).toString('hex');
/** Tables whose sequential scans during a read mean it does not find its rows through an index. */
const LARGE_TABLES = ['orders', 'order_items', 'reports', 'users', 'notices'];

const client = createAppClient({
  connections: Math.max(CONNECTIONS, ORDER_CONNECTIONS),
  platform: PLATFORM,
  platformSecret: PLATFORM_SECRET,
});
const { headers, readHeaders, call, ok, login, packagePlan, orderBody } = client;

const today = shanghaiDate(new Date());
const dayAfter = (n: number) => shanghaiDate(Date.now() + n * 86_400_000);

interface Prepared {
  fresh: FreshDatabase;
  app: RunningServer;
  db: pg.Client;
  token: string;
  operatorToken: string;
  plan: CentrePlan;
  /** open slots of the centre from the day after tomorrow on, for the orders submitted */
  slots: { date: string; slotNo: number }[];
  fillSeconds?: number;
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

async function openSlots(db: pg.Client, from: string) {
  const { rows } = await db.query<{ date: string; slot_no: number }>(
    `select to_char(date, 'YYYY-MM-DD') as date, slot_no from schedule_slots
     where centre_id = $1 and date >= $2 and booked < capacity order by date, slot_no`,
    [CENTRE, from],
  );
  return rows.map((r) => ({ date: r.date, slotNo: r.slot_no }));
}

/** A desk account at the centre (production seeds none), signed in through the operator API. */
async function deskToken(db: pg.Client, base: string) {
  const password = `desk-${randomBytes(6).toString('hex')}1`;
  const { rows } = await db.query<{ id: number }>(
    `insert into operators (username, name, password_hash) values ('bench-desk', '压测前台', $1) returning id`,
    [await hashPassword(password)],
  );
  await db.query(`insert into operator_centres (operator_id, centre_id, role) values ($1, $2, 'desk')`, [
    rows[0]!.id,
    CENTRE,
  ]);
  const session = await ok(
    call<{ step: string; token: string }>(base, 'POST', '/m/operator/login.json', headers, {
      username: 'bench-desk',
      password,
    }),
    'desk login',
  );
  return session.token;
}

/** A fresh database with the demo catalogue, its server, the measured rows; filled when `fill`. */
async function prepare(kind: 'empty' | 'filled', port: number): Promise<Prepared> {
  const fresh = await createFreshDatabase(ADMIN_URL, `tijian_scale_${kind}`);
  // SCALE_KEEP=1 leaves the databases for a look at their plans (drop them by hand afterwards).
  if (process.env.SCALE_KEEP === '1') console.log(`keeping ${fresh.url}`);
  else cleanups.push(() => fresh.drop());
  const command = buildAppServer();
  const app = await startServer({
    name: `app server (${kind})`,
    args: command.args,
    port,
    env: { ...loadBenchEnv(fresh.url, PLATFORM, PLATFORM_SECRET), JOBS: 'api' },
    readyPath: '/healthz',
  });
  cleanups.push(() => app.stop());
  const db = new pg.Client({ connectionString: fresh.url });
  await db.connect();
  cleanups.push(() => db.end());

  const token = await login(app.base, MEASURED_PHONE);
  const { rows } = await db.query<{ id: number }>('select id from users where mobile_phone = $1', [
    MEASURED_PHONE,
  ]);
  const userId = rows[0]!.id;
  const plan = await packagePlan(app.base, CENTRE);
  if (!plan) throw new Error(`${CENTRE} has no basic package`);
  // Not tomorrow: tomorrow's orders are the reminders'.
  const slots = await openSlots(db, dayAfter(2));
  // The order every generated one copies: booked through the API, as a person books.
  const booked = await ok(
    call<{ code: number; orderId: number; message: string | null }>(
      app.base,
      'POST',
      '/m/wx/2/appointment/order.json',
      { ...headers, token },
      orderBody(plan, slots[0]!.date, slots[0]!.slotNo, 0),
    ),
    'the template order',
  );
  if (booked.code !== 0) throw new Error(`the template order was refused: ${booked.message}`);

  let fillSeconds: number | undefined;
  if (kind === 'filled') {
    console.log(`filling ${fresh.name} …`);
    fillSeconds = await fillChain(db, {
      templateOrderId: booked.orderId,
      today,
      orders: ORDERS,
      accounts: ACCOUNTS,
      days: DAYS,
      reminders: REMINDERS,
    });
    console.log(`  filled in ${(fillSeconds / 60).toFixed(1)} min`);
  }
  await addMeasuredRows(db, {
    template: booked.orderId,
    from: kind === 'filled' ? ORDERS + REMINDERS + 1 : 1,
    today,
    userId,
    phone: MEASURED_PHONE,
    deskCentre: CENTRE,
    deskDay: dayAfter(3),
    deskOrders: DESK_ORDERS,
  });
  const operatorToken = await deskToken(db, app.base);
  return { fresh, app, db, token, operatorToken, plan, slots: slots.slice(1), fillSeconds };
}

async function seqScans(db: pg.Client): Promise<Map<string, number>> {
  const { rows } = await db.query<{ relname: string; seq_scan: string }>(
    'select relname, seq_scan from pg_stat_user_tables where relname = any($1)',
    [LARGE_TABLES],
  );
  return new Map(rows.map((r) => [r.relname, Number(r.seq_scan)]));
}

interface ReadResult {
  name: string;
  p50: number;
  p99: number;
  reqPerSec: number;
  failures: number;
  /** large tables read from end to end while it ran */
  scanned: string[];
}

function readsOf(p: Prepared) {
  const user = { ...readHeaders, token: p.token };
  const desk = { ...readHeaders, 'x-operator-token': p.operatorToken };
  return [
    { name: 'order list (account)', path: '/m/individuation-service/order/listOrder?tab=all', headers: user },
    { name: 'report list (account)', path: '/m/app/system/report.json', headers: user },
    {
      name: "desk: a centre's day",
      // The console's 今日预约 reads the day a page of 50 at a time (DESK_PAGE_SIZE), here the first page.
      path: `/m/operator/orders.json?sysCenterId=${CENTRE}&date=${dayAfter(3)}&page=1&pageSize=50`,
      headers: desk,
      // A few desks refreshing their day, not a crowd of customers.
      rate: DESK_RATE,
    },
    {
      name: 'bookable dates (60 days)',
      path: `/m/order/getAppointmentRange.json?sysCenterId=${CENTRE}&proIds=${READ_PRO_IDS}`,
      headers: readHeaders,
    },
    {
      name: 'time slots of a day',
      path: `/m/order/getTimeOfcount.json?sysCenterId=${CENTRE}&date=${dayAfter(3).replaceAll('-', '')}`,
      headers: readHeaders,
    },
  ];
}

async function measureReads(p: Prepared): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for (const read of readsOf(p)) {
    const { 'accept-encoding': _, ...plain } = read.headers;
    await ok(call(p.app.base, 'GET', read.path, plain), read.name);
    const options = {
      url: p.app.base + read.path,
      headers: read.headers,
      rate: read.rate ?? RATE,
      connections: CONNECTIONS,
    };
    await steadyLoad({ ...options, seconds: WARMUP_SECONDS });
    const before = await seqScans(p.db);
    const r = await steadyLoad({ ...options, seconds: SECONDS });
    // The statistics reach pg_stat_user_tables within about a second.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await seqScans(p.db);
    const scanned = [...after].filter(([t, n]) => n > (before.get(t) ?? 0)).map(([t]) => t);
    results.push({
      name: read.name,
      p50: r.p50,
      p99: r.p99,
      reqPerSec: r.reqPerSec,
      failures: r.failures,
      scanned,
    });
    console.log(`  ${read.name}: p50 ${fmtMs(r.p50)}, p99 ${fmtMs(r.p99)}`);
  }
  return results;
}

interface OrderResult {
  created: number;
  refused: number;
  perSecond: number;
  p99: number;
}

/** Closed loop: ORDER_CONNECTIONS senders, each submitting again as soon as its answer arrives. */
async function measureOrders(p: Prepared): Promise<OrderResult> {
  const tokens: string[] = [];
  for (let i = 0; i < 50; i++) tokens.push(await login(p.app.base, `136${String(10_000_000 + i).slice(-8)}`));
  const latencies: number[] = [];
  let created = 0;
  let refused = 0;
  let n = 1;
  const end = performance.now() + SECONDS * 1000;
  const sender = async (lane: number) => {
    for (let i = lane; performance.now() < end; i += ORDER_CONNECTIONS) {
      const slot = p.slots[n % p.slots.length]!;
      const started = performance.now();
      const answer = await call<{ code: number }>(
        p.app.base,
        'POST',
        '/m/wx/2/appointment/order.json',
        { ...headers, token: tokens[i % tokens.length]! },
        orderBody(p.plan, slot.date, slot.slotNo, n++),
      );
      latencies.push(performance.now() - started);
      if (answer.error_code === '000000' && answer.data.code === 0) created++;
      else refused++;
    }
  };
  await Promise.all(Array.from({ length: ORDER_CONNECTIONS }, (_, lane) => sender(lane)));
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(0.99 * latencies.length))] ?? NaN;
  return { created, refused, perSecond: created / SECONDS, p99 };
}

const fmtMs = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;

async function measure(kind: 'empty' | 'filled', port: number) {
  const p = await prepare(kind, port);
  console.log(`measuring on the ${kind} database (${RATE} req/s, ${SECONDS} s each) …`);
  const reads = await measureReads(p);
  const orders = await measureOrders(p);
  console.log(`  orders: ${orders.perSecond.toFixed(0)}/s, p99 ${fmtMs(orders.p99)}`);
  return { p, reads, orders };
}

try {
  const started = new Date();
  console.log(
    `\nbench:scale — ${ORDERS.toLocaleString('en-US')} orders of ${ACCOUNTS.toLocaleString('en-US')} accounts over ${DAYS} days, ${REMINDERS.toLocaleString('en-US')} reminders; PostgreSQL (${ADMIN_URL.replace(/\/[^/]*$/, '')})`,
  );
  console.log(`Node ${process.version}, ${cpus().length} CPUs; started ${started.toISOString()}\n`);
  const empty = await measure('empty', PORT);
  await empty.p.app.stop();
  const filled = await measure('filled', PORT + 1);
  // The API server has no part in the evening's sending: it is stopped, and the two workers run alone.
  await filled.p.app.stop();
  console.log(`sending tomorrow's reminders with two worker processes …`);
  const reminders: ReminderRun = await runReminders(filled.p.db, filled.p.fresh.url, dayAfter(1), PORT + 9);

  const cells = (...values: string[]) => values.map((v) => v.padStart(10)).join(' ');
  console.log(`\n${'read'.padEnd(26)} ${cells('empty p50', 'p99', 'filled p50', 'p99', 'p99 ratio')}`);
  const verdicts: string[] = [];
  for (const [i, e] of empty.reads.entries()) {
    const f = filled.reads[i]!;
    const ratio = f.p99 / e.p99;
    console.log(
      `${e.name.padEnd(26)} ${cells(fmtMs(e.p50), fmtMs(e.p99), fmtMs(f.p50), fmtMs(f.p99), `${ratio.toFixed(2)}×`)}`,
    );
    const pass = f.p99 <= P99_BUDGET_MS && ratio <= RATIO_BUDGET && f.failures === 0 && e.failures === 0;
    verdicts.push(
      `${pass ? 'PASS' : 'FAIL'} ${f.name}: p99 ${fmtMs(f.p99)} at ${ORDERS.toLocaleString('en-US')} orders, ${ratio.toFixed(2)}× the empty database's (targets ≤ ${P99_BUDGET_MS} ms, ≤ ${RATIO_BUDGET}×)${f.failures + e.failures ? `, ${f.failures + e.failures} failed` : ''}${f.scanned.length ? `; sequential scans of ${f.scanned.join(', ')}` : ''}`,
    );
  }
  const o = (r: OrderResult) => `${r.perSecond.toFixed(0)}/s p99 ${fmtMs(r.p99)}`;
  console.log(
    `${'order submission'.padEnd(26)} empty ${o(empty.orders)}, filled ${o(filled.orders)} (${(filled.orders.perSecond / empty.orders.perSecond).toFixed(2)}× the orders/s; refused ${empty.orders.refused} / ${filled.orders.refused})`,
  );
  console.log(
    `reminders: ${reminders.sent.toLocaleString('en-US')} of ${reminders.planned.toLocaleString('en-US')} sent in ${reminders.seconds.toFixed(1)} s = ${reminders.perSecond.toFixed(0)}/s (after ${reminders.waited.toFixed(0)} s for the minute's schedule); the gateway received ${reminders.received.toLocaleString('en-US')}, ${reminders.repeated} phones more than once`,
  );
  if (filled.p.fillSeconds !== undefined) console.log(`fill: ${(filled.p.fillSeconds / 60).toFixed(1)} min`);
  console.log('');
  for (const v of verdicts) console.log(v);
  const once =
    reminders.sent === reminders.planned &&
    reminders.received === reminders.planned &&
    reminders.repeated === 0;
  console.log(
    `${reminders.perSecond >= REMINDERS_BUDGET && once ? 'PASS' : 'FAIL'} reminders: ${reminders.perSecond.toFixed(0)}/s with two workers (target ≥ ${REMINDERS_BUDGET}/s), ${once ? 'each sent once' : 'NOT each sent once'}`,
  );
  console.log(`finished ${new Date().toISOString()}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
