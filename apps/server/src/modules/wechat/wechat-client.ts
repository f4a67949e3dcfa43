/** What this app asks of WeChat's servers: whose is this OAuth code, and a notice to an openid. */
export interface WechatClient {
  /** The openid the code was issued for, or null when WeChat refuses the code (invalid, used, expired). */
  openidForCode(code: string): Promise<string | null>;
  /**
   * A subscription notice (订阅通知) of the official account. 'refused' when the person has not
   * subscribed to that template or blocked the account: the caller sends it another way.
   */
  sendSubscribeMessage(message: SubscribeMessage): Promise<'sent' | 'refused'>;
}

export interface SubscribeMessage {
  openid: string;
  templateId: string;
  /** the template's keywords (thing1, time2…) and their values */
  data: Record<string, string>;
  /** the page of this site the notice opens */
  page?: string;
}

const ACCESS_TOKEN_URL = 'https://api.weixin.qq.com/sns/oauth2/access_token';
const API_TOKEN_URL = 'https://api.weixin.qq.com/cgi-bin/token';
const SUBSCRIBE_SEND_URL = 'https://api.weixin.qq.com/cgi-bin/message/subscribe/bizsend';
// 43101 the user refused (never subscribed, or turned it off); 43019 the user blocked the account.
const REFUSED_NOTICE_ERRORS = new Set([43101, 43019]);
// 40001/42001/40014: the access token is invalid or expired; fetched anew once.
const STALE_TOKEN_ERRORS = new Set([40001, 40014, 42001]);
const TIMEOUT_MS = 5000;
// 40029 invalid code, 40163 code already used, 41008 code missing: the code's fault, not the setup's.
const REFUSED_CODE_ERRORS = new Set([40029, 40163, 41008]);

/**
 * Exchanges a snsapi_base code at WeChat (网页授权 step 2). Any other failure (wrong secret, WeChat
 * busy, no network) throws, so it is logged as the setup problem it is.
 */
export class HttpWechatClient implements WechatClient {
  /** The account's API token (client_credential), kept until shortly before WeChat says it ends. */
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly credentials: { appId: string; appSecret: string },
    private readonly fetchFn: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async sendSubscribeMessage(message: SubscribeMessage): Promise<'sent' | 'refused'> {
    const body = JSON.stringify({
      touser: message.openid,
      template_id: message.templateId,
      ...(message.page ? { page: message.page } : {}),
      data: Object.fromEntries(Object.entries(message.data).map(([k, value]) => [k, { value }])),
    });
    for (let attempt = 0; ; attempt++) {
      const url = new URL(SUBSCRIBE_SEND_URL);
      url.searchParams.set('access_token', await this.accessToken());
      const res = await this.fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`WeChat subscribe message answered HTTP ${res.status}`);
      const answer = JSON.parse(await res.text()) as { errcode?: number; errmsg?: string };
      const code = answer.errcode ?? 0;
      if (code === 0) return 'sent';
      if (REFUSED_NOTICE_ERRORS.has(code)) return 'refused';
      if (STALE_TOKEN_ERRORS.has(code) && attempt === 0) {
        this.token = null;
        continue;
      }
      throw new Error(`WeChat subscribe message failed: errcode ${code} ${answer.errmsg ?? ''}`);
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > this.now()) return this.token.value;
    const url = new URL(API_TOKEN_URL);
    url.searchParams.set('grant_type', 'client_credential');
    url.searchParams.set('appid', this.credentials.appId);
    url.searchParams.set('secret', this.credentials.appSecret);
    const res = await this.fetchFn(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`WeChat token answered HTTP ${res.status}`);
    const answer = JSON.parse(await res.text()) as {
      access_token?: string;
      expires_in?: number;
      errcode?: number;
    };
    if (!answer.access_token) throw new Error(`WeChat token failed: errcode ${String(answer.errcode)}`);
    // Five minutes early: WeChat overlaps the old and new token for about that long.
    this.token = {
      value: answer.access_token,
      until: this.now() + ((answer.expires_in ?? 7200) - 300) * 1000,
    };
    return answer.access_token;
  }

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
