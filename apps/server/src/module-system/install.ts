import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { callerGroup } from './caller-groups.ts';
import type { ServerContext } from './context.ts';
import { CALLERS, type ServerModule } from './define-module.ts';
import { type DurableJobs, declaredQueues } from './jobs.ts';
import { buildServices } from './services.ts';

/**
 * Everything the modules of the list bring, on the app: each service built once (dependencies
 * first) and decorated as `app.<name>`; under /m one plugin per caller group holding every module's
 * routes for that caller; what modules serve outside /m, on the root scope; their jobs and tasks on
 * the job queue, from ready until close.
 */
export async function installModules(
  app: FastifyInstance,
  modules: readonly ServerModule[],
  context: ServerContext,
  jobs: DurableJobs,
): Promise<void> {
  declaredQueues(modules);
  const services = buildServices(modules, context);
  for (const [name, service] of services) {
    if (service !== undefined) app.decorate(name, service);
  }
  app.decorateRequest('user', undefined);
  app.decorateRequest('operator', undefined);
  app.decorateRequest('companyAdmin', undefined);

  await app.register(
    async (api) => {
      for (const caller of CALLERS) {
        const plugins = modules.flatMap((m) => m.routes?.[caller] ?? []);
        await api.register(callerGroup(caller, plugins, context));
      }
    },
    { prefix: '/m' },
  );
  for (const m of modules) {
    const site = m.site;
    if (site) await app.register(fp((root) => site(root, context), { name: `${m.name}-site` }));
  }
  app.addHook('onReady', () => jobs.start(modules, services, context));
  app.addHook('onClose', () => jobs.stop());
}
