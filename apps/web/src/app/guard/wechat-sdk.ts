import { call, wechat } from '@tijian/client';
import { markWechatSdkReady } from '@/shared/lib/env.ts';

interface WxConfig {
  debug: boolean;
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

interface Wx {
  config: (config: WxConfig) => void;
  ready?: (handler: () => void) => void;
  error?: (handler: (error: unknown) => void) => void;
  miniProgram?: { navigateBack: () => void };
}

declare global {
  interface Window {
    wx?: Wx;
  }
}

const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareTimeline',
  'onMenuShareAppMessage',
  'onMenuShareQQ',
  'onMenuShareWeibo',
  'onMenuShareQZone',
  'startRecord',
  'stopRecord',
  'onVoiceRecordEnd',
  'playVoice',
  'pauseVoice',
  'stopVoice',
  'onVoicePlayEnd',
  'uploadVoice',
  'downloadVoice',
  'chooseImage',
  'previewImage',
  'uploadImage',
  'downloadImage',
  'translateVoice',
  'getNetworkType',
  'openLocation',
  'getLocation',
  'hideOptionMenu',
  'showOptionMenu',
  'hideMenuItems',
  'showMenuItems',
  'hideAllNonBaseMenuItem',
  'showAllNonBaseMenuItem',
  'closeWindow',
  'scanQRCode',
  'chooseWXPay',
  'openProductSpecificView',
  'addCard',
  'chooseCard',
  'openCard',
];

let sdk: Promise<Wx> | null = null;

// The SDK is loaded only inside WeChat, so ordinary browsers never fetch the third-party script.
export function loadWechatSdk(): Promise<Wx> {
  sdk ??= new Promise<Wx>((resolve, reject) => {
    if (window.wx) {
      resolve(window.wx);
      return;
    }
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('wx missing')));
    script.onerror = () => {
      sdk = null;
      reject(new Error('wx sdk failed to load'));
    };
    document.head.appendChild(script);
  });
  return sdk;
}

let lastSignedUrl: string | null = null;

// WeChat signs the page URL without its fragment; each new URL needs its own wx.config.
export async function configureWechat(sid: string): Promise<void> {
  const page = new URL(window.location.href.split('#')[0] ?? '');
  // A session token is never sent on in another URL, even if it is still in the address bar.
  page.searchParams.delete('token');
  page.searchParams.delete('_TOKEN');
  const url = page.href;
  if (url === lastSignedUrl) return;
  lastSignedUrl = url;
  try {
    const [wx, signature] = await Promise.all([
      loadWechatSdk(),
      call(wechat.getJssdkSignature, { query: { sid, url } }, { tag: 'config', silent: true }),
    ]);
    wx.config({
      debug: false,
      appId: signature.appid,
      timestamp: signature.timestamp,
      nonceStr: signature.noncestr,
      signature: signature.signature,
      jsApiList: JS_API_LIST,
    });
    wx.ready?.(markWechatSdkReady);
  } catch {
    // Sharing and scanning degrade quietly; the booking journey does not depend on them.
    lastSignedUrl = null;
  }
}
