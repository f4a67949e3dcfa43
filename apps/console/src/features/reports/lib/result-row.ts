import { resultFlag } from '@tijian/domain';
import { reportsCopy } from '../copy.ts';

const text = reportsCopy;

/** One structured result as the form holds it and the server takes it (section: laboratory). */
export interface ResultRow {
  groupName: string;
  code: string;
  name: string;
  value: string;
  unit: string;
  refLow: number | null;
  refHigh: number | null;
  refText: string;
}

/** The server's limits on a published result (contract: publishedResult), checked before sending. */
export const MAX_RESULTS = 500;
const CODE = /^[A-Za-z0-9_-]{1,40}$/;

type Check = (value: string) => string | null;

const required =
  (field: string, max: number): Check =>
  (value) =>
    value.trim() === '' ? text.required(field) : value.trim().length > max ? text.tooLong(field, max) : null;
const optional =
  (field: string, max: number): Check =>
  (value) =>
    value.trim().length > max ? text.tooLong(field, max) : null;

/** Each text field of a result, with what is wrong with a value of it (null: nothing). */
export const RESULT_CHECKS = {
  groupName: required(text.columns.group, 30),
  code: (value: string) =>
    value.trim() === ''
      ? text.required(text.columns.code)
      : CODE.test(value.trim())
        ? null
        : text.invalidCode,
  name: required(text.columns.name, 40),
  value: required(text.columns.value, 40),
  unit: optional(text.columns.unit, 20),
  refText: optional(text.columns.refText, 40),
} satisfies Record<string, Check>;

/** A reference bound as typed: empty is none, anything else must be a number. */
export function boundOf(value: string): { ok: true; bound: number | null } | { ok: false } {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: true, bound: null };
  const n = Number(trimmed);
  return Number.isFinite(n) ? { ok: true, bound: n } : { ok: false };
}

/** The abnormal mark the server will compute on publishing (the same rule, from @tijian/domain). */
export function flagOf(row: Partial<ResultRow>): 'H' | 'L' | 'A' | '' {
  if (!row.value?.trim()) return '';
  return resultFlag(row.value, row.refLow, row.refHigh, row.refText ?? '');
}
