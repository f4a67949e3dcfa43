import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';

// The pool on PostgreSQL when the server ends a connection (a restart, a failover,
// pg_terminate_backend): found by the fault test (faults.integration.test.ts), where an API process
// died of it. This machine and CI run PostgreSQL on 127.0.0.1:5432; without one the suite fails
// rather than skipping (as module-system/jobs.integration.test.ts).
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `tijian_test_${randomBytes(6).toString('hex')}`;
const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();

let database: Database;
let admin: pg.Client;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  database = await openDatabase({ databaseUrl: url });
}, 60_000);

afterAll(async () => {
  await database?.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('the PostgreSQL pool when the server ends its connections', () => {
  it('a connection ended between two statements of a transaction fails that transaction, not the process; the pool serves on', async () => {
    const ended = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Ended while the transaction's connection is checked out and idle: the server's notice
      // arrives with no query to fail. Unheard, it was an 'error' event that ended the process.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 2`);
    });
    await expect(ended).rejects.toThrow();
    const answer = (await database.db.execute(sql`select 3 as n`)) as unknown as { rows: { n: number }[] };
    const [row] = answer.rows;
    expect(row).toEqual({ n: 3 });
  });
});
