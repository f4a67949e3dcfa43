import { ErrorCode } from '@tijian/domain';
import { AppError } from '../http/app-error.ts';
import type { Db, Tx } from './client.ts';

/**
 * PostgreSQL's answers that say "this transaction lost a race, run it again": a serialisation
 * failure (40001) and a deadlock (40P01, the victim PostgreSQL chose). Everything the transaction
 * wrote was rolled back, so running the same work again is safe.
 */
const RETRIED = new Set(['40001', '40P01']);

/** What a caller reads when every attempt lost its race: a business answer, never a 500. */
export const BUSY_MESSAGE = '当前操作的人较多，请稍后再试';

export interface RetryOptions {
  /** runs of the whole transaction at most (the first included) */
  attempts?: number;
  /** the first wait in ms; each later one doubles, and a random part of it is waited */
  baseDelayMs?: number;
}

/** True for a failure PostgreSQL asks to retry, wherever Drizzle wrapped it (its `cause` chain). */
export function isRetryable(error: unknown): boolean {
  for (let e = error; e instanceof Error || (typeof e === 'object' && e !== null); ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRIED.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `db.transaction(work)`, run again from the start when PostgreSQL answers a serialisation failure or
 * a deadlock, a bounded number of times, with a random wait between runs so that two transactions
 * that met once do not meet again in step. `work` must be safe to run twice: everything it writes is
 * in the transaction, and anything it asks outside (a provider's refund) is idempotent. When every
 * run lost, the caller gets `system,error` with a Chinese message to try again, never a 500.
 */
export async function transaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  { attempts = 5, baseDelayMs = 5 }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= attempts) throw new AppError(ErrorCode.systemError, BUSY_MESSAGE);
      const ceiling = baseDelayMs * 2 ** (attempt - 1);
      await pause(ceiling / 2 + Math.random() * ceiling);
    }
  }
}
