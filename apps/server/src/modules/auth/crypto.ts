import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits from the OS's cryptographic source, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
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

export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');
