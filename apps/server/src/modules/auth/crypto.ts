import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, len: 32 };

/** 256 bits from the OS's cryptographic source, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
export const newClientId = () => randomBytes(16).toString('hex');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

// No 0/O, 1/I/L: people misread them on a small screen.
const IMAGE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function randomImageCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += IMAGE_ALPHABET[randomInt(IMAGE_ALPHABET.length)];
  return out;
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT.len, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a stored hash, still spend the same work so timing does not tell which phones have passwords.
  const parts = (
    stored ?? `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${'A'.repeat(24)}$${'A'.repeat(44)}`
  ).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return stored !== null && timingSafeEqual(actual, expected);
}

export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');
