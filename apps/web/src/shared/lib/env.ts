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
