import { type CallOptions, requestEnvelope } from './http.ts';
import type { AnswerOf, Callable, CallInput, DataOf, UrlInput } from './route.ts';
import { apiUrl } from './url.ts';

/** The endpoints that answer the JSON envelope: every one but the pictures, redirects and documents. */
type EnvelopeCallable = Callable & { readonly produces?: 'envelope' };

// The input may be left out when the endpoint takes none, or only optional fields.
// biome-ignore lint/complexity/noBannedTypes: {} is "nothing required" here.
type Args<I> = {} extends I ? [input?: I, options?: CallOptions] : [input: I, options?: CallOptions];
// biome-ignore lint/complexity/noBannedTypes: as above.
type UrlArgs<I> = {} extends I ? [input?: I] : [input: I];

/**
 * One call of the API. The method and path come from the endpoint, its `:params` are filled from
 * `params`, `query` goes to the address and `body` is sent as JSON; what each takes and what the call
 * answers (the envelope's data) are the endpoint's own types. Failures follow the error catalogue of
 * spec 8 (a toast unless `silent`, the session dialogs) and reject with an ApiError.
 */
export async function call<R extends EnvelopeCallable>(
  endpoint: R,
  ...args: Args<CallInput<R>>
): Promise<DataOf<R>> {
  return (await callEnvelope(endpoint, ...args)).data;
}

/** call() answering the whole envelope, for the few answers read at its top level (login's token). */
export async function callEnvelope<R extends EnvelopeCallable>(
  endpoint: R,
  ...[input, options]: Args<CallInput<R>>
): Promise<AnswerOf<R>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Readonly<Record<string, unknown>>;
    query?: Readonly<Record<string, unknown>>;
    body?: unknown;
  };
  const envelope = await requestEnvelope({ route: endpoint, params, query, body }, options);
  return envelope as AnswerOf<R>;
}

/**
 * The address of an endpoint the browser itself loads: a picture (the image code's <img src>), a
 * redirect it follows (WeChat authorisation), a document.
 */
export function urlOf<R extends Callable>(endpoint: R, ...[input]: UrlArgs<UrlInput<R>>): string {
  const { params, query } = (input ?? {}) as {
    params?: Readonly<Record<string, unknown>>;
    query?: Readonly<Record<string, unknown>>;
  };
  return apiUrl(endpoint.path, { params, query });
}
