import type { FastifyInstance } from 'fastify';
import type { ServerContext } from './context.ts';

/**
 * Who calls a route. Each caller group is one encapsulated plugin under /m with its own
 * authentication hook (caller-groups.ts); a module says which of its routes each group serves.
 */
export const CALLERS = ['customer', 'staff', 'company', 'provider'] as const;
export type Caller = (typeof CALLERS)[number];

/** Registers routes on the scope it is given; it receives what the server gives every module. */
export type RoutesPlugin = (app: FastifyInstance, context: ServerContext) => Promise<void>;

/**
 * Work a module runs on a schedule: one job per period across every process (module-system/jobs.ts).
 * A run whose process dies is run again by another, so `run` must be safe to repeat: it moves state
 * with conditional updates, never "read, then write whatever was read".
 */
export interface Job<S> {
  /** what the log says */
  readonly name: string;
  /** its queue in the job store: lower-case letters, digits, `.` and `-`, unique (`orders.expire-unpaid`) */
  readonly queue: string;
  /** when it runs: a cron expression (minute hour day month weekday) in Asia/Shanghai time */
  readonly cron: string;
  /** a failure is logged and the job tried again at its next run */
  run(service: S, context: ServerContext): Promise<void>;
}

/**
 * Work a module does when asked: `context.jobs.send(queue, data, options)` (or `app.jobs.send`) puts
 * a job in the queue, and a worker process runs it, later (`startAfter`) or at once, once, and again
 * after a failure or a crash (`retryLimit`, with a delay that doubles under `retryBackoff`). `run`
 * must be safe to repeat, as for scheduled jobs.
 */
export interface Task<S, D = unknown> {
  readonly name: string;
  /** as Job.queue */
  readonly queue: string;
  /** tries after the first; default 3 */
  readonly retryLimit?: number;
  /** seconds before a retry; default 30 */
  readonly retryDelay?: number;
  /** double the delay at each retry; default true */
  readonly retryBackoff?: boolean;
  /**
   * 'stately': at most one job per `singletonKey` waiting and one running, so two processes sending the
   * same key at once make one job, while the running one may still send its successor. Default
   * 'standard' (no such limit).
   */
  readonly policy?: 'standard' | 'stately';
  run(service: S, data: D, context: ServerContext): Promise<void>;
}

/** A module as the server reads it from the list (modules/index.ts). */
export interface ServerModule<N extends string = string, S = unknown> {
  /** also its name on the app: `app.<name>` is its service */
  readonly name: N;
  /** the modules whose services its own is built with, built before it */
  readonly needs: readonly ServerModule[];
  service?(deps: ServerContext): S;
  /** its routes under /m, by who calls them */
  readonly routes?: Partial<Record<Caller, RoutesPlugin>>;
  /** what it serves outside /m (the web app's pages, the API reference page), on the root scope */
  readonly site?: RoutesPlugin;
  readonly jobs?: readonly Job<S>[];
  // biome-ignore lint/suspicious/noExplicitAny: each task names its own data type
  readonly tasks?: readonly Task<S, any>[];
}

type ServiceOf<M> = M extends ServerModule<string, infer S> ? S : never;

/** `{ [name]: service }` of the modules given, leaving out those without a service. */
export type ServicesOf<Ms extends readonly ServerModule[]> = {
  [M in Ms[number] as ServiceOf<M> extends undefined ? never : M['name']]: ServiceOf<M>;
};

export interface ModuleDefinition<N extends string, D extends readonly ServerModule[], S> {
  name: N;
  /** the modules it needs, imported from their module.ts: their services arrive typed, by name */
  needs?: D;
  service?: (deps: ServerContext & ServicesOf<D>) => S;
  routes?: Partial<Record<Caller, RoutesPlugin>>;
  site?: RoutesPlugin;
  jobs?: readonly Job<S>[];
  // biome-ignore lint/suspicious/noExplicitAny: each task names its own data type
  tasks?: readonly Task<S, any>[];
}

/**
 * One module, in one object: its service factory (given the services of the modules it needs, by
 * name and typed), its routes by caller, what it serves outside the API, its scheduled jobs and the
 * tasks it runs when asked. Its tables are its folder's schema.ts, which drizzle.config.ts finds.
 */
export function defineModule<
  const N extends string,
  const D extends readonly ServerModule[] = [],
  S = undefined,
>(definition: ModuleDefinition<N, D, S>): ServerModule<N, S> {
  return { ...definition, needs: definition.needs ?? [] } as ServerModule<N, S>;
}
