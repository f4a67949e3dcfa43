import {
  debugMessage,
  ErrorCode,
  httpStatusMessage,
  isAuthTimeoutCode,
  MAX_CONTENT_BYTES,
  REQUEST_TIMEOUT_MS,
  TOAST_ERROR_MS,
} from '@tijian/domain';
import { getCookie } from '../lib/cookies.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { showToast } from '../ui/feedback.ts';
import { ApiError, ClientErrorCode } from './api-error.ts';
import { type RequestTag, track } from './cancellation.ts';
import { withClientId } from './client-id-gate.ts';
import { handleAuthTimeout, handleKickout } from './session-errors.ts';

export const API_BASE = '/m';

export interface Envelope<T> {
  error_code: string;
  error: string;
  data: T;
  token?: string;
  clientId?: string;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  tag?: RequestTag;
  // For forms that show the failure themselves; session errors are still handled centrally.
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function headers(json: boolean): Headers {
  const result = new Headers({ sourceTypeCode: 'wechat', Accept: 'application/json' });
  if (json) result.set('Content-Type', 'application/json');
  result.set('sid', useSessionStore.getState().sid);
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

function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && 'error_code' in value) return value as Envelope<T>;
  } catch {
    // Not JSON: treated below as a transport failure.
  }
  return null;
}

function logout(kickout: boolean): Promise<unknown> {
  return requestEnvelope('/wx/logout.json', {
    query: kickout ? { kickout: 1 } : undefined,
    tag: 'logout',
    silent: true,
  });
}

function showError(error: ApiError, silent: boolean): void {
  if (silent || error.cancelled) return;
  showToast(error.message, TOAST_ERROR_MS);
}

async function fetchEnvelope<T>(path: string, options: RequestOptions): Promise<Envelope<T>> {
  const { method = 'GET', query, body, tag = 'page', signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
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
    const { response, text } = await withClientId(async () => {
      const response = await fetch(apiUrl(path, query), {
        method,
        headers: headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      return { response, text: await readLimited(response, controller) };
    });
    const envelope = parseEnvelope<T>(text);
    if (envelope) return envelope;
    const status = response.ok ? 500 : response.status;
    throw new ApiError(ClientErrorCode.badResponse, httpStatusMessage(status), status);
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

function errorText(envelope: Envelope<unknown>): string {
  if (envelope.error_code === 'debug') return debugMessage(envelope.error ?? '');
  return envelope.error || httpStatusMessage(500);
}

// The whole error catalogue of spec 8 lives here: every call shows failures the same way.
export async function requestEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const silent = options.silent ?? false;
  let envelope: Envelope<T>;
  try {
    envelope = await fetchEnvelope<T>(path, options);
  } catch (error) {
    const apiError =
      error instanceof ApiError ? error : new ApiError(ClientErrorCode.network, httpStatusMessage(undefined));
    showError(apiError, silent);
    throw apiError;
  }
  const code = envelope.error_code;
  if (code === ErrorCode.ok) return envelope;
  const apiError = new ApiError(code, errorText(envelope));
  if (isAuthTimeoutCode(code)) {
    void handleAuthTimeout(logout);
  } else if (code === ErrorCode.kickout) {
    void handleKickout(logout);
  } else {
    showError(apiError, silent);
  }
  throw apiError;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(path, options)).data;
}
