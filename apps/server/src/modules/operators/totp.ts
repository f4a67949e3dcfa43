// Time-based one-time passwords (RFC 6238) through otpauth, a kept library, rather than our own
// HMAC arithmetic: SHA-1, 6 digits, 30-second steps, which every authenticator app reads from the
// otpauth:// address.
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = '体检预约';
const PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps either side of now a code may come from: a phone's clock a little off still works. */
const WINDOW = 1;

/** 160 random bits (RFC 4226's recommended length), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address the console shows as a QR code. */
export function totpUri(secret: string, account: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    secret: Secret.fromBase32(secret),
    ...PARAMS,
  }).toString();
}

/** The code for a moment (tests, and the reader's own check of the RFC's examples). */
export function totpCodeAt(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime(), ...PARAMS });
}

/** The time step `code` belongs to, within the window around `at`; null when it is not a current code. */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp,
    window: WINDOW,
    ...PARAMS,
  });
  return delta === null ? null : TOTP.counter({ period: PARAMS.period, timestamp }) + delta;
}
