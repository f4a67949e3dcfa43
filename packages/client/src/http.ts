import {
  debugMessage,
  ErrorCode,
  httpStatusMessage,
  isAuthTimeoutCode,
  MAX_CONTENT_BYTES,
  REQUEST_TIMEOUT_MS,
  TOAST_ERROR_MS,
} from '@tijian/domain';
import { ApiError, ClientErrorCode } from './api-error.ts';
import { type RequestTag, track } from './cancellation.ts';
import { withClientId } from './client-id-gate.ts';
import { clientConfig } from './configure.ts';
import { getCookie } from './cookies.ts';
import type { AnyRoute } from './route.ts';
import { auth } from './routes/auth.ts';
import { handleAppSessionExpired, handleAuthTimeout, handleKickout } from './session-errors.ts';
import { apiUrl } from './url.ts';

/** An answer before its code is read. */
interface Envelope {
  error_code: string;
  error: string;
  data: unknown;
}

export interface CallOptions {
  /** Which requests a navigation cancels (cancelPending): 'page', unless the call outlives the page. */
  tag?: RequestTag;
  /**
   * For forms that show the failure themselves; session errors are still handled centrally. A test
   * keeps the toast for the other failures: a page that says "not found" itself still has a failed
   * refresh told.
   */
  silent?: boolean | ((error: ApiError) => boolean);
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A call as it goes out: the route, its path parameters, query and body. */
export interface Outgoing {
  route: Pick<AnyRoute, 'method' | 'path'>;
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

function headers(json: boolean): Headers {
  const config = clientConfig();
  const result = new Headers({ sourceTypeCode: config.sourceTypeCode, Accept: 'application/json' });
  if (json) result.set('Content-Type', 'application/json');
  const sid = config.sid();
  if (sid) result.set('sid', sid);
  if (config.session) {
    for (const [name, value] of Object.entries(config.session.headers())) result.set(name, value);
    return result;
  }
  const clientId = getCookie('clientId');
  if (clientId) result.set('clientId', clientId);
  const token = getCookie('token');
  if (token) {
    result.set('_TOKEN', token);
    result.set('token', token);
  }
  return result;
}

// Reads at most MAX_CONTENT_BYTES so a runaway response cannot exhaust a phone's memory.
async function readLimited(response: Response, controller: AbortController): Promise<string> {
  const declared = Number(response.headers.get('Content-Length') ?? 0);
  if (declared > MAX_CONTENT_BYTES) throw new ApiError(ClientErrorCode.tooLarge, '响应内容过大');
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_CONTENT_BYTES) {
      controller.abort('too-large');
      throw new ApiError(ClientErrorCode.tooLarge, '响应内容过大');
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && 'error_code' in value) return value as Envelope;
  } catch {
    // Not JSON: treated below as a transport failure.
  }
  return null;
}

// The server forgets the session; callers clear the page's side with endSession.
export function logout({ kickout = false }: { kickout?: boolean } = {}): Promise<unknown> {
  return requestEnvelope(
    { route: auth.logout, query: kickout ? { kickout: '1' } : undefined },
    { tag: 'logout', silent: true },
  );
}

function showError(error: ApiError, silent: CallOptions['silent']): void {
  if (error.cancelled || (typeof silent === 'function' ? silent(error) : silent)) return;
  clientConfig().showToast(error.message, TOAST_ERROR_MS);
}

// Spec 8 "HTTP statuses": a person sees the catalogue's words for these, whatever the body says (a
// proxy's page, or the server's own envelope for a 404 or a 500). Other refusals keep the server's
// Chinese message when it sent one (413 请求内容过大).
function toldByStatus(status: number): boolean {
  return status >= 500 || status === 403 || status === 404 || status === 405 || status === 414;
}

async function fetchEnvelope(outgoing: Outgoing, options: CallOptions): Promise<Envelope> {
  const { route, params, query, body } = outgoing;
  const { tag = 'page', signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const controller = new AbortController();
  const untrack = track(controller, tag);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort('timeout');
  }, timeoutMs);
  const onOuterAbort = () => controller.abort('cancelled');
  signal?.addEventListener('abort', onOuterAbort);
  if (signal?.aborted) controller.abort('cancelled');
  try {
    const send = async () => {
      const response = await fetch(apiUrl(route.path, { params, query }), {
        method: route.method,
        headers: headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      return { response, text: await readLimited(response, controller) };
    };
    // The client id binds the customer's image and SMS codes; an app session needs none.
    const { response, text } = await (clientConfig().session ? send() : withClientId(send));
    const envelope = parseEnvelope(text);
    if (!response.ok && (!envelope || toldByStatus(response.status))) {
      throw new ApiError(ClientErrorCode.badResponse, httpStatusMessage(response.status), response.status);
    }
    if (envelope) return envelope;
    throw new ApiError(ClientErrorCode.badResponse, httpStatusMessage(500), 500);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(ClientErrorCode.timeout, httpStatusMessage(undefined));
    if (controller.signal.aborted) throw new ApiError(ClientErrorCode.cancelled, '请求已取消');
    throw new ApiError(ClientErrorCode.network, httpStatusMessage(undefined));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
    untrack();
  }
}

function errorText(envelope: Envelope): string {
  if (envelope.error_code === 'debug') return debugMessage(envelope.error ?? '');
  return envelope.error || httpStatusMessage(500);
}

// The whole error catalogue of spec 8 lives here: every call shows failures the same way. Answers the
// envelope of a success; anything else rejects with an ApiError.
export async function requestEnvelope(outgoing: Outgoing, options: CallOptions = {}): Promise<Envelope> {
  const silent = options.silent;
  const session = clientConfig().session;
  const signedIn = session !== undefined && Object.keys(session.headers()).length > 0;
  let envelope: Envelope;
  try {
    envelope = await fetchEnvelope(outgoing, options);
  } catch (error) {
    const apiError =
      error instanceof ApiError ? error : new ApiError(ClientErrorCode.network, httpStatusMessage(undefined));
    showError(apiError, silent);
    throw apiError;
  }
  const code = envelope.error_code;
  if (code === ErrorCode.ok) return envelope;
  const apiError = new ApiError(code, errorText(envelope));
  if (session) {
    // The customer's session codes mean nothing to an app session: only its own expiry is central.
    if (signedIn && session.expired(code)) void handleAppSessionExpired(session);
    else showError(apiError, silent);
  } else if (isAuthTimeoutCode(code)) {
    void handleAuthTimeout(logout);
  } else if (code === ErrorCode.kickout) {
    void handleKickout(logout);
  } else {
    showError(apiError, silent);
  }
  throw apiError;
}
