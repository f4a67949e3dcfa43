// A job process of its own, for the suites that race, crash and restart processes on one PostgreSQL
// database (module-system/jobs.integration.test.ts). `startJobProcess` runs this file under tsx: it
// starts the job queue (the same DurableJobs the app starts, without the HTTP app, so a process is
// up in a second) with the probe module below and the JOBS role asked for, on DATABASE_URL (already
// migrated, with the probe tables), sends the reminders PROBE_REMINDERS names, prints `ready` as one
// line, and ends on SIGTERM (or dies on SIGKILL).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { ServerContext } from '../module-system/context.ts';
import { defineModule } from '../module-system/define-module.ts';
import { DurableJobs } from '../module-system/jobs.ts';
import { testEnv } from './test-server.ts';

/** What the probe's jobs write, so a test can count their effects. */
export const PROBE_TABLES = `
  create table probe_ticks (id serial primary key, pid int not null, at timestamptz not null default now());
  create table probe_attempts (id serial primary key, key text not null, pid int not null);
  create table probe_effects (key text primary key, pid int not null);
  create table probe_reminders (order_id int primary key, sent_at timestamptz, sent_by int);
  create table probe_sms (id serial primary key, order_id int not null, pid int not null);
`;

/** Short clocks, so a dead worker's job is taken over within seconds. */
export const PROBE_ENV = {
  JOBS_POLL_SECONDS: '0.5',
  // Well above the probe's longest run (1 s held open, plus its queries on a busy machine): a run
  // over it would be failed and retried while still going.
  JOBS_EXPIRE_SECONDS: '5',
  JOBS_MAINTENANCE_SECONDS: '1',
};

/**
 * The probe: a scheduled tick (once a minute), an `effect` task done in one transaction that holds
 * it open for `holdMs` (the moment a test kills it), and a reminder task of the idempotent shape
 * every real one must have: mark the reminder sent with a conditional update, then send.
 */
export const probeModule = defineModule({
  name: 'probe',
  jobs: [
    {
      name: 'probe tick',
      queue: 'probe.tick',
      cron: '* * * * *',
      async run(_service, { db }) {
        await db.execute(sql`insert into probe_ticks (pid) values (${process.pid})`);
      },
    },
  ],
  tasks: [
    {
      name: 'probe effect',
      queue: 'probe.effect',
      retryDelay: 1,
      retryBackoff: false,
      async run(_service, data: { key: string; holdMs: number }, { db }) {
        await db.execute(sql`insert into probe_attempts (key, pid) values (${data.key}, ${process.pid})`);
        await db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into probe_effects (key, pid) values (${data.key}, ${process.pid}) on conflict (key) do nothing`,
          );
          await new Promise((resolve) => setTimeout(resolve, data.holdMs));
        });
      },
    },
    {
      name: 'probe reminder',
      queue: 'probe.remind',
      async run(_service, data: { orderId: number }, { db }) {
        const marked = (await db.execute(
          sql`update probe_reminders set sent_at = now(), sent_by = ${process.pid}
              where order_id = ${data.orderId} and sent_at is null returning order_id`,
        )) as unknown as { rows: unknown[] };
        if (marked.rows.length === 1) {
          await db.execute(
            sql`insert into probe_sms (order_id, pid) values (${data.orderId}, ${process.pid})`,
          );
        }
      },
    },
  ],
});

export interface JobProcess {
  pid: number;
  /** SIGTERM: finishes what it runs, then ends */
  stop(): Promise<void>;
  /** SIGKILL: dies at once, mid-job */
  kill(): Promise<void>;
}

/** Starts this file as a child process and waits until its jobs are running. */
export function startJobProcess(
  databaseUrl: string,
  role: 'all' | 'api' | 'worker',
  reminders: readonly number[] = [],
): Promise<JobProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, JOBS: role, PROBE_REMINDERS: reminders.join(',') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the job process ended (${code}) before it was ready`)));
    createInterface({ input: child.stdout }).once('line', () => {
      resolve({
        pid: child.pid!,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
        async kill() {
          child.kill('SIGKILL');
          await exited;
        },
      });
    });
  });
}

/** The probe's jobs in this process, in a JOBS role, on a migrated PostgreSQL database. */
export async function startProbeJobs(databaseUrl: string, role: 'all' | 'api' | 'worker') {
  const config = loadConfig(testEnv({ DATABASE_URL: databaseUrl, JOBS: role, ...PROBE_ENV }));
  const database = await openDatabase({ databaseUrl });
  const log = silentLog();
  const jobs = new DurableJobs(database.jobStore, config.jobs, log, {
    cronMonitorSeconds: 1,
    cronWorkerSeconds: 1,
  });
  await jobs.start([probeModule], new Map(), { db: database.db, log } as unknown as ServerContext);
  return {
    jobs,
    async close() {
      await jobs.stop();
      await database.close();
    },
  };
}

function silentLog(): FastifyBaseLogger {
  const log = {
    level: 'silent',
    fatal() {},
    error() {},
    warn() {},
    info() {},
    debug() {},
    trace() {},
    silent() {},
  };
  return { ...log, child: () => log } as unknown as FastifyBaseLogger;
}

async function run() {
  const probe = await startProbeJobs(process.env.DATABASE_URL!, process.env.JOBS as 'all' | 'api' | 'worker');
  for (const id of (process.env.PROBE_REMINDERS ?? '').split(',').filter(Boolean)) {
    // Every API process that sees the exam tomorrow asks for the reminder: one job per order and day.
    await probe.jobs.send(
      'probe.remind',
      { orderId: Number(id) },
      { singletonKey: `remind:${id}`, singletonSeconds: 3600 },
    );
  }
  process.stdout.write('ready\n');
  process.once('SIGTERM', async () => {
    await probe.close();
    process.exit(0);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
