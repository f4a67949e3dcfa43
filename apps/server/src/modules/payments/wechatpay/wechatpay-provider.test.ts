import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { outTradeNoOf, payIdOf } from '../trade-no.ts';
import { rfc3339Shanghai } from './wechatpay-provider.ts';

describe('WeChat Pay identifiers and times', () => {
  it('fits a payment id in out_trade_no (32 characters at most) and maps it back exactly', () => {
    for (let i = 0; i < 50; i++) {
      const payId = randomUUID();
      const no = outTradeNoOf(payId);
      expect(no).toMatch(/^[0-9a-f]{32}$/);
      expect(payIdOf(no)).toBe(payId);
    }
    expect(payIdOf('1217752501201407033233368018')).toBeNull();
    expect(payIdOf(`${outTradeNoOf(randomUUID())}0`)).toBeNull();
  });

  it('writes time_expire in RFC 3339 on China time, as WeChat’s examples do', () => {
    expect(rfc3339Shanghai(new Date('2018-06-08T02:34:56Z'))).toBe('2018-06-08T10:34:56+08:00');
    expect(rfc3339Shanghai(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23T00:30:00+08:00');
  });
});
