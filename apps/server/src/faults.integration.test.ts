// Money and capacity through the faults production meets (issue 21), in docs/deploy.md's layout in
// small: two API processes (main.ts, JOBS=api) and a worker (worker.ts) on one PostgreSQL database,
// a caller that behaves like nginx in front of them (test/proxy-client.ts), and a burst of people
// logging in, booking, paying (the sandbox's 确认支付, or its signed notification, some delivered
// twice) and asking for refunds a manager approves (some approved by two managers at once, some
// refund notifications repeated). Meanwhile the worker is killed (SIGKILL) in the middle of a job,
// one API process and later the other are killed and started again, and every connection of the
// database is ended (pg_terminate_backend), so each pool must reconnect.
//
// Afterwards every request got its answer or a clear retryable error (what counts: proxy-client.ts),
// and once the settling jobs ran the books balance (test/books.ts). PostgreSQL only: the processes
// share one database server, which the embedded PGlite (one process) cannot be. CI sets
// TEST_DATABASE_URL (.ci/run); without it this suite is skipped, saying so in its name.
import { randomUUID } from 'node:crypto';
import { type ExamCard, shanghaiDate } from '@tijian/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from './modules/auth/crypto.ts';
import { idCardOf, packageOrder, postAs, sessionFor, submit } from './modules/orders/order-fixtures.ts';
import { SandboxProvider } from './modules/payments/sandbox-provider.ts';
import { scheduleRepository } from './modules/schedule/repository.ts';
import { walletRepository } from './modules/wallet/repository.ts';
import { seedDemoData } from './seed/seed.ts';
import { unbalanced } from './test/books.ts';
import { type DeployedProcess, deployLayout, type Layout } from './test/deploy-processes.ts';
import { operatorHeaders, operatorToken } from './test/operator-helpers.ts';
import { type Envelope, ProxyClient } from './test/proxy-client.ts';
import { createTestServer, type TestServer } from './test/test-server.ts';

const PORTS = [8141, 8142] as const;
const PEOPLE = 60;
/** Two slots of this many places for PEOPLE people: some are told the day is full (-3). */
const PLACES = 24;
const CARD = 5_000;
/** The people who come during the faults start one every this many ms, so they meet every fault. */
const PACE_MS = 300;
const PARTNER_SECRET = 'fault-test-partner-secret-0123456789';
const PAY_SECRET = 'fault-test-sandbox-signing-secret';
const sandbox = new SandboxProvider(PAY_SECRET);

/** What every process shares; the job queue's clocks short, so a dead worker's job returns in seconds. */
const SHARED = {
  PAYMENT_SIGNING_SECRET: PAY_SECRET,
  PLATFORM_SECRETS: `fault:${PARTNER_SECRET}`,
  // Every process brings the queues' settings (their expiry) to its own when it starts: the same
  // everywhere, or the last one started decides.
  JOBS_EXPIRE_SECONDS: '8',
  JOBS_POLL_SECONDS: '0.5',
  JOBS_MAINTENANCE_SECONDS: '1',
  // Every person comes from 127.0.0.1, as the tests' requests do.
  RATE_LIMIT_MULTIPLIER: '100',
};

interface Person {
  phone: string;
  body: Record<string, unknown>;
}
interface Outcome {
  full?: boolean;
  orderId?: number;
  refunded?: boolean;
}

let server: TestServer;
let layout: Layout;
let db: pg.Client;
let managers: string[];
let date: string;
/** The processes as the test last started them: api a and b, the worker. */
const live: Record<string, DeployedProcess> = {};
const people: Person[] = [];
let abandoned: number;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rows = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];

