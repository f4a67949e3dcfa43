// The worker process: `node dist/worker.js` (`npm run worker -w apps/server`). It serves no HTTP; it
// runs the modules' scheduled jobs and tasks from the job queue (module-system/jobs.ts) beside any
// number of API processes started with JOBS=api, on the same PostgreSQL database. Start as many as
// the work needs: they share the queue, and a job whose worker dies is run again by another.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

process.env.JOBS ??= 'worker';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
  if (config.jobs.role === 'api')
    throw new ConfigError('JOBS=api: a worker process works jobs (worker or all)');
  if (!config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL: a separate worker needs PostgreSQL (the embedded PGlite belongs to one process; npm start runs its jobs)',
    );
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase(config);
const app = await buildApp({ config, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'worker shutting down');
  // Stop taking jobs, let the running ones finish (up to 8 s; the rest are retried elsewhere).
  const timer = setTimeout(() => process.exit(1), 20_000).unref();
  await app.close();
  await database.close();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.ready();
app.log.info(`体检预约 worker is running (database: PostgreSQL; JOBS=${config.jobs.role})`);
