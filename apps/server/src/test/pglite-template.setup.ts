// Vitest global setup of the server project: one migrated PGlite for the whole run, dumped to a file
// that each test file's database starts from (test-server.ts). initdb and 28 migrations cost each
// file 3–4 s on this machine; loading the dump costs under one. PostgreSQL runs (TEST_DATABASE_URL)
// create their own databases and need none.
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(tmpdir(), `tijian-pglite-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
