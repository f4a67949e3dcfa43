import { describe, expect, it } from 'vitest';
import { orderOf } from '@/test/fixtures.ts';
import { orderNumberOf } from './order-number.ts';
import { matchesSearch } from './use-bookings.ts';

describe('matchesSearch', () => {
  const order = orderOf({ name: '欧阳娜娜', boCellPhoneNo: '138****8000', orderNo: 'TJ20261201000777' });

  it('finds by part of the name, the phone tail, part of the order number, in any case', () => {
    for (const term of ['', '  ', '欧阳', '娜娜', '8000', '000', 'tj2026', '0777', ' TJ20261201000777 '])
      expect(matchesSearch(order, term), term).toBe(true);
  });

  it('does not find by other digits, more than four phone digits, or another name', () => {
    for (const term of ['1234', '138', '13800008000', '张三', 'TJ2027'])
      expect(matchesSearch(order, term), term).toBe(false);
  });
});

describe('orderNumberOf', () => {
  it('takes an order number however it was typed', () => {
    expect(orderNumberOf(' tj20261201000101\n')).toBe('TJ20261201000101');
  });

  it('refuses anything else', () => {
    for (const text of ['', 'TJ123', '20261201000101', 'TJ20261201000101X', 'https://x/TJ20261201000101'])
      expect(orderNumberOf(text), text).toBeNull();
  });
});
