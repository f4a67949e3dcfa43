import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';

/**
 * On SIGINT or SIGTERM: stop taking work (requests, jobs), let what is in flight finish, close the
 * database, exit. A process that cannot finish within `graceMs` exits anyway; what it was doing is
 * retried (a request by its client, a job by another worker).
 */
export function closeOnSignals(
  app: FastifyInstance,
  database: Database,
  { label, graceMs }: { label: string; graceMs: number },
): void {
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, `${label} shutting down`);
    const timer = setTimeout(() => process.exit(1), graceMs).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
