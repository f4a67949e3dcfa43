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
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, else an embedded PGlite in `dataDir` (or in memory for `memory://`). */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) is already removed
    // from the pool; without a listener its error would crash the process instead.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool) as unknown as Db;
    await migrateNodePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (!opts.dataDir || opts.dataDir === 'memory://') {
    client = new PGlite();
  } else {
    // PGlite does not create missing parent folders.
    await mkdir(opts.dataDir, { recursive: true });
    client = new PGlite(path.join(opts.dataDir, 'pglite'));
  }
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
