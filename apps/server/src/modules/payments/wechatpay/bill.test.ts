import { describe, expect, it } from 'vitest';
import { payIdOf } from '../trade-no.ts';
import { parseTradeBill } from './bill.ts';

// A bill laid out as WeChat Pay's documentation shows a bill_type=ALL trade bill: a header, one row
// per payment or refund with backtick-prefixed fields, then the summary.
const BILL = [
  '\uFEFF交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
  '`2026-11-22 10:00:01,`wx1234567890abcdef,`1900000109,`0,`,`4200001234202611221234567890,`0f8fad5bd9cb469fa16570867728950e,`oUser,`JSAPI,`SUCCESS,`OTHERS,`CNY,`467.50,`0.00,`0,`0,`0.00,`0.00,`,`,`体检中心 TJ001,`,`2.81000,`0.60%,`467.50,`0.00,`',
  '`2026-11-22 11:30:00,`wx1234567890abcdef,`1900000109,`0,`,`4200001234202611221234567890,`0f8fad5bd9cb469fa16570867728950e,`oUser,`JSAPI,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`50300000000000001,`RF20261122000001,`467.50,`0.00,`ORIGINAL,`SUCCESS,`,`,`-2.81000,`0.60%,`467.50,`467.50,`',
  '`2026-11-22 12:00:00,`wx1234567890abcdef,`1900000109,`0,`,`4200001234202611221234567899,`OTHER-SHOP-1,`oUser,`NATIVE,`SUCCESS,`OTHERS,`CNY,`0.01,`0.00,`0,`0,`0.00,`0.00,`,`,`其他,`,`0.00000,`0.60%,`0.01,`0.00,`',
  '`2026-11-22 13:00:00,`wx1234567890abcdef,`1900000109,`0,`,`4200001234202611221234567899,`OTHER-SHOP-1,`oUser,`NATIVE,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`50300000000000002,`RF20261122000002,`0.00,`0.00,`ORIGINAL,`PROCESSING,`,`,`0.00000,`0.60%,`0.01,`0.01,`',
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
  '`4,`467.51,`467.50,`0.00,`0.00000,`467.51,`467.51',
  '',
].join('\r\n');

describe("WeChat Pay's trade bill", () => {
  it('reads each payment and refund, our payment id restored, and stops at the summary', () => {
    expect(parseTradeBill(BILL, payIdOf)).toEqual([
      {
        subject: 'payment',
        ref: '0f8fad5b-d9cb-469f-a165-70867728950e',
        amount: 46750,
        settled: true,
        status: 'SUCCESS',
      },
      { subject: 'refund', ref: 'RF20261122000001', amount: 46750, settled: true, status: 'REFUND/SUCCESS' },
      { subject: 'payment', ref: 'OTHER-SHOP-1', amount: 1, settled: true, status: 'SUCCESS' },
      { subject: 'refund', ref: 'RF20261122000002', amount: 1, settled: false, status: 'REFUND/PROCESSING' },
    ]);
  });

  it('refuses a file without the columns it reads', () => {
    expect(() => parseTradeBill('交易时间,商户订单号\r\n`x,`y', payIdOf)).toThrow(/expected columns/);
  });
});
