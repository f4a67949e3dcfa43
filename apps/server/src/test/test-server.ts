import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { OutboxSmsProvider } from '../sms/sms-provider.ts';

/**
 * A server for one test file: in-memory PGlite by default; with TEST_DATABASE_URL (CI) a fresh
 * PostgreSQL database created for the file and dropped afterwards, so files never share rows.
 */
export async function createTestServer(env: Record<string, string> = {}) {
  const { database, url, drop } = await openTestDatabase();
  return startServer(env, database, url, async () => {
    await database.close();
    await drop();
  });
}

/**
 * One app on an open database, with its own clock (starting 2026-11-22 09:00 Shanghai) and SMS outbox.
 * `variant(env)` starts another app with other settings on the same database: starting a database
 * (PGlite's initdb) costs seconds, an app milliseconds. Its close() leaves the database open.
 */
async function startServer(
  env: Record<string, string>,
  database: Database,
  databaseUrl: string | null,
  closeDatabase: () => Promise<void>,
) {
  let now = new Date('2026-11-22T09:00:00+08:00');
  const clock = {
    now: () => new Date(now),
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
  const config = loadConfig(testEnv(env));
  const sms = new OutboxSmsProvider();
  // A test that runs the jobs (JOBS=all) wants the first schedule's job in seconds: the schedules are
  // written after the queue's first look at them, and its next look would come 30 s later.
  const jobsTuning = config.jobs.role === 'api' ? undefined : { cronMonitorSeconds: 1, cronWorkerSeconds: 1 };
  const app = await buildApp({
    config,
    database,
    clock: clock.now,
    logger: false,
    sms,
    checkContract: true,
    jobsTuning,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    /** where another process reaches the same database: PostgreSQL only (PGlite lives in this one) */
    databaseUrl,
    clock,
    sms,
    async close() {
      await app.close();
      await closeDatabase();
    },
    variant: (moreEnv: Record<string, string>) =>
      startServer({ ...env, ...moreEnv }, database, databaseUrl, async () => {}),
  };
}

/**
 * Tests run in demo mode (the SMS outbox and image-code reader are how a test "reads the phone"),
 * unless they say otherwise; a production variant drops demo mode and names a (never called) gateway.
 */
export function testEnv(env: Record<string, string>): Record<string, string> {
  const merged: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DEMO_MODE: 'true',
    // Every test request comes from 127.0.0.1; the rate-limit tests set 1.
    RATE_LIMIT_MULTIPLIER: '100',
    // The app may send jobs, but no schedule or worker runs behind a test's back (a sweep after the
    // test moved its clock); the job suites (module-system/jobs*.test.ts) run them on purpose.
    JOBS: 'api',
    ...env,
  };
  if (merged.NODE_ENV === 'production') {
    if (!('DEMO_MODE' in env)) delete merged.DEMO_MODE;
    if (!('SMS_PROVIDER' in env)) {
      Object.assign(merged, {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'test-key',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'test-secret',
        ALIYUN_SMS_SIGN_NAME: '体检预约',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_0000',
      });
    }
  }
  return merged;
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

async function openTestDatabase(): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = await migratedTemplate();
    return {
      database: await openDatabase({ dataDir: 'memory://', template }),
      url: null,
      drop: async () => {},
    };
  }
  const name = `tijian_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let template: Promise<Blob | undefined> | undefined;

/** The run's migrated PGlite (pglite-template.setup.ts), read once per test file. */
function migratedTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}
