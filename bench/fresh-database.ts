// bench:api on PostgreSQL runs on a database of its own, created for the run and dropped after it,
// so it never measures (or seeds into) a database someone uses.
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * `adminUrl` names the server and a database to connect to for CREATE/DROP DATABASE (for example
 * postgres://postgres@127.0.0.1:5432/postgres); if that database does not exist, `postgres` is used.
 */
export async function createFreshDatabase(adminUrl: string, prefix = 'tijian_bench'): Promise<FreshDatabase> {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = await connectAdmin(adminUrl);
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = await connectAdmin(adminUrl);
      try {
        // FORCE (PostgreSQL 13+) ends connections a stopped server may have left behind.
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function connectAdmin(adminUrl: string) {
  try {
    return await connect(adminUrl);
  } catch (error) {
    // 3D000: the database in the URL does not exist (it may be the one the app would use); fall back.
    if ((error as { code?: string }).code !== '3D000') throw error;
    const url = new URL(adminUrl);
    url.pathname = '/postgres';
    return connect(url.toString());
  }
}

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return client;
}
