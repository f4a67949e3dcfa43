import type { z } from 'zod';
import { invalid } from './app-error.ts';

/** PostgreSQL text cannot hold U+0000: such a string would fail in the query as a 500, so it is bad input. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 8) return false;
  return Object.values(value).some((v) => containsNul(v, depth + 1));
}

/**
 * For a body that may take several shapes (SMS or password login), the caller meant the shape it came
 * closest to: the branch with the fewest problems speaks.
 */
function firstIssue(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue | undefined {
  const issue = issues[0];
  if (issue?.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
  return firstIssue(closest) ?? issue;
}

/**
 * Parses request input with a zod schema. Schemas carry Chinese messages; an issue without one
 * names the field, so the caller always learns what to fix and nothing reaches the service unchecked.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    if (containsNul(result.data)) throw invalid('请求中含有无效字符');
    return result.data;
  }
  const issue = firstIssue(result.error.issues);
  const field = issue?.path.join('.') || '请求';
  const message =
    issue?.message && /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : `参数 ${field} 格式不正确`;
  throw invalid(message);
}