async function until(what: string, test: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) {
      const jobs = await rows(
        `select name, state, started_on, data from pgboss.job where state <> 'completed'`,
      );
      const activity = await rows(
        `select application_name, state, wait_event_type, left(query, 80) as query from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      throw new Error(
        `${what}: not within ${ms} ms (logs in ${layout.logDir})\n${JSON.stringify({ crashes: layout.crashes, jobs, activity }, null, 1)}`,
      );
    }
    await pause(200);
  }
}

/** A weekday this many days after `from`, outside the seeded 60 days: the test's slots are its own. */
function weekdayAfter(from: string, days: number) {
  const day = new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

let links = 0;
/** The partner's signed link, new for every attempt: a link logs in once. */
function partnerLink(phone: string) {
  const expires = Math.floor(Date.now() / 1000) + 300 + (links++ % 250);
  const signature = hmacHex(PARTNER_SECRET, `fault|${phone}|${expires}`);
  return { platformUserCode: 'fault', u: phone, p: `${expires}.${signature}` };
}

/**
 * Ends every other connection to the test's database, a few times over a second so that some end
 * in the middle of a request: the processes' pools must make new ones. Answers how many ended.
 */
async function endConnections() {
  let ended = 0;
  for (let round = 0; round < 5; round++) {
    const [row] = await rows<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    ended += row!.n;
    await pause(200);
  }
  return ended;
}

beforeAll(async () => {
  // This process also signs the fixtures' demo-partner links (sessionFor).
  server = await createTestServer({
    ...SHARED,
    PLATFORM_SECRETS: `${SHARED.PLATFORM_SECRETS},demo:demo-platform-secret`,
  });
  // The children run on the real clock; the setup books and prices on the same day.
  server.clock.advance(Date.now() - server.clock.now().getTime());
  const today = shanghaiDate(Date.now());
  await seedDemoData(server.db, { today, demoAccount: false });
  date = weekdayAfter(today, 75);
  await scheduleRepository.upsertDays(server.db, [{ centreId: '00-1', date, rest: 0, description: '' }]);
  await scheduleRepository.insertSlots(
    server.db,
    [1, 2].map((slotNo) => ({
      centreId: '00-1',
      date,
      slotNo,
      testTime: slotNo === 1 ? '08:00~08:30' : '08:30~09:00',
      capacity: PLACES,
      booked: 0,
    })),
  );
  managers = [
    await operatorToken(server.app, { centreId: '00-1', role: 'manager' }),
    await operatorToken(server.app, { centreId: '00-1', role: 'manager' }),
  ];
  const expiryDate = `${Number(today.slice(0, 4)) + 2}-12-31`;
  async function cardOf(userId: number, cardNo: string): Promise<ExamCard> {
    await walletRepository.issueCard(server.db, { userId, cardNo, amount: CARD, expiryDate });
    const { available } = await server.app.wallet.cardsFor(userId, '00-1');
    return available.find((c) => c.cardNo === cardNo)!;
  }
  // Every other person pays part with a card of their own.
  for (let i = 0; i < PEOPLE; i++) {
    const phone = `1391${String(i).padStart(7, '0')}`;
    const userId = await server.app.users.ensureByPhone(phone);
    const cards = i % 2 === 0 ? [await cardOf(userId, `7714${String(userId).padStart(12, '0')}`)] : [];
    const { body } = await packageOrder(server, {
      date,
      slotNo: 1 + (i % 2),
      idCardNo: idCardOf('19880808', 2 * i + 1),
      payType: 'online',
      cards,
    });
    people.push({ phone, body });
  }
  // Someone who booked with a card half an hour ago and walked away from the payment: the worker's
  // sweep must close the order and give back the place and the card's money.
  const walker = await sessionFor(server, '13919999999');
  const walkerCard = await cardOf(walker.userId, '7714999999999999');
  const { body } = await packageOrder(server, {
    date,
    slotNo: 1,
    idCardNo: idCardOf('19770707', 1),
    payType: 'online',
    cards: [walkerCard],
  });
  abandoned = (await submit(server, walker.token, body)).data.orderId;
  await postAs(server, walker.token, '/m/wx/1/pay/prepay.json', { orderId: abandoned });
  db = new pg.Client({ connectionString: server.databaseUrl! });
  await db.connect();
  await db.query(
    `update orders set created_at = now() - interval '31 minutes', pay_deadline = now() - interval '1 minute'
     where id = $1`,
    [abandoned],
  );
  await db.query(
    `update payments set created_at = now() - interval '31 minutes', expires_at = now() - interval '1 minute'
     where order_id = $1`,
    [abandoned],
  );
  layout = deployLayout({ ...SHARED, DATABASE_URL: server.databaseUrl!, LOG_LEVEL: 'warn' });
}, 120_000);

afterAll(async () => {
  await layout?.stopAll();
  await db?.end();
  await server?.close();
});

describe('faults (PostgreSQL only: the server project runs it when TEST_DATABASE_URL is set, as .ci/run does)', () => {
  it(`${PEOPLE} people through two API processes and a worker, each killed once, connections ended: every request answered, the books balance`, async () => {
    const started = Date.now();
    const events: string[] = [];
    const note = (what: string) => events.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);

    // The walked-away order's row is held, so the worker's sweep waits inside its job: the moment
    // to kill it.
    await db.query('begin');
    await db.query('select id from orders where id = $1 for update', [abandoned]);
    [live.a, live.b] = await Promise.all([layout.api(PORTS[0]), layout.api(PORTS[1])]);
    live.worker = layout.worker();
    note('two API processes and a worker up');
    await server.app.jobs.send('orders.close-overdue', {});
    let midJob: string[] = [];
    await until(
      'the worker inside the sweep',
      async () => {
        midJob = (
          await rows<{ id: string }>(
            `select id from pgboss.job where name = 'orders.close-overdue' and state = 'active'`,
          )
        ).map((j) => j.id);
        // Inside the lock's transaction the activity view is read once; read it afresh.
        await db.query('select pg_stat_clear_snapshot()');
        const [waiting] = await rows<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return midJob.length > 0 && waiting!.n > 0;
      },
      45_000,
    );
    note(`worker inside ${midJob.length} sweep job(s)`);

    const client = new ProxyClient(PORTS.map((p) => `http://127.0.0.1:${p}`));
    const failures: string[] = [];
    const run = (i: number) =>
      journey(client, people[i]!, i).catch((error: Error) => {
        failures.push(`person ${i}: ${error.message}`);
        return {} as Outcome;
      });
    // Most people come during the faults, one every PACE_MS; the rest once the faults are over,
    // when everything must work again.
    const during = Math.floor(PEOPLE * 0.75);
    const burst = Promise.all(
      Array.from({ length: during }, async (_, i) => {
        await pause(i * PACE_MS);
        return run(i);
      }),
    );

    const faults = (async () => {
      await pause(500);
      await live.worker!.kill();
      note('worker killed (SIGKILL) in the middle of its job');
      live.worker = layout.worker();
      await pause(1000);
      note(`${await endConnections()} database connections ended`);
      // The dead worker's waiting transaction ended with them; the row is free for the job's retry.
      await db.query('commit');
      await pause(1500);
      await live.a!.kill();
      note(`api ${PORTS[0]} killed (SIGKILL)`);
      live.a = await layout.api(PORTS[0]);
      note(`api ${PORTS[0]} answering again`);
      note(`${await endConnections()} database connections ended`);
      await pause(1500);
      await live.b!.kill();
      note(`api ${PORTS[1]} killed (SIGKILL)`);
      live.b = await layout.api(PORTS[1]);
      note(`api ${PORTS[1]} answering again`);
    })();

    await faults;
    note('faults over');
    const after = Promise.all(Array.from({ length: PEOPLE - during }, (_, k) => run(during + k)));
    const outcomes = [...(await burst), ...(await after)];
    const booked = outcomes.filter((o) => o.orderId !== undefined);
    note(
      `burst done: ${booked.length} booked and paid, ${outcomes.filter((o) => o.full).length} told full, ` +
        `${outcomes.filter((o) => o.refunded).length} refunded; ${client.attempts.length} attempts`,
    );

    // What a killed process left 退款中 (approved, its notification never handed over) waits for the
    // settling job, which takes refunds decided 10 minutes ago: those minutes are made to have passed.
    const [left] = await rows<{ n: number }>(
      `with moved as (update refunds set decided_at = decided_at - interval '11 minutes'
       where status = 'refunding' returning 1) select count(*)::int as n from moved`,
    );
    note(`${left!.n} refund(s) left 退款中 for the settling job`);
    const settling = await Promise.all(
      ['refunds.settle-refunding', 'payments.settle-pending', 'orders.close-overdue'].map((q) =>
        server.app.jobs.send(q, {}),
      ),
    );
    const awaited = [...midJob, ...(settling as string[])];
    await until(
      'the settling jobs and the killed job completed',
      async () => {
        const done = await rows<{ id: string }>(
          `select id from pgboss.job where id = any($1) and state = 'completed'`,
          [awaited],
        );
        return done.length === awaited.length;
      },
      60_000,
    );
    note('jobs completed');
    const retried = await rows<{ retry_count: number }>(
      'select retry_count from pgboss.job where id = any($1)',
      [midJob],
    );
    const failedJobs = await rows<{ name: string; n: number }>(
      `select name, count(*)::int as n from pgboss.job where state = 'failed' group by name`,
    );

    console.log(
      [
        `faults: ${((Date.now() - started) / 1000).toFixed(1)} s; logs in ${layout.logDir}`,
        ...events,
        `attempts: ${JSON.stringify(client.summary())}`,
        `failed jobs left: ${JSON.stringify(failedJobs)}`,
      ].join('\n  '),
    );

    // No process died but those the test killed: a pool's unheard error once ended an API process.
    expect(layout.crashes).toEqual([]);
    expect(failures).toEqual([]);
    expect(client.anomalies).toEqual([]);
    // Each killed job ran again to its end.
    for (const job of retried) expect(job.retry_count).toBeGreaterThanOrEqual(1);
    expect(await unbalanced(db, [date])).toEqual({});

    // Each person's order ended where their journey took it.
    expect(booked.length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.full).length).toBe(PEOPLE - booked.length);
    const statuses = new Map(
      (
        await rows<{ id: number; status: string }>('select id, status from orders where id = any($1)', [
          [...booked.map((o) => o.orderId), abandoned],
        ])
      ).map((r) => [r.id, r.status]),
    );
    for (const o of booked) {
      expect(statuses.get(o.orderId!)).toBe(
        o.refunded ? 'order_complete_refund' : 'order_hospital_examination',
      );
    }
    expect(statuses.get(abandoned)).toBe('order_closed');
  }, 170_000);
});

