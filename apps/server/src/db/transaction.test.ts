import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import type { Db } from './client.ts';
import { BUSY_MESSAGE, isRetryable, transaction } from './transaction.ts';

/** PostgreSQL's error as node-postgres raises it, wrapped the way Drizzle wraps a failed query. */
const failure = (code: string) => {
  const pgError = Object.assign(new Error('could not serialize access'), { code });
  return new DrizzleQueryError('update orders set …', [], pgError);
};

/** A database whose transactions fail with the given errors, one per run, then run the work. */
function flakyDb(errors: Error[]) {
  let runs = 0;
  const db = {
    async transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      runs++;
      const error = errors.shift();
      if (error) throw error;
      return work({});
    },
  } as unknown as Db;
  return { db, runs: () => runs };
}

describe('a transaction that lost a race', () => {
  it('is run again after a deadlock or a serialisation failure, and answers the last run', async () => {
    const { db, runs } = flakyDb([failure('40P01'), failure('40001')]);
    expect(await transaction(db, async () => 'done', { baseDelayMs: 1 })).toBe('done');
    expect(runs()).toBe(3);
  });

  it('gives up after the attempts allowed with a Chinese business answer, never a 500', async () => {
    const { db, runs } = flakyDb(Array.from({ length: 5 }, () => failure('40P01')));
    const outcome = transaction(db, async () => 'never', { attempts: 3, baseDelayMs: 1 });
    await expect(outcome).rejects.toBeInstanceOf(AppError);
    await expect(outcome).rejects.toMatchObject({
      code: 'system,error',
      message: BUSY_MESSAGE,
      statusCode: 200,
    });
    expect(runs()).toBe(3);
  });

  it('passes any other failure through at once', async () => {
    const { db, runs } = flakyDb([failure('23505')]);
    await expect(transaction(db, async () => 'never', { baseDelayMs: 1 })).rejects.toBeInstanceOf(
      DrizzleQueryError,
    );
    expect(runs()).toBe(1);
    const refusal = new AppError('param,invalid', '该订单已支付');
    const second = flakyDb([refusal]);
    await expect(transaction(second.db, async () => 'never')).rejects.toBe(refusal);
    expect(second.runs()).toBe(1);
  });
});

describe('isRetryable', () => {
  it('finds the code on the error or down its cause chain', () => {
    expect(isRetryable(Object.assign(new Error('x'), { code: '40001' }))).toBe(true);
    expect(isRetryable(failure('40P01'))).toBe(true);
    expect(isRetryable(failure('23505'))).toBe(false);
    expect(isRetryable(new Error('plain'))).toBe(false);
    expect(isRetryable(undefined)).toBe(false);
  });
});
