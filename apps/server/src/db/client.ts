import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';

/**
 * The one database type repositories see; PGlite and PostgreSQL both satisfy it. Repositories name
 * their module's tables themselves (the query builder, no relational `db.query`), so the connection
 * carries no schema: each module's tables stay in its schema.ts, found by drizzle.config.ts.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Where the job queue (pg-boss, module-system/jobs.ts) keeps its tables: its own small pool on
   * PostgreSQL, the same PGlite otherwise. Absent (a test's hand-made database): no job queue.
   */
  jobStore?: JobStore;
  close(): Promise<void>;
}

/** What pg-boss is given: a connection string, or a database it runs its SQL on (PGlite). */
export type JobStore =
  | { connectionString: string }
  | { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** Any number, the same in every process: the migrations of several processes starting at once run one after another. */
const MIGRATION_LOCK = 7_120_351_001;

/** PostgreSQL when a URL is given, else an embedded PGlite in `dataDir` (or in memory for `memory://`). */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /**
   * In memory only: a migrated database's dump (PGlite dumpDataDir) to start from. A fresh PGlite's
   * initdb costs seconds; the server's test files each start from the one dump their run made.
   */
  template?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) is already removed
    // from the pool; without a listener its error would crash the process instead.
    pool.on('error', () => {});
    // The same for a connection the app holds (a transaction between two statements): the pool hears
    // only idle ones, and an unheard 'error' event ends the process (the fault test saw an API process
    // die of pg_terminate_backend). The error is not lost: the connection's next query fails with it,
    // so its transaction answers the caller (system,error) and the pool drops the connection.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg(pool) as unknown as Db;
    // Several processes (API, workers) may start together on a new release: one migrates, the
    // others wait for it and then find nothing left to do.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrateNodePg(drizzleNodePg(client) as never, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      jobStore: { connectionString: opts.databaseUrl },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (!opts.dataDir || opts.dataDir === 'memory://') {
    client = new PGlite(opts.template ? { loadDataDir: opts.template } : undefined);
  } else {
    // PGlite does not create missing parent folders.
    await mkdir(opts.dataDir, { recursive: true });
    client = new PGlite(path.join(opts.dataDir, 'pglite'));
  }
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', jobStore: pgliteJobStore(client), close: () => client.close() };
}

/**
 * pg-boss on the embedded database, through its `db` option rather than a socket: PGlite is one
 * connection, and its own lock already lines up pg-boss's statements with the app's transactions
 * (a statement waits while a transaction of the app is open). pg-boss sends its multi-statement
 * maintenance (BEGIN; …; COMMIT) without parameters: that goes through exec(), and a failure in
 * the middle is rolled back here, so no transaction is left open on the app's only connection.
 */
function pgliteJobStore(client: PGlite): JobStore {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        if (/^\s*begin\b/i.test(text)) await client.exec('rollback').catch(() => {});
        throw error;
      }
    },
  };
}
