import type { z } from 'zod';
import { invalid } from './app-error.ts';

/**
 * Parses request input with a zod schema. Schemas carry Chinese messages; an issue without one
 * names the field, so the caller always learns what to fix and nothing reaches the service unchecked.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || '请求';
  const message =
    issue?.message && /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : `参数 ${field} 格式不正确`;
  throw invalid(message);
}
