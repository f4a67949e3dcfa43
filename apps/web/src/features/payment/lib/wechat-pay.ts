import type { PayAction } from '@tijian/contract';

type JsapiParams = Extract<PayAction, { kind: 'jsapi' }>['params'];

/** What WeChat's cashier said: paid (the server still confirms it), cancelled by the payer, or failed. */
export type WechatPayResult = 'ok' | 'cancel' | 'fail';

interface PayBridge {
  invoke(api: 'getBrandWCPayRequest', params: JsapiParams, done: (res: { err_msg?: string }) => void): void;
}

const bridge = () => (window as unknown as { WeixinJSBridge?: PayBridge }).WeixinJSBridge;

/**
 * WeChat's cashier inside WeChat (JSAPI): WeixinJSBridge's getBrandWCPayRequest with the parameters the
 * server signed, waiting for the bridge when the page is newer than it. Its "ok" is not proof of
 * payment: the page then waits for the server, which hears it from WeChat.
 */
export function invokeWechatPay(params: JsapiParams): Promise<WechatPayResult> {
  return new Promise((resolve) => {
    const pay = () =>
      bridge()!.invoke('getBrandWCPayRequest', params, (res) => {
        const said = res.err_msg ?? '';
        resolve(said.endsWith(':ok') ? 'ok' : said.endsWith(':cancel') ? 'cancel' : 'fail');
      });
    if (bridge()) pay();
    else document.addEventListener('WeixinJSBridgeReady', pay, { once: true });
  });
}
