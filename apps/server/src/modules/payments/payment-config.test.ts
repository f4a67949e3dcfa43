import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { testAlipayApp } from './alipay/test-app.ts';
import { testMerchant } from './wechatpay/test-merchant.ts';

const GATEWAY = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '体检预约',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};

describe('payment settings', () => {
  it('use the sandbox with a development secret and 30 minutes to pay outside production', () => {
    expect(loadConfig({}).payment).toEqual({
      providers: ['sandbox'],
      signingSecret: 'dev-sandbox-payment-signing-secret',
      payMinutes: 30,
      waitlistHoldMinutes: 30,
    });
    expect(
      loadConfig({ ORDER_PAY_MINUTES: '15', PAYMENT_SIGNING_SECRET: 's'.repeat(16) }).payment,
    ).toMatchObject({
      signingSecret: 's'.repeat(16),
      payMinutes: 15,
    });
  });

  it('fail closed in production: no sandbox, online payment off unless a provider is configured', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...GATEWAY }).payment.providers).toEqual([]);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ...GATEWAY })).toThrow(
      /PAYMENT_PROVIDER: the sandbox/,
    );
  });

  it('refuse a short secret, an unknown provider and a bad time to pay', () => {
    expect(() => loadConfig({ PAYMENT_SIGNING_SECRET: 'short' })).toThrow(/PAYMENT_SIGNING_SECRET/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ ORDER_PAY_MINUTES: '0' })).toThrow(/ORDER_PAY_MINUTES/);
    expect(() => loadConfig({ ORDER_PAY_MINUTES: 'soon' })).toThrow(/ORDER_PAY_MINUTES/);
  });
});

describe('WeChat Pay settings', () => {
  const merchant = testMerchant();
  afterAll(() => merchant.remove());
  const production = { NODE_ENV: 'production', ...GATEWAY, ...merchant.env };

  it('are read in production, the keys parsed at start', () => {
    const { payment } = loadConfig(production);
    expect(payment.providers).toEqual(['wechatpay']);
    expect(payment.wechatpay).toMatchObject({
      appId: merchant.env.WECHATPAY_APP_ID,
      mchId: merchant.env.WECHATPAY_MCH_ID,
      serialNo: merchant.env.WECHATPAY_MCH_SERIAL_NO,
      platformPublicKeyId: merchant.env.WECHATPAY_PLATFORM_PUBLIC_KEY_ID,
      baseUrl: 'http://127.0.0.1:9',
      publicOrigin: 'https://tijian.example.com',
    });
    expect(payment.wechatpay?.privateKey.type).toBe('private');
    expect(payment.wechatpay?.platformPublicKey.type).toBe('public');
    expect(loadConfig({ ...production, WECHATPAY_BASE_URL: undefined }).payment.wechatpay?.baseUrl).toBe(
      'https://api.mch.weixin.qq.com',
    );
  });

  it('never show a key when the configuration is printed or serialised', () => {
    const config = loadConfig(production);
    const shown = `${inspect(config, { depth: 10 })}${JSON.stringify(config)}`;
    expect(shown).not.toContain(merchant.env.WECHATPAY_API_V3_KEY);
    expect(shown).not.toContain('PRIVATE KEY');
    expect(shown).not.toContain('PUBLIC KEY');
  });

  it.each([
    'WECHATPAY_APP_ID',
    'WECHATPAY_MCH_ID',
    'WECHATPAY_MCH_SERIAL_NO',
    'WECHATPAY_PRIVATE_KEY_FILE',
    'WECHATPAY_API_V3_KEY',
    'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE',
    'WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
    'PUBLIC_ORIGIN',
  ])('refuse to start without %s, naming it', (name) => {
    expect(() => loadConfig({ ...production, [name]: '' })).toThrow(
      new RegExp(`PAYMENT_PROVIDER=wechatpay needs .*${name}`),
    );
  });

  it('refuse unreadable or wrong keys, a short API v3 key and an http origin in production, naming each', () => {
    const dir = path.dirname(merchant.env.WECHATPAY_PRIVATE_KEY_FILE!);
    const junk = path.join(dir, 'junk.pem');
    writeFileSync(junk, 'not a key');
    const ec = path.join(dir, 'ec.pem');
    writeFileSync(
      ec,
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    expect(() =>
      loadConfig({ ...production, WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'missing.pem') }),
    ).toThrow(/WECHATPAY_PRIVATE_KEY_FILE: cannot read/);
    expect(() => loadConfig({ ...production, WECHATPAY_PRIVATE_KEY_FILE: junk })).toThrow(
      /WECHATPAY_PRIVATE_KEY_FILE/,
    );
    expect(() => loadConfig({ ...production, WECHATPAY_PRIVATE_KEY_FILE: ec })).toThrow(/not an RSA key/);
    expect(() =>
      loadConfig({
        ...production,
        WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: merchant.env.WECHATPAY_PRIVATE_KEY_FILE!,
      }),
    ).toThrow(/WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: .* holds a private key/);
    expect(() => loadConfig({ ...production, WECHATPAY_BASE_URL: 'http://api.mch.weixin.qq.com' })).toThrow(
      /WECHATPAY_BASE_URL/,
    );
    expect(() => loadConfig({ ...production, WECHATPAY_API_V3_KEY: 'short' })).toThrow(
      /WECHATPAY_API_V3_KEY/,
    );
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'http://tijian.example.com' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'https://tijian.example.com/m' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    // Outside production an http origin is allowed (the tests' emulator posts over http).
    expect(loadConfig({ ...merchant.env, PUBLIC_ORIGIN: 'http://127.0.0.1:8080' }).payment.providers).toEqual(
      ['wechatpay'],
    );
  });
});

