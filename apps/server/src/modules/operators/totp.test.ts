import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCodeAt, totpStep, totpUri } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890"; its 8-digit codes,
// of which a 6-digit authenticator shows the last six.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS = [
  { seconds: 59, code: '94287082' },
  { seconds: 1111111109, code: '07081804' },
  { seconds: 1111111111, code: '14050471' },
  { seconds: 1234567890, code: '89005924' },
  { seconds: 2000000000, code: '69279037' },
  { seconds: 20000000000, code: '65353130' },
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at $seconds s the code is the last six digits of $code', ({ seconds, code }) => {
    const at = new Date(seconds * 1000);
    expect(totpCodeAt(RFC_SECRET, at)).toBe(code.slice(-6));
    expect(totpStep(RFC_SECRET, code.slice(-6), at)).toBe(Math.floor(seconds / 30));
  });

  it('accepts the code of the step before or after (a phone clock a little off), nothing further', () => {
    const at = new Date(1234567890 * 1000);
    const step = Math.floor(1234567890 / 30);
    const codeOf = (s: number) => totpCodeAt(RFC_SECRET, new Date(s * 30_000));
    expect(totpStep(RFC_SECRET, codeOf(step - 1), at)).toBe(step - 1);
    expect(totpStep(RFC_SECRET, codeOf(step + 1), at)).toBe(step + 1);
    expect(totpStep(RFC_SECRET, codeOf(step - 2), at)).toBeNull();
    expect(totpStep(RFC_SECRET, codeOf(step + 2), at)).toBeNull();
    expect(totpStep(RFC_SECRET, '000000', at)).toBeNull();
  });

  it('makes a fresh 160-bit secret each time, and the address an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'desk-00-1'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/体检预约:desk-00-1');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: '体检预约',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
