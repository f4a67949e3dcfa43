import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * How an endpoint answers: the JSON envelope (almost all), an SVG picture (the image code), a PDF
 * file (an e-invoice), a 302 redirect (WeChat authorisation), or a bare JSON document (the OpenAPI
 * description itself), or a stream of Server-Sent Events (the exam-day guide).
 */
export type Produces = 'envelope' | 'svg' | 'pdf' | 'xlsx' | 'redirect' | 'document' | 'event-stream';

/**
 * One API operation, written once: the server registers its route from it (input validation and
 * response serialisation), the OpenAPI document is generated from it, and the web takes its types.
 */
export interface Endpoint {
  /** Stable name, used as the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Under /m, Fastify style (`/center-service/v1/article/:id`), as the spec writes it. */
  readonly path: string;
  /** Other spellings of the same path that the spec or old clients use. */
  readonly alsoAt?: readonly string[];
  readonly tag: string;
  readonly summary: string;
  /**
   * Who may call it, and so the caller group the server serves it in. Absent or false: anyone.
   * true: needs a live customer session (token header or cookie); answers the spec's session codes
   * otherwise. 'operator': needs a centre operator's session (header x-operator-token) instead.
   * 'company': needs a company administrator's session (the company portal; none yet).
   * 'signature': a payment provider's notification, with no session, trusted only by its signature.
   */
  readonly auth?: boolean | 'operator' | 'company' | 'signature';
  /** Registered only outside production. */
  readonly devOnly?: boolean;
  readonly produces?: Produces;
  /** The largest request body it takes, in bytes, where the server's usual limit is too small (a picture). */
  readonly bodyLimit?: number;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly params?: z.ZodType;
  /** The envelope's `data` on success. */
  readonly data?: z.ZodType;
  /** Fields the spec reads at the top level of the envelope (token, clientId, orderId…). */
  readonly topLevel?: z.ZodObject;
}

export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Part<E, K extends keyof Endpoint> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the web receives in `data`. */
export type DataOf<E extends Endpoint> = Output<Part<E, 'data'>>;
/** What the server's handler hands back before serialisation. */
export type DataIn<E extends Endpoint> = Input<Part<E, 'data'>>;
export type TopLevelOf<E extends Endpoint> = Output<Part<E, 'topLevel'>>;
export type TopLevelIn<E extends Endpoint> = Input<Part<E, 'topLevel'>>;
/** Parsed input, as the server's handler sees it (undefined where the endpoint takes none). */
export type QueryOf<E extends Endpoint> = Output<Part<E, 'query'>>;
export type BodyOf<E extends Endpoint> = Output<Part<E, 'body'>>;
export type ParamsOf<E extends Endpoint> = Output<Part<E, 'params'>>;
/** Input as a caller sends it. */
export type BodyInputOf<E extends Endpoint> = Input<Part<E, 'body'>>;
export type QueryInputOf<E extends Endpoint> = Input<Part<E, 'query'>>;
export type ParamsInputOf<E extends Endpoint> = Input<Part<E, 'params'>>;
