import { ErrorCode } from '@tijian/domain';

export interface Envelope<T> {
  error_code: string;
  error: string;
  data: T;
  [topLevel: string]: unknown;
}

/** Success envelope; `topLevel` carries the fields the spec reads outside `data` (token, clientId, orderId…). */
export function ok<T>(data: T, topLevel: Record<string, unknown> = {}): Envelope<T> {
  return { error_code: ErrorCode.ok, error: '', data, ...topLevel };
}

export function fail(code: string, message: string): Envelope<null> {
  return { error_code: code, error: message, data: null };
}
