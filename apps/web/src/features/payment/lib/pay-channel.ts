import type { PayAction } from '@tijian/contract';
import { isWeChat } from '@/shared/lib/env.ts';

/** How this phone pays at a provider that tells channels apart: WeChat's JS bridge inside WeChat, else H5. */
export type LocalChannel = 'jsapi' | 'h5';
export type { PayAction };

export function localChannel(): LocalChannel {
  return isWeChat() ? 'jsapi' : 'h5';
}

/**
 * What a payment's creation says of this phone: its channel, and the page the H5 cashier returns to
 * (by default the page open now).
 */
export function localPayer(returnPath = `${window.location.pathname}${window.location.search}`): {
  channel: LocalChannel;
  returnPath: string;
} {
  return { channel: localChannel(), returnPath };
}
