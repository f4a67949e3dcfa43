/** The one question this app asks WeChat's servers: whose is this OAuth code? */
export interface WechatClient {
  /** The openid the code was issued for, or null when WeChat refuses the code (invalid, used, expired). */
  openidForCode(code: string): Promise<string | null>;
}

const ACCESS_TOKEN_URL = 'https://api.weixin.qq.com/sns/oauth2/access_token';
const TIMEOUT_MS = 5000;
// 40029 invalid code, 40163 code already used, 41008 code missing: the code's fault, not the setup's.
const REFUSED_CODE_ERRORS = new Set([40029, 40163, 41008]);

/**
 * Exchanges a snsapi_base code at WeChat (网页授权 step 2). Any other failure (wrong secret, WeChat
 * busy, no network) throws, so it is logged as the setup problem it is.
 */
export class HttpWechatClient implements WechatClient {
  constructor(
    private readonly credentials: { appId: string; appSecret: string },
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async openidForCode(code: string): Promise<string | null> {
    const url = new URL(ACCESS_TOKEN_URL);
    url.searchParams.set('appid', this.credentials.appId);
    url.searchParams.set('secret', this.credentials.appSecret);
    url.searchParams.set('code', code);
    url.searchParams.set('grant_type', 'authorization_code');
    const res = await this.fetchFn(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`WeChat code exchange answered HTTP ${res.status}`);
    // WeChat sends JSON, sometimes labelled text/plain.
    const body = JSON.parse(await res.text()) as { openid?: unknown; errcode?: unknown; errmsg?: unknown };
    if (typeof body.openid === 'string' && body.openid) return body.openid;
    if (typeof body.errcode === 'number' && REFUSED_CODE_ERRORS.has(body.errcode)) return null;
    throw new Error(
      `WeChat code exchange failed: errcode ${String(body.errcode)} ${String(body.errmsg ?? '')}`,
    );
  }
}
