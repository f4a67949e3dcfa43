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

/** Work a module runs on a timer while the server is up: started when the app is ready, stopped at close. */
export interface Job<S> {
  /** what the log says when a run fails */
  readonly name: string;
  /** milliseconds between runs */
  readonly every: number;
  /** an extra first run this many milliseconds after start, before the regular ones */
  readonly firstAfter?: number;
  /** a failure is logged and the job tried again at its next run */
  run(service: S, context: ServerContext): Promise<void>;
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
}

/**
 * One module, in one object: its service factory (given the services of the modules it needs, by
 * name and typed), its routes by caller, what it serves outside the API, and its timed jobs. Its
 * tables are its folder's schema.ts, which drizzle.config.ts finds on its own.
 */
export function defineModule<
  const N extends string,
  const D extends readonly ServerModule[] = [],
  S = undefined,
>(definition: ModuleDefinition<N, D, S>): ServerModule<N, S> {
  return { ...definition, needs: definition.needs ?? [] } as ServerModule<N, S>;
}
