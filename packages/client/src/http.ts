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

/** A file an endpoint answers (produces 'pdf' or 'xlsx'), as the server named it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

// A roster of 10,000 people is well under 1 MB as .xlsx; this only stops a runaway answer.
const MAX_FILE_BYTES = 20 * 1024 * 1024;

function headers(json: boolean, accept = 'application/json'): Headers {
  const config = clientConfig();
  const result = new Headers({ sourceTypeCode: config.sourceTypeCode, Accept: accept });
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

// Reads at most `limit` bytes so a runaway response cannot exhaust a phone's memory.
async function readChunks(
  response: Response,
  controller: AbortController,
  limit: number,
): Promise<Uint8Array[]> {
  const declared = Number(response.headers.get('Content-Length') ?? 0);
  if (declared > limit) throw new ApiError(ClientErrorCode.tooLarge, '响应内容过大');
  if (!response.body) return [new Uint8Array(await response.arrayBuffer())];
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      controller.abort('too-large');
      throw new ApiError(ClientErrorCode.tooLarge, '响应内容过大');
    }
    chunks.push(value);
  }
  return chunks;
}

async function readLimited(response: Response, controller: AbortController): Promise<string> {
  const chunks = await readChunks(response, controller, MAX_CONTENT_BYTES);
  const size = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** The name in Content-Disposition (RFC 6266: the UTF-8 filename* first), else the path's last part. */
export function fileNameOf(disposition: string | null, path: string): string {
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed name: the plain one below will do.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition ?? '');
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || (path.split('/').at(-1) ?? 'download');
}

/** A success that is a file, not the envelope: any answer the server did not send as JSON. */
function isFile(response: Response): boolean {
  return response.ok && !/^application\/json\b/i.test(response.headers.get('Content-Type') ?? '');
}

async function readFile(
  response: Response,
  controller: AbortController,
  path: string,
): Promise<DownloadedFile> {
  const chunks = await readChunks(response, controller, MAX_FILE_BYTES);
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: fileNameOf(response.headers.get('Content-Disposition'), path),
  };
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

/** The envelope, or (when `file` is asked for and the server sent one) the file. */
async function fetchAnswer(
  outgoing: Outgoing,
  options: CallOptions,
  file: boolean,
): Promise<Envelope | DownloadedFile> {
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
    type Sent = { response: Response; file: DownloadedFile } | { response: Response; text: string };
    const send = async (): Promise<Sent> => {
      const response = await fetch(apiUrl(route.path, { params, query }), {
        method: route.method,
        headers: headers(body !== undefined, file ? '*/*' : 'application/json'),
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (file && isFile(response))
        return { response, file: await readFile(response, controller, route.path) };
      return { response, text: await readLimited(response, controller) };
    };
    // The client id binds the customer's image and SMS codes; an app session needs none.
    const answer = await (clientConfig().session ? send() : withClientId(send));
    if ('file' in answer) return answer.file;
    const { response, text } = answer;
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
  return (await requestAnswer(outgoing, options, false)) as Envelope;
}

/**
 * A file download (an endpoint producing 'pdf' or 'xlsx') with the session's headers, which a plain
 * link cannot send (the console's operator token). A failure answers the envelope, handled as any call's.
 */
export async function requestFile(outgoing: Outgoing, options: CallOptions = {}): Promise<DownloadedFile> {
  const answer = await requestAnswer(outgoing, options, true);
  if ('blob' in answer) return answer;
  // A 200 JSON answer that says 000000 where a file was due: the server did not send one.
  const error = new ApiError(ClientErrorCode.badResponse, httpStatusMessage(500), 500);
  showError(error, options.silent);
  throw error;
}

async function requestAnswer(
  outgoing: Outgoing,
  options: CallOptions,
  file: boolean,
): Promise<Envelope | DownloadedFile> {
  const silent = options.silent;
  const session = clientConfig().session;
  const signedIn = session !== undefined && Object.keys(session.headers()).length > 0;
  let envelope: Envelope;
  try {
    const answer = await fetchAnswer(outgoing, options, file);
    if ('blob' in answer) return answer;
    envelope = answer;
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
