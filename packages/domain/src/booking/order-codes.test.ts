import { describe, expect, it } from 'vitest';
import { MAX_UNPAID_ORDERS, OrderCodes, orderCodeMessage, UNPAID_ORDER_TTL_MINUTES } from './order-codes.ts';

describe('orderCodeMessage', () => {
  it('words the three spec 8 codes', () => {
    expect(OrderCodes).toEqual({ tooManyUnpaid: -1, unfinished: -2, dateFull: -3 });
    expect(orderCodeMessage(-1)).toBe('您未支付的订单已超过3个');
    expect(orderCodeMessage(-2)).toBe('您已有未支付/未完成的体检订单');
    expect(orderCodeMessage(-3, '2026-11-23')).toBe('2026-11-23预约已满，请选择其他日期');
  });

  it('writes a compact date as YYYY-MM-DD', () => {
    expect(orderCodeMessage(OrderCodes.dateFull, '20261123')).toBe('2026-11-23预约已满，请选择其他日期');
  });

  it('keeps the limits of spec 9', () => {
    expect(MAX_UNPAID_ORDERS).toBe(3);
    expect(UNPAID_ORDER_TTL_MINUTES).toBe(30);
  });
});
