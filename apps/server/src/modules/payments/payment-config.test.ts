import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

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
      provider: 'sandbox',
      signingSecret: 'dev-sandbox-payment-signing-secret',
      payMinutes: 30,
    });
    expect(
      loadConfig({ ORDER_PAY_MINUTES: '15', PAYMENT_SIGNING_SECRET: 's'.repeat(16) }).payment,
    ).toMatchObject({
      signingSecret: 's'.repeat(16),
      payMinutes: 15,
    });
  });

  it('fail closed in production: no sandbox, online payment off unless a provider is configured', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...GATEWAY }).payment.provider).toBe('none');
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
