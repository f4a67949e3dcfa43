import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { testEnv } from '../test/test-server.ts';
import { defineModule } from './define-module.ts';
import { declaredQueues } from './jobs.ts';

const until = async (what: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('the queues the modules declare', () => {
  const job = { name: 'sweep', cron: '* * * * *', run: async () => {} };
  it('are lower-case words joined by . or -, each declared once, or the server does not start', () => {
    const ok = defineModule({ name: 'a', jobs: [{ ...job, queue: 'a.sweep-all' }] });
    expect(declaredQueues([ok]).map((d) => d.queue)).toEqual(['a.sweep-all']);
    expect(() => declaredQueues([defineModule({ name: 'b', jobs: [{ ...job, queue: 'B sweep' }] })])).toThrow(
      /queue "B sweep"/,
    );
    const again = defineModule({
      name: 'c',
      tasks: [{ name: 'remind', queue: 'a.sweep-all', run: async () => {} }],
    });
    expect(() => declaredQueues([ok, again])).toThrow(/declared twice/);
  });
});

// The embedded database runs the same queue (pg-boss on PGlite through its `db` option): schedules,
// tasks with their data, retries. Several processes and crashes are the PostgreSQL suite's
// (jobs.integration.test.ts).
describe('jobs on the embedded database', () => {
  let database: Database;
  const ticks: number[] = [];
  const seen: unknown[] = [];
  let failuresLeft = 2;
  const probe = defineModule({
    name: 'probe',
    service: () => ({ tag: 'probe' }),
    jobs: [
      {
        name: 'tick',
        queue: 'probe.tick',
        cron: '* * * * *',
        async run(service) {
          expect(service.tag).toBe('probe');
          ticks.push(Date.now());
        },
      },
    ],
    tasks: [
      {
        name: 'remember',
        queue: 'probe.remember',
        async run(_service, data: { n: number }) {
          seen.push(data);
        },
      },
      {
        name: 'flaky',
        queue: 'probe.flaky',
        retryDelay: 1,
        retryBackoff: false,
        async run(_service, data: { n: number }) {
          if (failuresLeft-- > 0) throw new Error('provider away');
          seen.push(data);
        },
      },
    ],
  });
  const appWith = (env: Record<string, string>) =>
    buildApp({
      config: loadConfig(testEnv({ JOBS_POLL_SECONDS: '0.5', ...env })),
      database,
      modules: [probe],
      logger: false,
      jobsTuning: { cronMonitorSeconds: 1, cronWorkerSeconds: 1 },
    });

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('an API process only sends; a worker runs the schedule once a minute, the tasks with their data, and retries a failure', async () => {
    const api = await appWith({ JOBS: 'api' });
    await api.ready();
    expect(await api.jobs.send('probe.remember', { n: 1 })).toMatch(/^[0-9a-f-]{36}$/);
    // Sent twice within the window: one job.
    expect(
      await api.jobs.send('probe.remember', { n: 2 }, { singletonKey: 'k', singletonSeconds: 60 }),
    ).not.toBe(null);
    expect(await api.jobs.send('probe.remember', { n: 3 }, { singletonKey: 'k', singletonSeconds: 60 })).toBe(
      null,
    );
    await api.jobs.send('probe.flaky', { n: 4 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen).toEqual([]);
    expect(ticks).toEqual([]);

    const worker = await appWith({ JOBS: 'all' });
    await worker.ready();
    await until(() => seen.length === 3 && ticks.length === 1);
    expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }, { n: 4 }]));
    expect(failuresLeft).toBe(-1);
    // The schedule's job of this minute ran; the next is a minute away.
    await new Promise((r) => setTimeout(r, 2500));
    expect(ticks.length).toBeLessThanOrEqual(2);
    await worker.close();
    await api.close();
  }, 30_000);
});
