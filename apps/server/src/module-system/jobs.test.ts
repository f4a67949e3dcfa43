import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerContext } from './context.ts';
import { defineModule } from './define-module.ts';
import { scheduleJobs } from './jobs.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the modules’ jobs', () => {
  it('run from ready, at their first time and then regularly, go on after a failure and stop at close', async () => {
    const runs: number[] = [];
    const error = vi.fn();
    const context = { log: { error } } as unknown as ServerContext;
    const counter = { runs: 0 };
    const sweeper = defineModule({
      name: 'sweeper',
      service: () => counter,
      jobs: [
        {
          name: 'sweep',
          every: 60_000,
          firstAfter: 1_000,
          async run(service) {
            service.runs += 1;
            runs.push(Date.now());
            if (service.runs === 2) throw new Error('database away');
          },
        },
      ],
    });
    const app = Fastify({ logger: false });
    scheduleJobs(app, [sweeper], new Map([['sweeper', counter]]), context);
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toEqual([]);
    await app.ready();
    await vi.advanceTimersByTimeAsync(121_000);
    expect(runs.map((at) => at - start)).toEqual([6_000, 65_000, 125_000]);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![1]).toBe('sweep failed');
    await app.close();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs).toHaveLength(3);
  });
});
