// A second server as its own OS process, for suites that race two processes on one PostgreSQL
// database (`startServerProcess`, below, runs this file under tsx). It reads DATABASE_URL (the
// parent's test database, already migrated) and TEST_NOW (the parent's clock, which stands still
// here), listens on a free port of 127.0.0.1, prints `{"port":…}` as one line, and ends on SIGTERM.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { OutboxSmsProvider } from '../sms/sms-provider.ts';
import { testEnv } from './test-server.ts';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  stop(): Promise<void>;
}

/** Starts this file as a child process on the given database and waits until it listens. */
export function startServerProcess(databaseUrl: string, now: Date): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, TEST_NOW: now.toISOString() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server process ended (${code}) before listening`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const { port } = JSON.parse(line) as { port: number };
      resolve({
        origin: `http://127.0.0.1:${port}`,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

async function serve() {
  const now = new Date(process.env.TEST_NOW!);
  const config = loadConfig(testEnv({ DATABASE_URL: process.env.DATABASE_URL! }));
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const app = await buildApp({
    config,
    database,
    clock: () => new Date(now),
    logger: false,
    sms: new OutboxSmsProvider(),
    checkContract: true,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
  process.once('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve();
