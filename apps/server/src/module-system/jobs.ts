import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobsConfig } from '../config.ts';
import type { JobStore } from '../db/client.ts';
import { safeError } from '../security/safe-error.ts';
import type { ServerContext } from './context.ts';
import type { ServerModule } from './define-module.ts';

/** How a job is sent: all optional. */
export interface SendOptions {
  /** not before this moment (a Date) or this many seconds from now */
  startAfter?: Date | number;
  /**
   * On a queue of policy 'stately' (Task.policy): at most one job of this key waiting and one running;
   * a second send while one waits answers null.
   * With `singletonSeconds`: at most one job of this queue and key per window of that many seconds
   * (at most 12 hours); a second send in the same window answers null. Handlers stay idempotent all
   * the same (a reminder marks itself sent with a conditional update before it sends).
   */
  singletonKey?: string;
  singletonSeconds?: number;
  /** override the queue's own retry settings (see Task) */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
}

/**
 * A send's `startAfter` for the moment `at` of the app's clock: as seconds from now, because the queue
 * reads the database's clock, which the app's (moved by /m/dev/clock in demo mode, or by a test) may
 * not match.
 */
export function secondsUntil(at: Date, now: Date): number {
  return Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
}

/** What modules and later features enqueue through: `context.jobs` in a service, `app.jobs` on the app. */
export interface JobQueue {
  /** The job's id, or null when a singleton of the same key already exists. */
  send(queue: string, data?: object, options?: SendOptions): Promise<string | null>;
}

/** Tests: pg-boss's own clocks shortened (how often one process turns the schedules into jobs). */
export interface JobsTuning {
  cronMonitorSeconds?: number;
  cronWorkerSeconds?: number;
}

