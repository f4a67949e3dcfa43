import type {
  Endpoint,
  BodyInputOf as EndpointBody,
  DataOf as EndpointData,
  ParamsInputOf as EndpointParams,
  QueryInputOf as EndpointQuery,
  TopLevelOf as EndpointTopLevel,
  HttpMethod,
  Produces,
} from '@tijian/contract';

type ProducesOf<E> = E extends { readonly produces: infer P extends Produces } ? P : 'envelope';

/** What the client reads of an endpoint at run time. */
export interface AnyRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly produces: Produces;
}

/**
 * An endpoint as the client carries it: its method, path and kind of answer, and (as a type only)
 * the endpoint itself, whose schemas give the call's input and answer. The schemas stay in the
 * contract: importing them would put zod into every page of the app.
 */
export interface Route<E extends Endpoint> extends AnyRoute {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly produces: ProducesOf<E>;
  /** Never set: it carries the endpoint's type. */
  readonly endpoint?: E;
}

/** What call() and urlOf() take: a route, or the contract's endpoint itself (in Node, in tests). */
export type Callable = AnyRoute | Endpoint;

/** The contract endpoint behind a route (or the endpoint itself). */
export type EndpointOf<R> = R extends Endpoint ? R : R extends Route<infer E> ? E : never;
type Of<R> = Extract<EndpointOf<R>, Endpoint>;

// Query and path values travel as text, so where the schema reads text a number is as good.
type NumberFor<S extends string> = string extends S
  ? number
  : S extends `${infer N extends number}`
    ? `${N}` extends S
      ? N
      : never
    : never;
type Text<T> = T extends string ? T | NumberFor<T> : T;
type AsText<T> = T extends object ? { [K in keyof T]: Text<T[K]> } : T;

// An input the endpoint does not take must be absent; one whose fields are all optional may be.
type Slot<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: never }
  : // biome-ignore lint/complexity/noBannedTypes: {} is "nothing required" here.
    {} extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/** A call's input: `params` for the path, `query`, `body`, each as the endpoint's schema takes it. */
export type CallInput<R> = Slot<'params', AsText<EndpointParams<Of<R>>>> &
  Slot<'query', AsText<EndpointQuery<Of<R>>>> &
  Slot<'body', EndpointBody<Of<R>>>;

/** The input of a URL (no body): an <img src>, a page the browser leaves for. */
export type UrlInput<R> = Omit<CallInput<R>, 'body'>;

/** The envelope's `data` on success. */
export type DataOf<R> = EndpointData<Of<R>>;
export type QueryInputOf<R> = EndpointQuery<Of<R>>;
export type BodyInputOf<R> = EndpointBody<Of<R>>;

/** A successful answer whole: `data` and the fields the spec reads at its top level (token…). */
export type AnswerOf<R> = { error_code: string; error: string; data: DataOf<R> } & (EndpointTopLevel<
  Of<R>
> extends object
  ? EndpointTopLevel<Of<R>>
  : unknown);

type RouteKey<NS> = { [K in keyof NS]: NS[K] extends Endpoint ? K : never }[keyof NS];
type Spec<E extends Endpoint> =
  ProducesOf<E> extends 'envelope'
    ? readonly [E['method'], E['path']]
    : readonly [E['method'], E['path'], ProducesOf<E>];

export type Routes<NS> = { readonly [K in RouteKey<NS>]: Route<Extract<NS[K], Endpoint>> };

/**
 * The routes of one area of the contract (`NS`, e.g. `typeof contract.orders`). The compiler holds
 * each entry to its endpoint: a missing or extra endpoint, or another method, path or kind of answer,
 * does not compile.
 */
export function defineRoutes<NS>(specs: { readonly [K in RouteKey<NS>]: Spec<Extract<NS[K], Endpoint>> }) {
  const routes: Record<string, AnyRoute> = {};
  const entries = Object.entries(specs) as [string, readonly [HttpMethod, string, Produces?]][];
  for (const [name, [method, path, produces = 'envelope']] of entries)
    routes[name] = { method, path, produces };
  return routes as unknown as Routes<NS>;
}