describe('Alipay settings', () => {
  const app = testAlipayApp('https://openapi.alipay.com/gateway.do');
  afterAll(() => app.remove());
  const production = { NODE_ENV: 'production', ...GATEWAY, ...app.env };

  it('are read in production, the keys parsed at start (Alipay’s bare base64 public key too)', () => {
    const { payment } = loadConfig(production);
    expect(payment.providers).toEqual(['alipay']);
    expect(payment.alipay).toMatchObject({
      appId: app.env.ALIPAY_APP_ID,
      gateway: 'https://openapi.alipay.com/gateway.do',
      publicOrigin: 'https://tijian.example.com',
    });
    expect(payment.alipay?.privateKey.type).toBe('private');
    expect(payment.alipay?.alipayPublicKey.type).toBe('public');
    expect(loadConfig({ ...production, ALIPAY_GATEWAY: undefined }).payment.alipay?.gateway).toBe(
      'https://openapi.alipay.com/gateway.do',
    );
    const shown = `${inspect(loadConfig(production), { depth: 10 })}${JSON.stringify(loadConfig(production))}`;
    expect(shown).not.toContain('PRIVATE KEY');
  });

  it('run beside WeChat Pay, in the order named; a single value still works', () => {
    const merchant = testMerchant();
    try {
      const both = loadConfig({ ...production, ...merchant.env, PAYMENT_PROVIDER: 'alipay, wechatpay' });
      expect(both.payment.providers).toEqual(['alipay', 'wechatpay']);
      expect(both.payment.alipay).toBeDefined();
      expect(both.payment.wechatpay).toBeDefined();
      expect(() =>
        loadConfig({
          ...production,
          ...merchant.env,
          PAYMENT_PROVIDER: 'wechatpay,alipay',
          WECHATPAY_MCH_ID: '',
        }),
      ).toThrow(/PAYMENT_PROVIDER=wechatpay needs WECHATPAY_MCH_ID/);
    } finally {
      merchant.remove();
    }
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay,paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'none,alipay' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'alipay,sandbox' })).toThrow(
      /PAYMENT_PROVIDER: the sandbox/,
    );
  });

  it.each(['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE', 'PUBLIC_ORIGIN'])(
    'refuse to start without %s, naming it',
    (name) => {
      expect(() => loadConfig({ ...production, [name]: '' })).toThrow(
        new RegExp(`PAYMENT_PROVIDER=alipay needs .*${name}`),
      );
    },
  );

  it('refuse a private key given as Alipay’s public key, junk, and http in production', () => {
    const dir = path.dirname(app.env.ALIPAY_PRIVATE_KEY_FILE!);
    const junk = path.join(dir, 'junk.txt');
    writeFileSync(junk, 'not a key');
    expect(() =>
      loadConfig({ ...production, ALIPAY_PUBLIC_KEY_FILE: app.env.ALIPAY_PRIVATE_KEY_FILE! }),
    ).toThrow(/ALIPAY_PUBLIC_KEY_FILE: .* holds a private key/);
    expect(() => loadConfig({ ...production, ALIPAY_PRIVATE_KEY_FILE: junk })).toThrow(
      /ALIPAY_PRIVATE_KEY_FILE/,
    );
    expect(() =>
      loadConfig({ ...production, ALIPAY_GATEWAY: 'http://openapi.alipay.com/gateway.do' }),
    ).toThrow(/ALIPAY_GATEWAY/);
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'http://tijian.example.com' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
  });
});
