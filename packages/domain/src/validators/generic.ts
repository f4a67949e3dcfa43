// Generic field rules of spec 5; each returns the Chinese message to show, or null when valid.

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export function required(value: string | null | undefined, label?: string): string | null {
  if (!isBlank(value)) return null;
  return label ? `${label}不能为空` : '当前输入框不能为空';
}

// Counted in code points so a Chinese character or emoji counts as one, as users see it.
export function charLength(value: string): number {
  return Array.from(value).length;
}

export function lengthRange(value: string, min?: number, max?: number): string | null {
  const length = charLength(value);
  if (min !== undefined && length < min) return `不能少于${min}个字符`;
  if (max !== undefined && length > max) return `不能大于${max}个字符`;
  return null;
}

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

export function integerRange(value: string, min: number, max: number): string | null {
  const text = value.trim();
  const n = Number(text);
  if (!INTEGER.test(text) || n < min || n > max) return `请输入${min}-${max}之间的整数`;
  return null;
}

export function decimalRange(value: string, min: number, max: number): string | null {
  const text = value.trim();
  const n = Number(text);
  if (!DECIMAL.test(text) || n < min || n > max) return `请输入${min}-${max}之间的数值`;
  return null;
}
