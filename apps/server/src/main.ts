import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './seed/seed.ts';

// `--demo` (how `npm start` runs the local demo) is DEMO_MODE=true: development endpoints, the demo
// account and the demo partner. Production refuses it.
if (process.argv.includes('--demo')) process.env.DEMO_MODE ??= 'true';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase(config);
if (config.seedDemo) await seedDemoData(database.db, { demoAccount: config.demoMode });
const app = await buildApp({ config, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let the ones in flight finish, then close the database.
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  await database.close();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
const mode = config.demoMode
  ? 'DEMO MODE: development endpoints, demo account 13800138000 and demo partner are ON, never use this in production'
  : `NODE_ENV=${config.production ? 'production' : (process.env.NODE_ENV ?? 'development')}`;
// JOBS=all (the default) also runs the scheduled jobs and tasks here; JOBS=api leaves them to worker
// processes (dist/worker.js, docs/deploy.md).
app.log.info(
  `体检预约 is running on http://localhost:${config.port} (database: ${where}; jobs: ${config.jobs.role}; ${mode})`,
);
