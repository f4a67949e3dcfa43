import { ErrorCode } from '@tijian/domain';
import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/**
 * A failure: the spec's code (token,valid, login,kickout…) or one of ours, with a Chinese message a
 * person can act on. Business failures answer HTTP 200 with this body, so the client reads the code.
 */
export const failEnvelope = z.object({
  error_code: z.string().refine((code) => code !== ErrorCode.ok, { error: '失败应答不能使用成功编码' }),
  error: z.string(),
  data: z.null(),
});

export function okEnvelope<D extends z.ZodType, T extends z.ZodRawShape = Record<never, never>>(
  data: D,
  topLevel?: z.ZodObject<T>,
) {
  return z.object({
    error_code: z.literal(ErrorCode.ok),
    error: z.literal(''),
    data,
    ...((topLevel?.shape ?? {}) as T),
  });
}

/** Every envelope an endpoint may answer: its success shape or a failure. */
export function envelopeOf(e: Endpoint) {
  return z.union([okEnvelope(e.data ?? z.null(), e.topLevel), failEnvelope]);
}

/** An answer as the client reads it before looking at the code: data, plus any top-level fields. */
export type Envelope<D, T extends object = Record<never, never>> = {
  error_code: string;
  error: string;
  data: D;
} & Partial<T>;
