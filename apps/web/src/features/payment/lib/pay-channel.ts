import type { PayAction } from '@tijian/contract';
import { isWeChat } from '@/shared/lib/env.ts';

/** How this phone pays at a provider that tells channels apart: WeChat's JS bridge inside WeChat, else H5. */
export type LocalChannel = 'jsapi' | 'h5';
export type { PayAction };

/**
 * This phone's channel at a provider: WeChat's bridge inside WeChat; else, and always at Alipay (whose
 * cashier is a page, and which has nothing inside WeChat), the provider's H5 cashier.
 */
export function localChannel(provider?: string): LocalChannel {
  return isWeChat() && provider !== 'alipay' ? 'jsapi' : 'h5';
}

/**
 * What a payment's creation says of this phone: the provider chosen (none: the server's default or
 * the one already open), its channel, and the page the H5 cashier returns to (by default the page
 * open now).
 */
export function localPayer(
  returnPath = `${window.location.pathname}${window.location.search}`,
  provider?: string,
): { provider?: string; channel: LocalChannel; returnPath: string } {
  return { ...(provider ? { provider } : {}), channel: localChannel(provider), returnPath };
}
