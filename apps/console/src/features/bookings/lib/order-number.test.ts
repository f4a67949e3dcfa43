import { describe, expect, it } from 'vitest';
import { orderNumberOf } from './order-number.ts';

describe('orderNumberOf', () => {
  it('takes an order number however it was typed', () => {
    expect(orderNumberOf(' tj20261201000101\n')).toBe('TJ20261201000101');
  });

  it('refuses anything else', () => {
    for (const text of ['', 'TJ123', '20261201000101', 'TJ20261201000101X', 'https://x/TJ20261201000101'])
      expect(orderNumberOf(text), text).toBeNull();
  });
});
