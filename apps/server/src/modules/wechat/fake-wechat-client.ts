import { createHash } from 'node:crypto';
import type { SubscribeMessage, WechatClient } from './wechat-client.ts';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The code the development authorize page gives a browser: the same browser gets the same openid. */
export const fakeCodeFor = (browserId: string) => `fake-code-${hash(browserId)}`;

/**
 * Stands in for WeChat in development and tests: the openid is derived from the code, so a code gives
 * the same openid every time; the code `invalid` (or one no browser could carry) is refused.
 */
export class FakeWechatClient implements WechatClient {
  /** The subscription notices "sent", newest last, for tests and the demo. */
  readonly sent: SubscribeMessage[] = [];

  /** An openid ending in -refuses stands for a person who never subscribed: the notice goes by SMS. */
  async sendSubscribeMessage(message: SubscribeMessage): Promise<'sent' | 'refused'> {
    if (message.openid.endsWith('-refuses')) return 'refused';
    this.sent.push(message);
    return 'sent';
  }

  async openidForCode(code: string): Promise<string | null> {
    if (code === 'invalid' || !/^[\w-]{1,128}$/.test(code)) return null;
    return `fake-openid-${hash(code)}`;
  }
}
