import type { WechatConfig } from '../../config.ts';
import { AppError, invalid } from '../../http/app-error.ts';
import { fakeCodeFor } from './fake-wechat-client.ts';
import { signJssdk } from './jssdk.ts';
import { safePath, withQuery } from './return-path.ts';
import type { WechatClient } from './wechat-client.ts';

/** Where WeChat sends the browser back with its code; the route is registered at this path. */
export const OAUTH_CALLBACK_PATH = '/m/wx/oauth/callback';

export interface WechatDeps {
  wechat: WechatConfig;
  clock: () => Date;
  /** Null when no app id is configured: phones then go on without an openid. */
  client: Pick<WechatClient, 'openidForCode'> | null;
  log: { error(details: object, message: string): void };
}

export function createWechatService({ wechat, clock, client, log }: WechatDeps) {
  return {
    /** The JS-SDK config signature for a page URL. */
    jssdkSignature(url: string) {
      if (!wechat.appId || !wechat.jsapiTicket) {
        throw new AppError('wechat,config', '未配置微信公众号，暂不能使用微信功能');
      }
      return { appid: wechat.appId, ...signJssdk(wechat.jsapiTicket, url, clock()) };
    },

    /**
     * Where /authorize_wx.html sends the browser: WeChat's OAuth page, which returns to our callback
     * with a code; without an app id, straight back to the (same-site) page.
     */
    authorizeLocation(input: { origin: string; redirect: string | undefined }): string {
      const back = safePath(input.redirect);
      if (!wechat.appId) return back;
      const callback = new URL(OAUTH_CALLBACK_PATH, input.origin);
      callback.searchParams.set('redirect', back);
      const target = new URL(wechat.oauthUrl, input.origin);
      target.searchParams.set('appid', wechat.appId);
      target.searchParams.set('redirect_uri', callback.toString());
      target.searchParams.set('response_type', 'code');
      target.searchParams.set('scope', 'snsapi_base');
      target.searchParams.set('state', 'tijian');
      return `${target.toString()}#wechat_redirect`;
    },

    /**
     * Exchanges WeChat's code and answers the page to return to: with `openid` in its query, or with
     * `wxauth=failed` so the page stops asking instead of sending the browser round again. A `token`
     * in the page's query is dropped: authorisation is asked for when that session is over, and
     * carrying the dead token back would start the round again.
     */
    async finishAuthorization(input: { code: string | undefined; redirect: string | undefined }) {
      const back = safePath(input.redirect);
      const openid = input.code ? await exchange(input.code) : null;
      return openid
        ? withQuery(back, { openid, wxauth: null, token: null })
        : withQuery(back, { wxauth: 'failed', openid: null, token: null });
    },

    /**
     * Development stand-in for WeChat's OAuth page: straight back to `redirect_uri` with a code for
     * this browser and the state, as WeChat does. Only back to this site, for the configured app id.
     */
    fakeAuthorizeLocation(input: {
      appid: string;
      redirectUri: string;
      state: string | undefined;
      browserId: string;
      origin: string;
    }): string {
      if (!wechat.appId || input.appid !== wechat.appId) throw invalid('公众号 appid 不正确');
      let target: URL;
      try {
        target = new URL(input.redirectUri);
      } catch {
        throw invalid('回调地址不正确');
      }
      if (target.origin !== new URL(input.origin).origin) throw invalid('回调地址不正确');
      target.searchParams.set('code', fakeCodeFor(input.browserId));
      if (input.state !== undefined) target.searchParams.set('state', input.state);
      return target.toString();
    },
  };

  async function exchange(code: string): Promise<string | null> {
    if (!client) return null;
    try {
      return await client.openidForCode(code);
    } catch (error) {
      log.error({ err: error }, 'WeChat code exchange failed');
      return null;
    }
  }
}

export type WechatService = ReturnType<typeof createWechatService>;
