import { DEFAULT_MAXLENGTH } from '../constants.ts';
import { isBlank, lengthRange } from './generic.ts';

// Chinese names may contain digits (used to tell namesakes apart); Latin names may contain spaces.
const CHINESE_NAME = /^(?=.*[\u4e00-\u9fa5])[\u4e00-\u9fa5\d]{2,10}$/;
const LATIN_NAME = /^[A-Za-z][A-Za-z ]{0,8}[A-Za-z]$/;
const INTEGER = /^\d+$/;
const ONE_DECIMAL = /^\d+(?:\.\d)?$/;

type NumberInput = string | number | null | undefined;

function text(value: NumberInput): string {
  return value == null ? '' : String(value).trim();
}

export function validateName(value: string | null | undefined): string | null {
  if (value == null || isBlank(value)) return '请输入体检人姓名';
  const name = value.trim();
  return CHINESE_NAME.test(name) || LATIN_NAME.test(name) ? null : '姓名必须为全中文或者全英文';
}

export function validateAge(value: NumberInput, min = 16, max = 85): string | null {
  const v = text(value);
  if (v === '') return '请输入年龄';
  const n = Number(v);
  return INTEGER.test(v) && n >= min && n <= max ? null : `年龄需要在${min}-${max}之间`;
}

export function validateHeight(value: NumberInput, min = 100, max = 220): string | null {
  const v = text(value);
  if (v === '') return '请输入身高';
  if (!INTEGER.test(v)) return '请输入整数';
  const n = Number(v);
  return n >= min && n <= max ? null : `身高必须在${min}-${max}之间`;
}

export function validateWeight(value: NumberInput, min = 30, max = 150): string | null {
  const v = text(value);
  if (v === '') return '请输入体重';
  if (!ONE_DECIMAL.test(v)) return '请输入整数或最多一位小数';
  const n = Number(v);
  return n >= min && n <= max ? null : `体重必须在${min}-${max}之间`;
}

export function validateCallName(value: string | null | undefined): string | null {
  if (value == null || isBlank(value)) return '请输入称呼';
  return lengthRange(value.trim(), undefined, DEFAULT_MAXLENGTH);
}
