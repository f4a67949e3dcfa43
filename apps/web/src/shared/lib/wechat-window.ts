import { isWeChat, isWechatSdkReady } from './env.ts';

interface WeixinJSBridge {
  call: (api: 'closeWindow') => void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/**
 * Closes WeChat's in-app browser window; false outside WeChat. The JS-SDK's closeWindow once wx.config
 * has succeeded, otherwise the bridge WeChat puts into every page (waiting for it when it is not there
 * yet), so a logout right after landing still closes the window.
 */
export function closeWechatWindow(): boolean {
  if (!isWeChat()) return false;
  const wx = window.wx as { closeWindow?: () => void } | undefined;
  if (isWechatSdkReady() && wx?.closeWindow) {
    wx.closeWindow();
    return true;
  }
  if (window.WeixinJSBridge) {
    window.WeixinJSBridge.call('closeWindow');
    return true;
  }
  document.addEventListener('WeixinJSBridgeReady', () => window.WeixinJSBridge?.call('closeWindow'), {
    once: true,
  });
  return true;
}
