import type { failEnvelope } from '@tijian/contract';
import type { z } from 'zod';

/** The failure envelope (the contract's shape); successes are built by `route()` from each endpoint. */
export function fail(code: string, message: string): z.infer<typeof failEnvelope> {
  return { error_code: code, error: message, data: null };
}
