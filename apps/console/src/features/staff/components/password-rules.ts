import type { Rule } from 'antd/es/form';
import { staffCopy as text } from '../copy.ts';

/** The contract's staffPassword as form rules: 8 to 64 characters with a letter and a digit. */
export const passwordRules: Rule[] = [
  { required: true, message: text.passwordRequired },
  { min: 8, message: text.passwordRule },
  { max: 64, message: text.passwordTooLong },
  { pattern: /[A-Za-z]/, message: text.passwordRule },
  { pattern: /\d/, message: text.passwordRule },
];