/** Schedules are read in the centres' time: a daily job at '0 9 * * *' runs at 09:00 in Shanghai. */
const TIME_ZONE = 'Asia/Shanghai';
const QUEUE_NAME = /^[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*$/;
/** Jobs of one queue a worker process takes at once (and runs side by side). */
const BATCH = 5;
/** A scheduled job that failed (or whose worker died) is tried again this often before its next period. */
const SCHEDULED_RETRY = { retryLimit: 2, retryDelay: 10, retryBackoff: true } as const;
const TASK_RETRY = { retryLimit: 3, retryDelay: 30, retryBackoff: true } as const;
const DEADLOCK = '40P01';
/** How long a stopping process waits for the jobs it is running (main.ts gives the whole close 10 s). */
const STOP_TIMEOUT_MS = 8_000;

interface Declared {
  module: string;
  queue: string;
  name: string;
  kind: 'job' | 'task';
}

/** Every queue the modules declare, checked: a bad or repeated name stops the server at start. */
export function declaredQueues(modules: readonly ServerModule[]): Declared[] {
  const all: Declared[] = modules.flatMap((m) => [
    ...(m.jobs ?? []).map((j) => ({ module: m.name, queue: j.queue, name: j.name, kind: 'job' as const })),
    ...(m.tasks ?? []).map((t) => ({ module: m.name, queue: t.queue, name: t.name, kind: 'task' as const })),
  ]);
  const seen = new Set<string>();
  for (const d of all) {
    if (!QUEUE_NAME.test(d.queue)) {
      throw new Error(`${d.module}: queue "${d.queue}" (${d.name}) is not lower-case words joined by . or -`);
    }
    if (seen.has(d.queue)) throw new Error(`${d.module}: queue "${d.queue}" is declared twice`);
    seen.add(d.queue);
  }
  return all;
}

/**
 * The modules' scheduled jobs and tasks on a PostgreSQL job queue, pg-boss 10, kept in the app's own
 * database (schema `pgboss`): on PostgreSQL through a small pool of its own, on the embedded PGlite
 * through the same connection as the app (db/client.ts). Jobs are taken with `FOR UPDATE SKIP
 * LOCKED`, so any number of processes share the work and none takes a job another holds.
 *
 * - A scheduled job (Job: a cron) becomes one job per period whatever the number of processes: one
 *   process at a time turns due schedules into jobs, each keyed by its queue and minute
 *   (`singletonKey` + `singletonSeconds`), so a second one in the same period is refused.
 * - A job whose process dies stays `active` until `expireSeconds` have passed; the queue's upkeep
 *   (any worker process, every `maintenanceSeconds`) then fails it and it is retried elsewhere.
 * - A failure is logged (without SQL parameters) and retried with a doubling delay.
 *
 * Roles (`JOBS`): `api` only sends; `worker` creates the schedules, runs the jobs and the upkeep;
 * `all` does both (`npm start`, one process).
 */
export class DurableJobs implements JobQueue {
  readonly #boss: PgBoss | null;
  readonly #config: JobsConfig;
  readonly #log: FastifyBaseLogger;
  #started = false;

  constructor(
    store: JobStore | undefined,
    config: JobsConfig,
    log: FastifyBaseLogger,
    tuning: JobsTuning = {},
  ) {
    this.#config = config;
    this.#log = log;
    if (!store) {
      this.#boss = null;
      return;
    }
    const works = config.role !== 'api';
    this.#boss = new PgBoss({
      ...('connectionString' in store
        ? { connectionString: store.connectionString, max: 4, application_name: 'tijian-jobs' }
        : { db: store as PgBoss.Db }),
      migrate: true,
      supervise: works,
      schedule: works,
      maintenanceIntervalSeconds: config.maintenanceSeconds,
      expireInSeconds: config.expireSeconds,
      pollingIntervalSeconds: config.pollSeconds,
      cronMonitorIntervalSeconds: tuning.cronMonitorSeconds ?? 30,
      cronWorkerIntervalSeconds: tuning.cronWorkerSeconds ?? 5,
    });
    this.#boss.on('error', (error: Error & { queue?: string }) => {
      this.#log.error({ err: safeError(error), queue: error.queue }, 'job queue error');
    });
  }

  async send(queue: string, data: object = {}, options: SendOptions = {}): Promise<string | null> {
    if (!this.#boss || !this.#started) throw new Error(`no job queue to send ${queue} to`);
    return this.#boss.send(queue, data, options);
  }

  /** Creates the queues, and in a worker the schedules and the workers. Called when the app is ready. */
  async start(
    modules: readonly ServerModule[],
    services: ReadonlyMap<string, unknown>,
    context: ServerContext,
  ): Promise<void> {
    const boss = this.#boss;
    if (!boss) return;
    declaredQueues(modules);
    await boss.start();
    this.#started = true;
    const expireInSeconds = this.#config.expireSeconds;
    for (const m of modules) {
      for (const job of m.jobs ?? []) {
        await this.#ensureQueue({ name: job.queue, expireInSeconds, ...SCHEDULED_RETRY });
      }
      for (const task of m.tasks ?? []) {
        await this.#ensureQueue({
          name: task.queue,
          expireInSeconds,
          retryLimit: task.retryLimit ?? TASK_RETRY.retryLimit,
          retryDelay: task.retryDelay ?? TASK_RETRY.retryDelay,
          retryBackoff: task.retryBackoff ?? TASK_RETRY.retryBackoff,
          policy: task.policy ?? 'standard',
        });
      }
    }
    if (this.#config.role === 'api') return;

    const scheduled = new Set<string>();
    for (const m of modules) {
      const service = services.get(m.name);
      for (const job of m.jobs ?? []) {
        // The job of a period is keyed by queue and minute, so a schedule turned into a job twice
        // (two processes, or a retried hand-over) still makes one.
        await boss.schedule(
          job.queue,
          job.cron,
          {},
          { tz: TIME_ZONE, singletonKey: job.queue, singletonSeconds: 60 },
        );
        scheduled.add(job.queue);
        await this.#work(job.queue, job.name, () => job.run(service, context));
      }
      for (const task of m.tasks ?? []) {
        await this.#work(task.queue, task.name, (data) => task.run(service, data, context));
      }
    }
    // A schedule whose job left the code would make jobs nobody takes.
    for (const { name } of await boss.getSchedules()) {
      if (!scheduled.has(name)) await boss.unschedule(name);
    }
  }

  /**
   * Creates the queue, or brings an existing one's settings to what the code says. Processes starting
   * together on a new database can deadlock creating the same queue (pg-boss adds its partition's
   * constraints in the same transaction); the one PostgreSQL picks as victim tries again.
   */
  async #ensureQueue(queue: PgBoss.Queue): Promise<void> {
    const boss = this.#boss!;
    for (let attempt = 1; ; attempt++) {
      try {
        if (await boss.getQueue(queue.name)) return await boss.updateQueue(queue.name, queue);
        return await boss.createQueue(queue.name, queue);
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      }
    }
  }

  /**
   * Runs a queue's jobs, up to BATCH side by side: each completes or fails on its own (a failure is
   * logged without SQL parameters and kept as the job's output, then retried per the queue).
   */
  async #work(queue: string, name: string, run: (data: unknown) => Promise<void>): Promise<void> {
    const boss = this.#boss!;
    await boss.work<object>(queue, { batchSize: BATCH }, async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await run(job.data);
          } catch (error) {
            const err = safeError(error as Error);
            this.#log.error({ err, queue, jobId: job.id }, `${name} failed`);
            const message = err instanceof Error ? err.message : err.message;
            await boss.fail(queue, job.id, { message }).catch(() => {});
          }
        }),
      );
    });
  }

  /** Stops taking jobs, lets the running ones finish (up to 8 s; the rest are failed, to be retried), closes its pool. */
  async stop(): Promise<void> {
    if (!this.#boss || !this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, wait: true, close: true, timeout: STOP_TIMEOUT_MS });
  }
}
