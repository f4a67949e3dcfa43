// Generic field rules of spec 5. A rule returns the Chinese message to show, or null when valid.
// Only the required rules complain about an empty value; every other rule lets it pass, so a rule
// list reads like the spec: `combine(required('姓名'), maxLength(10))`.
import { DEFAULT_MAXLENGTH } from '../constants.ts';
import { RuleMessages } from './messages.ts';

export type FieldValue = string | number | null | undefined;
export type Rule = (value: FieldValue) => string | null;

export function textOf(value: FieldValue): string {
  return value == null ? '' : String(value).trim();
}

export function isBlank(value: FieldValue): boolean {
  return textOf(value) === '';
}

// Counted in code points so a Chinese character or emoji counts as one, as users see it.
export function charLength(value: string): number {
  return Array.from(value).length;
}

/** The first failing rule's message, checked in the order given. */
export function combine(...rules: Rule[]): Rule {
  return (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== null) return message;
    }
    return null;
  };
}

/** Every field at once: the message of each invalid field, absent for valid ones. */
export function validateFields<K extends string>(
  values: Partial<Record<K, FieldValue>>,
  rules: Record<K, Rule>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(rules) as K[]) {
    const message = rules[field](values[field]);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** The first invalid field in the order the rules are written (forms scroll to it). */
export function firstInvalidField<K extends string>(
  values: Partial<Record<K, FieldValue>>,
  rules: Record<K, Rule>,
): { field: K; message: string } | null {
  for (const field of Object.keys(rules) as K[]) {
    const message = rules[field](values[field]);
    if (message !== null) return { field, message };
  }
  return null;
}

// --- Required: a trimmed value must not be empty.

export function requiredAs(message: string): Rule {
  return (value) => (isBlank(value) ? message : null);
}

/** '{label}不能为空', or '当前输入框不能为空' without a label. */
export function required(label?: string): Rule {
  return requiredAs(RuleMessages.required(label));
}

/** '不能为空!' */
export function notBlank(): Rule {
  return requiredAs(RuleMessages.notBlank);
}

/** Second input style: '此处为必填项'. */
export function requiredField(): Rule {
  return requiredAs(RuleMessages.requiredField);
}

// --- Patterns.

/**
 * The value must match `re`; default message '您输入的值不符合规则!'. The trimmed value is tested
 * unless `trim` is false (passwords, where a space is part of what was typed).
 */
export function pattern(re: RegExp, message: string = RuleMessages.pattern, { trim = true } = {}): Rule {
  return (value) => {
    const text = trim ? textOf(value) : value == null ? '' : String(value);
    if (text === '') return null;
    // A global or sticky expression remembers where it stopped; start every test from the beginning.
    re.lastIndex = 0;
    return re.test(text) ? null : message;
  };
}

/** Second input style: '填写的格式不正确'. */
export function formatted(re: RegExp): Rule {
  return pattern(re, RuleMessages.badFormat);
}

// --- Numbers. Bounds are inclusive.

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

function withinRange(shape: RegExp, min: number, max: number, message: string): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    const text = textOf(value);
    const n = Number(text);
    return shape.test(text) && n >= min && n <= max ? null : message;
  };
}

/** Integer type: '请输入{min}-{max}之间的整数'. */
export function integerRange(min: number, max: number): Rule {
  return withinRange(INTEGER, min, max, RuleMessages.integerRange(min, max));
}

/** Decimal type: '请输入{min}-{max}之间的数值'. */
export function decimalRange(min: number, max: number): Rule {
  return withinRange(DECIMAL, min, max, RuleMessages.decimalRange(min, max));
}

/** '数值必须在 {min} - {max}范围内!' */
export function between(min: number, max: number): Rule {
  return withinRange(DECIMAL, min, max, RuleMessages.between(min, max));
}

/** Numeric input components: '输入值不能超过{start}-{end}范围'. */
export function componentRange(start: number, end: number): Rule {
  return withinRange(DECIMAL, start, end, RuleMessages.componentRange(start, end));
}

/** Second input style: '年龄需要在{min}-{max}之间'; ages are whole years. */
export function ageRange(min: number, max: number): Rule {
  return withinRange(INTEGER, min, max, RuleMessages.ageRange(min, max));
}

/** Second input style: '身高必须在{min}-{max}之间'; the number's shape is a rule of its own. */
export function heightRange(min: number, max: number): Rule {
  return withinRange(DECIMAL, min, max, RuleMessages.heightRange(min, max));
}

/** Second input style: '体重必须在{min}-{max}之间'; the number's shape is a rule of its own. */
export function weightRange(min: number, max: number): Rule {
  return withinRange(DECIMAL, min, max, RuleMessages.weightRange(min, max));
}

// --- Length, in characters as users count them.

/** '不能少于{min}个字符' */
export function minLength(min: number): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    return charLength(textOf(value)) < min ? RuleMessages.minLength(min) : null;
  };
}

/** '不能大于{max}个字符'; inputs default to 20 characters (spec 9). */
export function maxLength(max: number = DEFAULT_MAXLENGTH): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    return charLength(textOf(value)) > max ? RuleMessages.maxLength(max) : null;
  };
}
