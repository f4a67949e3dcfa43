import { fen } from '@tijian/domain';
import { describe, expect, it } from 'vitest';
import { channelName, PURCHASE_STATE_NAMES, purchaseState } from './service.ts';

describe('a purchase’s state', () => {
  it('is 已支付 until money comes back, 部分退款 for some of it, 已退款 for all of it', () => {
    expect(purchaseState(fen(10_000), fen(0))).toBe('paid');
    expect(purchaseState(fen(10_000), fen(2_500))).toBe('partRefunded');
    expect(purchaseState(fen(10_000), fen(10_000))).toBe('refunded');
    expect(PURCHASE_STATE_NAMES).toEqual({ paid: '已支付', partRefunded: '部分退款', refunded: '已退款' });
  });

  it('names the payment channel, and an unknown one plainly', () => {
    expect(channelName('sandbox')).toBe('沙箱支付');
    expect(channelName('wechat')).toBe('微信支付');
    expect(channelName('bank')).toBe('在线支付');
  });
});
