import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { PROBE_TABLES, startJobProcess, startProbeJobs } from '../test/job-worker-process.ts';

// Several processes on one PostgreSQL database, as in production: the queue's promises (one job per
// period, a dead worker's job done by another, once) only mean something across processes. This
// machine and CI run PostgreSQL on 127.0.0.1:5432; without one the suite fails rather than skipping.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `tijian_test_${randomBytes(6).toString('hex')}`;
const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();

let client: pg.Client;
let api: Awaited<ReturnType<typeof startProbeJobs>>;
const rows = async <T>(text: string, values: unknown[] = []) =>
  (await client.query(text, values)).rows as T[];
const row = async <T>(text: string, values: unknown[] = []) => (await rows<T>(text, values))[0]!;

async function until(what: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error(`not done within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  // The app's migrations, then the probe's tables.
  await (await openDatabase({ databaseUrl: url })).close();
  client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(PROBE_TABLES);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await client?.end();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('jobs shared by several processes', () => {
  it('two processes with the same schedule make one job per period; a reminder both send runs once', async () => {
    const orders = Array.from({ length: 10 }, (_, i) => i + 1);
    await client.query(`insert into probe_reminders (order_id) select generate_series(1, 10)`);
    // Both are API and worker at once: each sends every reminder, each runs the schedule's clock
    // every second, each works every queue. They start together on a database without the queue's
    // tables yet, as a first deploy of several processes does.
    const both = await Promise.all([
      startJobProcess(url, 'all', orders),
      startJobProcess(url, 'all', orders),
    ]);
    try {
      await until(async () => {
        const { sms, ticks } = await row<{ sms: number; ticks: number }>(
          'select (select count(*)::int from probe_sms) as sms, (select count(*)::int from probe_ticks) as ticks',
        );
        return sms === 10 && ticks >= 1;
      }, 20_000);
      // Several more turns of both clocks within the period.
      await new Promise((r) => setTimeout(r, 3000));
    } finally {
      await Promise.all(both.map((p) => p.stop()));
    }

    const sms = await rows<{ order_id: number; n: number }>(
      'select order_id, count(*)::int as n from probe_sms group by order_id order by order_id',
    );
    expect(sms).toEqual(orders.map((id) => ({ order_id: id, n: 1 })));
    const { jobs } = await row<{ jobs: number }>(
      `select count(*)::int as jobs from pgboss.job where name = 'probe.remind'`,
    );
    expect(jobs).toBe(10);

    const periods = await rows<{ period: Date; jobs: number; completed: number }>(
      `select singleton_on as period, count(*)::int as jobs, count(*) filter (where state = 'completed')::int as completed
       from pgboss.job where name = 'probe.tick' group by singleton_on order by singleton_on`,
    );
    // The test may straddle a minute: one or two periods, each with one job, run once.
    expect(periods.length).toBeGreaterThanOrEqual(1);
    expect(periods.length).toBeLessThanOrEqual(2);
    for (const p of periods) expect(p).toMatchObject({ jobs: 1, completed: 1 });
    const { ticks } = await row<{ ticks: number }>('select count(*)::int as ticks from probe_ticks');
    expect(ticks).toBe(periods.length);
  }, 60_000);

  it('a worker killed in the middle of a job: another process runs it again and its effect happens once', async () => {
    // This process is an API process: it sends, and works nothing.
    api = await startProbeJobs(url, 'api');
    const first = await startJobProcess(url, 'worker');
    let second: Awaited<ReturnType<typeof startJobProcess>> | undefined;
    try {
      const id = await api.jobs.send('probe.effect', { key: 'k1', holdMs: 1000 });
      // The first worker is inside the job's transaction…
      await until(
        async () => (await rows('select 1 from probe_attempts where key = $1', ['k1'])).length === 1,
        15_000,
      );
      await first.kill();
      second = await startJobProcess(url, 'worker');
      // …and the job, taken for dead once its 5 s are up, is retried by the second.
      await until(
        async () =>
          (await rows<{ state: string }>('select state from pgboss.job where id = $1', [id]))[0]?.state ===
          'completed',
        20_000,
      );
      const attempts = await rows<{ pid: number }>(
        'select pid from probe_attempts where key = $1 order by id',
        ['k1'],
      );
      expect(attempts.map((a) => a.pid)).toEqual([first.pid, second.pid]);
      expect(await rows('select key, pid from probe_effects')).toEqual([{ key: 'k1', pid: second.pid }]);
      const [job] = await rows<{ retry_count: number }>('select retry_count from pgboss.job where id = $1', [
        id,
      ]);
      expect(job!.retry_count).toBe(1);
    } finally {
      await second?.stop();
    }
  }, 60_000);
});
