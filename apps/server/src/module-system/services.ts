import type { ServerContext } from './context.ts';
import type { ServerModule } from './define-module.ts';

/**
 * Every module's service, built once, each after the services it needs, which it receives by name
 * beside the server context. A module needed but missing from the list, two modules of one name, a
 * name the context already uses or modules needing each other in a circle stop the server at start.
 */
export function buildServices(
  modules: readonly ServerModule[],
  context: ServerContext,
): Map<string, unknown> {
  const listed = new Map<string, ServerModule>();
  for (const m of modules) {
    if (listed.has(m.name)) throw new Error(`Two modules are named ${m.name}`);
    if (m.name in context) throw new Error(`Module ${m.name} is named like the server context's ${m.name}`);
    listed.set(m.name, m);
  }
  const built = new Map<string, unknown>();
  const building: string[] = [];
  const build = (m: ServerModule) => {
    if (built.has(m.name)) return;
    if (listed.get(m.name) !== m)
      throw new Error(`${building.at(-1)} needs ${m.name}, which is not in the module list`);
    if (building.includes(m.name)) {
      throw new Error(`Modules need each other in a circle: ${[...building, m.name].join(' → ')}`);
    }
    building.push(m.name);
    for (const need of m.needs) build(need);
    const services = Object.fromEntries(m.needs.map((need) => [need.name, built.get(need.name)]));
    built.set(m.name, m.service ? m.service({ ...context, ...services }) : undefined);
    building.pop();
  };
  for (const m of modules) build(m);
  return built;
}
