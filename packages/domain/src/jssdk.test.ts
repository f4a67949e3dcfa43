import { describe, expect, it } from 'vitest';
import { jssdkSignatureBase } from './jssdk.ts';

describe('jssdkSignatureBase', () => {
  it('builds the WeChat string in order without the fragment', () => {
    expect(
      jssdkSignatureBase({
        ticket: 'T',
        noncestr: 'N',
        timestamp: 1414587457,
        url: 'https://m.example.com/main?sid=00-1#/order',
      }),
    ).toBe('jsapi_ticket=T&noncestr=N&timestamp=1414587457&url=https://m.example.com/main?sid=00-1');
  });
});
