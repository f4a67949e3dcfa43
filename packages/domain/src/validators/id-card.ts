import dayjs from 'dayjs';
import type { SexCode } from '../person-codes.ts';
import { isBlank } from './generic.ts';

// Resident ID numbers (GB 11643): 6-digit region, 8-digit birth date, 3-digit sequence, check char.
const ID_CARD = /^\d{17}[\dX]$/;
const REGION_PREFIXES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 91,
]);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export function normaliseIdCard(value: string): string {
  return value.trim().toUpperCase();
}

function checkChar(id: string): string {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(id[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

function birthDate(id: string): { year: number; month: number; day: number } | null {
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  // Date.UTC rolls overflow into the next month, so a round-trip exposes dates like Feb 30.
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

export function validateIdCard(value: string | null | undefined): string | null {
  if (value == null || isBlank(value)) return '请输入身份证号';
  const id = normaliseIdCard(value);
  if (!ID_CARD.test(id)) return '身份证格式有误';
  if (!REGION_PREFIXES.has(Number(id.slice(0, 2)))) return '身份证不合法!';
  if (!birthDate(id)) return '身份证不合法!';
  if (checkChar(id) !== id[17]) return '身份证不合法!';
  return null;
}

export interface IdCardInfo {
  sexCode: SexCode;
  age: number;
  birthday: string;
}

// A birth date after `today` is treated as invalid: no one can be examined before being born.
export function infoFromIdCard(id: string, today: Date | string = new Date()): IdCardInfo | null {
  if (validateIdCard(id) !== null) return null;
  const normalised = normaliseIdCard(id);
  const birth = birthDate(normalised);
  if (!birth) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const birthday = `${birth.year}-${pad(birth.month)}-${pad(birth.day)}`;
  const day = dayjs(today).startOf('day');
  const born = dayjs(birthday);
  if (!day.isValid() || born.isAfter(day)) return null;
  const age = day.diff(born, 'year');
  const sexCode: SexCode = Number(normalised[16]) % 2 === 0 ? 'female' : 'male';
  return { sexCode, age, birthday };
}
