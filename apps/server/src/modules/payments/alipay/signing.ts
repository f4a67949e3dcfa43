// Alipay's OpenAPI (v2) signature, RSA2: SHA256withRSA over the parameters sorted by name, each as
// k=v joined by &, empty values left out. A request signs every parameter but `sign`; an asynchronous
// notification every one but `sign` and `sign_type`. The provider signs and verifies through the
// official SDK; these few lines are what the tests and the local emulator check it against.
import { createSign, createVerify, type KeyObject } from 'node:crypto';

/** What a request signs: every parameter but the signature itself. */
export const REQUEST_UNSIGNED = ['sign'] as const;
/** What a notification signs: every parameter but the signature and its type. */
export const NOTICE_UNSIGNED = ['sign', 'sign_type'] as const;

/** The text Alipay signs: sorted by name, empty values and the excluded names left out. */
export function signContent(params: Record<string, string>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(privateKey: KeyObject, content: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function rsa2Verify(publicKey: KeyObject, content: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** Yuan with two decimals, as Alipay writes amounts ("398.00"), from our fen. */
export function yuanText(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Fen from Alipay's yuan text; null unless it is exactly yuan with two decimals. */
export function fenOfYuan(text: string | undefined): number | null {
  const m = /^(\d{1,12})\.(\d{2})$/.exec(text ?? '');
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

/** Alipay's times ("2024-01-02 15:04:05") are in China's time. */
export function shanghaiText(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function dateOfShanghai(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  return new Date(`${text.replace(' ', 'T')}+08:00`);
}
