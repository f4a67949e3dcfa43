import { describe, expect, it } from 'vitest';
import { shortSelfName } from './self-name.ts';

describe('shortSelfName (spec 9: self-name display shortened at 6 or more characters)', () => {
  it('shows a name of up to 5 characters whole', () => {
    expect(shortSelfName('张先生')).toBe('张先生');
    expect(shortSelfName('欧阳娜娜呀')).toBe('欧阳娜娜呀');
  });

  it('shortens a name of 6 or more characters to its first 5 and an ellipsis', () => {
    expect(shortSelfName('欧阳娜娜小姐')).toBe('欧阳娜娜小...');
    expect(shortSelfName('Alexander')).toBe('Alexa...');
  });

  it('counts characters, so a character outside the BMP is never cut in half', () => {
    expect(shortSelfName('𠮷野家的大朋友')).toBe('𠮷野家的大...');
  });
});
