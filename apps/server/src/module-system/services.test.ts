import { describe, expect, it } from 'vitest';
import type { ServerContext } from './context.ts';
import { defineModule, type ServerModule } from './define-module.ts';
import { buildServices } from './services.ts';

const context = { clock: () => new Date(0) } as unknown as ServerContext;

describe('building the modules’ services', () => {
  it('builds each after the services it needs, whatever the list’s order, and hands them over by name', () => {
    const built: string[] = [];
    const centres = defineModule({
      name: 'centres',
      service: () => {
        built.push('centres');
        return { centre: (id: string) => `centre ${id}` };
      },
    });
    const schedule = defineModule({
      name: 'schedule',
      needs: [centres],
      service: ({ centres, clock }) => {
        built.push('schedule');
        return { first: () => `${centres.centre('00-1')} on ${clock().getTime()}` };
      },
    });
    const orders = defineModule({
      name: 'orders',
      needs: [schedule, centres],
      service: ({ schedule }) => {
        built.push('orders');
        return { book: () => schedule.first() };
      },
    });
    const services = buildServices([orders, schedule, centres], context);
    expect(built).toEqual(['centres', 'schedule', 'orders']);
    expect((services.get('orders') as { book(): string }).book()).toBe('centre 00-1 on 0');
  });

  it('leaves out a module without a service', () => {
    const dict = defineModule({ name: 'dict' });
    expect(buildServices([dict], context).get('dict')).toBeUndefined();
  });

  it('refuses a module needed but not listed, two of one name, a context name, and a circle', () => {
    const centres = defineModule({ name: 'centres', service: () => ({}) });
    const schedule = defineModule({ name: 'schedule', needs: [centres], service: () => ({}) });
    expect(() => buildServices([schedule], context)).toThrow(
      'schedule needs centres, which is not in the module list',
    );
    expect(() => buildServices([centres, defineModule({ name: 'centres' })], context)).toThrow(
      'Two modules are named centres',
    );
    expect(() => buildServices([defineModule({ name: 'clock' })], context)).toThrow(
      "named like the server context's clock",
    );
    const a: { name: string; needs: ServerModule[] } = { name: 'a', needs: [] };
    const b: ServerModule = { name: 'b', needs: [a] };
    a.needs.push(b);
    expect(() => buildServices([a, b], context)).toThrow('Modules need each other in a circle: a → b → a');
  });
});
