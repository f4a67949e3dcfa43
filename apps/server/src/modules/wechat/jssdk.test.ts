import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJssdk } from './jssdk.ts';

// WeChat's published JS-SDK signature example (附录1 of the JS-SDK documentation).
const EXAMPLE = {
  ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  noncestr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
};

describe('signJssdk', () => {
  it("reproduces WeChat's published example", () => {
    const signed = signJssdk(
      EXAMPLE.ticket,
      EXAMPLE.url,
      new Date(EXAMPLE.timestamp * 1000),
      EXAMPLE.noncestr,
    );
    expect(signed).toEqual({
      timestamp: '1414587457',
      noncestr: 'Wm3WZYTPz0wzccnW',
      signature: EXAMPLE.signature,
    });
  });

  it('signs the URL without its #fragment', () => {
    const at = new Date(EXAMPLE.timestamp * 1000);
    const signed = signJssdk(EXAMPLE.ticket, `${EXAMPLE.url}#/main?x=1`, at, EXAMPLE.noncestr);
    expect(signed.signature).toBe(EXAMPLE.signature);
  });

  it('uses whole seconds of the given time and a fresh random noncestr', () => {
    const at = new Date(EXAMPLE.timestamp * 1000 + 999);
    const a = signJssdk(EXAMPLE.ticket, EXAMPLE.url, at);
    const b = signJssdk(EXAMPLE.ticket, EXAMPLE.url, at);
    expect(a.timestamp).toBe('1414587457');
    expect(a.noncestr).toMatch(/^[0-9a-f]{16}$/);
    expect(a.noncestr).not.toBe(b.noncestr);
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${EXAMPLE.ticket}&noncestr=${a.noncestr}&timestamp=1414587457&url=${EXAMPLE.url}`)
      .digest('hex');
    expect(a.signature).toBe(expected);
  });
});
