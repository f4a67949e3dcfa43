// WeChat's in-app browser and its mini-program web-view change login and navigation handling.
declare global {
  interface Window {
    __wxjs_environment?: string;
  }
}

export function isWeChat(): boolean {
  return /MicroMessenger/i.test(navigator.userAgent);
}

export function isMiniProgram(): boolean {
  return /miniProgram/i.test(navigator.userAgent) || window.__wxjs_environment === 'miniprogram';
}

// Set once wx.config has succeeded (wx.ready): only then may pages call the JS-SDK's APIs.
let wechatSdkReady = false;

export function markWechatSdkReady(): void {
  wechatSdkReady = true;
}

export function isWechatSdkReady(): boolean {
  return wechatSdkReady;
}
