/**
 * Our payment ids are UUIDs (36 characters). WeChat's out_trade_no takes at most 32 characters and
 * Alipay's only letters, digits and underscores, so the hyphens go and come back: the mapping is exact
 * both ways, and one form serves both providers.
 */
export const outTradeNoOf = (payId: string) => payId.replaceAll('-', '');
export function payIdOf(outTradeNo: string): string | null {
  const m = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/.exec(outTradeNo);
  return m ? m.slice(1).join('-') : null;
}
