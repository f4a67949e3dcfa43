import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const GATEWAY = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'key',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '体检预约',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};

describe('loadConfig', () => {
  it('refuses PORT=abc with a message that names the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid configuration:\n\s+PORT: .+/);
  });

  it('refuses a port out of range and lists every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '70000', LOG_LEVEL: 'loud', TOKEN_TTL_DAYS: '-1' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^\s+PORT: /m);
    expect(message).toMatch(/^\s+LOG_LEVEL: /m);
    expect(message).toMatch(/^\s+TOKEN_TTL_DAYS: /m);
  });

  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 8080,
      tokenTtlMs: 30 * 24 * 3600 * 1000,
      smsDailyLimitPerPhone: 10,
      smsDailyLimitPerAddress: 50,
      wechat: {
        appId: '',
        appSecret: '',
        jsapiTicket: '',
        oauthUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
        client: 'none',
      },
      cookieSecure: false,
      trustProxy: false,
      // Fail closed: nothing of the demo unless asked for.
      demoMode: false,
      seedDemo: false,
      sessionMaxMs: 90 * 24 * 3600 * 1000,
      passwordHashConcurrency: 4,
      redisUrl: undefined,
      sms: { provider: 'outbox' },
    });
    expect(config.platformSecrets.size).toBe(0);
  });

  it('turns the demo (dev endpoints, demo data, demo partner) on only with DEMO_MODE', () => {
    const config = loadConfig({ DEMO_MODE: 'true' });
    expect(config).toMatchObject({ demoMode: true, seedDemo: true });
    expect(config.platformSecrets.get('demo')).toEqual(['demo-platform-secret']);
  });

  it('reads PORT, TOKEN_TTL_DAYS and the SMS caps', () => {
    const config = loadConfig({
      PORT: '3000',
      TOKEN_TTL_DAYS: '7',
      SMS_DAILY_LIMIT_PER_PHONE: '3',
      SMS_DAILY_LIMIT_PER_ADDRESS: '20',
    });
    expect(config).toMatchObject({
      port: 3000,
      tokenTtlMs: 7 * 24 * 3600 * 1000,
      smsDailyLimitPerPhone: 3,
      smsDailyLimitPerAddress: 20,
    });
  });

  it('parses PLATFORM_SECRETS, and then offers no demo partner', () => {
    const config = loadConfig({
      DEMO_MODE: 'true',
      PLATFORM_SECRETS: 'acme:s3cret-0123456789, health-co:k:e:y-0123456789, acme:old-secret-0123456789',
    });
    // A code named twice has two secrets (rotation): the first is current, the second being retired.
    expect([...config.platformSecrets]).toEqual([
      ['acme', ['s3cret-0123456789', 'old-secret-0123456789']],
      ['health-co', ['k:e:y-0123456789']],
    ]);
    expect(() =>
      loadConfig({
        PLATFORM_SECRETS: 'acme:a-long-enough-secret,acme:b-long-enough-secret,acme:c-long-enough-secret',
      }),
    ).toThrow(/more than two secrets/);
    expect(() => loadConfig({ PLATFORM_SECRETS: 'acme:short' })).toThrow(/shorter than 16/);
    expect(() => loadConfig({ PLATFORM_SECRETS: 'acme' })).toThrow(
      /PLATFORM_SECRETS: "acme" is not code:secret/,
    );
    expect(() => loadConfig({ PLATFORM_SECRETS: 'acme:' })).toThrow(ConfigError);
  });

  it('turns on secure cookies and off the demo data and demo partner in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...GATEWAY });
    expect(config).toMatchObject({ production: true, cookieSecure: true, seedDemo: false });
    expect(config.platformSecrets.size).toBe(0);
  });

  it('reads boolean flags as true/false/1/0 and refuses anything else', () => {
    expect(loadConfig({ COOKIE_SECURE: 'true' })).toMatchObject({ cookieSecure: true });
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: '0', ...GATEWAY }).cookieSecure).toBe(false);
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });

  it('runs the job queue in every process unless told JOBS=api, and refuses another role or a poll under 0.5 s', () => {
    expect(loadConfig({}).jobs).toEqual({
      role: 'all',
      pollSeconds: 2,
      expireSeconds: 300,
      maintenanceSeconds: 30,
    });
    expect(loadConfig({ JOBS: 'api', JOBS_EXPIRE_SECONDS: '600' }).jobs).toMatchObject({
      role: 'api',
      expireSeconds: 600,
    });
    expect(() => loadConfig({ JOBS: 'cron' })).toThrow(/JOBS: must be all, api or worker/);
    expect(() => loadConfig({ JOBS_POLL_SECONDS: '0.1' })).toThrow(/JOBS_POLL_SECONDS/);
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, never "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/not "true"/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('fails closed on NODE_ENV: only development, test or production', () => {
    for (const bad of ['prod', 'Production', 'staging', '']) {
      expect(() => loadConfig({ NODE_ENV: bad }), bad).toThrow(
        /NODE_ENV: must be development, test or production/,
      );
    }
  });

  it('refuses DEMO_MODE in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', ...GATEWAY })).toThrow(/DEMO_MODE/);
  });

  it('refuses production without a real SMS gateway, and a gateway with settings missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMS_PROVIDER: production needs a real SMS gateway/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'k' })).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ...GATEWAY }).sms).toMatchObject({
      provider: 'aliyun',
      endpoint: 'https://dysmsapi.aliyuncs.com',
    });
  });

  describe('WeChat', () => {
    const APPID = 'wx0123456789abcdef';

    it("exchanges codes at WeChat's API when the app id and secret are set", () => {
      expect(loadConfig({ WECHAT_APPID: APPID, WECHAT_APP_SECRET: 's' }).wechat).toMatchObject({
        appId: APPID,
        appSecret: 's',
        client: 'http',
      });
      expect(
        loadConfig({ NODE_ENV: 'production', WECHAT_APPID: APPID, WECHAT_APP_SECRET: 's', ...GATEWAY }).wechat
          .client,
      ).toBe('http');
    });

    it('uses the fake client when WECHAT_FAKE=true, even with a secret, and never in production', () => {
      expect(loadConfig({ WECHAT_APPID: APPID, WECHAT_FAKE: 'true' }).wechat.client).toBe('fake');
      expect(
        loadConfig({ WECHAT_APPID: APPID, WECHAT_APP_SECRET: 's', WECHAT_FAKE: '1' }).wechat.client,
      ).toBe('fake');
      expect(() =>
        loadConfig({ NODE_ENV: 'production', WECHAT_APPID: APPID, WECHAT_FAKE: 'true', ...GATEWAY }),
      ).toThrow(/WECHAT_FAKE/);
    });

    it('refuses an app id no code could be exchanged for, and a secret without an app id', () => {
      expect(() => loadConfig({ WECHAT_APPID: APPID })).toThrow(/WECHAT_APPID needs WECHAT_APP_SECRET/);
      expect(() => loadConfig({ WECHAT_APPID: APPID, WECHAT_FAKE: 'false' })).toThrow(ConfigError);
      expect(() => loadConfig({ WECHAT_APP_SECRET: 's' })).toThrow(/WECHAT_APP_SECRET is set without/);
    });

    it('takes an OAuth URL or a path of this site, nothing else', () => {
      expect(loadConfig({ WECHAT_OAUTH_URL: '/m/dev/wechat/authorize' }).wechat.oauthUrl).toBe(
        '/m/dev/wechat/authorize',
      );
      expect(
        loadConfig({ WECHAT_OAUTH_URL: 'http://127.0.0.1:8091/m/dev/wechat/authorize' }).wechat.oauthUrl,
      ).toBe('http://127.0.0.1:8091/m/dev/wechat/authorize');
      for (const bad of ['open.weixin.qq.com/x', '//evil.example/x', 'javascript:alert(1)', 'https://']) {
        expect(() => loadConfig({ WECHAT_OAUTH_URL: bad }), bad).toThrow(/WECHAT_OAUTH_URL/);
      }
    });
  });
});