const ok = (answer: Envelope, step: string) => {
  if (answer.error_code !== '000000') throw new Error(`${step}: ${answer.error_code} ${answer.error}`);
  return answer.data as Record<string, unknown>;
};

/**
 * One person: partner login, submit, pay (three ways), and for every fourth a refund the centre
 * approves. Every step goes through the proxy-like client, which retries what is retryable.
 */
async function journey(client: ProxyClient, person: Person, i: number): Promise<Outcome> {
  const clientId = `fault-client-${i}`;
  const login = await client.request('/m/wx/2/user/user.json', () => partnerLink(person.phone), { clientId });
  ok(login, 'login');
  const headers = { token: login.token!, clientId };
  const submitted = ok(await client.post('/m/wx/2/appointment/order.json', person.body, headers), 'submit');
  if (submitted.code === -3) return { full: true };
  if (submitted.code !== 0) throw new Error(`submit: code ${submitted.code} ${submitted.message}`);
  const orderId = Number(submitted.orderId);
  const payment = ok(await client.post('/m/wx/1/pay/prepay.json', { orderId }, headers), 'prepay');
  const payId = String(payment.payId);
  if (i % 3 === 0) {
    const paid = ok(await client.post('/m/pay/sandbox/confirm.json', { payId }, headers), 'confirm');
    if (paid.status !== 'paid') throw new Error(`confirm: ${paid.status}`);
  } else {
    // The provider's notification; every other one delivered twice at once (to both processes).
    const notice = sandbox.notice({ payId, amount: Number(payment.amount) }, new Date());
    const copies = i % 3 === 2 ? 2 : 1;
    const answers = await Promise.all(
      Array.from({ length: copies }, () => client.post('/m/pay/notify/sandbox', notice)),
    );
    for (const a of answers) ok(a, 'notify');
  }
  if (i % 4 !== 1) return { orderId };

  const applied = ok(
    await client.post(
      '/m/wx/refund/apply.json',
      { orderId, reason: '行程有变/时间冲突', idempotencyKey: randomUUID() },
      headers,
    ),
    'refund apply',
  );
  if (applied.status !== 'applied') throw new Error(`refund apply: ${applied.status}`);
  // Every other refund approved by both managers at once (a double click, two desks).
  const deciders = i % 8 === 1 ? managers : [managers[i % 2]!];
  const decisions = await Promise.all(
    deciders.map((m) =>
      client.post('/m/operator/refunds/decide.json', { orderId, approve: true }, operatorHeaders(m)),
    ),
  );
  for (const d of decisions) {
    const decided = ok(d, 'approve');
    if (decided.status !== 'refunding' && decided.status !== 'refunded')
      throw new Error(`approve: ${decided.status}`);
  }
  if (i % 8 === 5) {
    // The provider's refund notification delivered again: applied once.
    const refund = ok(decisions[0]!, 'approve');
    const notice = sandbox.refundNotice(
      { refundNo: String(refund.refundNo), amount: Number(refund.amount) },
      new Date(),
    );
    ok(await client.post('/m/pay/refund-notify/sandbox', notice), 'refund notify');
  }
  return { orderId, refunded: true };
}
