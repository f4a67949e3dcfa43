import { describe, expect, it } from 'vitest';
import { PLAIN_WORDS, plainLabel } from './plain-words.ts';

describe('plain words of elder mode', () => {
  it('replaces whole labels in elder mode only', () => {
    expect(plainLabel('订单', true)).toBe('我的预约');
    expect(plainLabel('订单', false)).toBe('订单');
    expect(plainLabel('提交订单', true)).toBe('确认预约');
    // A label not in the table, and a word inside a sentence, keep their wording.
    expect(plainLabel('您的订单已提交', true)).toBe('您的订单已提交');
  });

  it('never makes a label longer than a phone line of large type (12 characters)', () => {
    for (const plain of Object.values(PLAIN_WORDS)) expect(plain.length).toBeLessThanOrEqual(12);
  });
});
