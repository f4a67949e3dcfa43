import { createHash } from 'node:crypto';
import type { WechatClient } from './wechat-client.ts';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The code the development authorize page gives a browser: the same browser gets the same openid. */
export const fakeCodeFor = (browserId: string) => `fake-code-${hash(browserId)}`;

/**
 * Stands in for WeChat in development and tests: the openid is derived from the code, so a code gives
 * the same openid every time; the code `invalid` (or one no browser could carry) is refused.
 */
export class FakeWechatClient implements WechatClient {
  async openidForCode(code: string): Promise<string | null> {
    if (code === 'invalid' || !/^[\w-]{1,128}$/.test(code)) return null;
    return `fake-openid-${hash(code)}`;
  }
}
