import type { FastifyInstance } from 'fastify';
import { safeError } from '../security/safe-error.ts';
import type { ServerContext } from './context.ts';
import type { ServerModule } from './define-module.ts';

/**
 * Runs the modules' jobs on their timers from the moment the app is ready until it closes. The
 * timers do not keep the process alive; a run that fails is logged (without SQL parameters) and the
 * job runs again at its next turn.
 */
export function scheduleJobs(
  app: FastifyInstance,
  modules: readonly ServerModule[],
  services: ReadonlyMap<string, unknown>,
  context: ServerContext,
): void {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const m of modules) {
      for (const job of m.jobs ?? []) {
        const run = async () => {
          try {
            await job.run(services.get(m.name), context);
          } catch (error) {
            context.log.error({ err: safeError(error as Error) }, `${job.name} failed`);
          }
        };
        if (job.firstAfter !== undefined) timers.push(setTimeout(run, job.firstAfter).unref());
        timers.push(setInterval(run, job.every).unref());
      }
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
