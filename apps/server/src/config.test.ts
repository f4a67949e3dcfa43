import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
      wechat: { appId: '', jsapiTicket: '' },
      cookieSecure: false,
      trustProxy: false,
      seedDemo: true,
    });
    expect(config.platformSecrets.get('demo')).toBe('demo-platform-secret');
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
    const config = loadConfig({ PLATFORM_SECRETS: 'acme:s3cret, health-co:k:e:y' });
    expect([...config.platformSecrets]).toEqual([
      ['acme', 's3cret'],
      ['health-co', 'k:e:y'],
    ]);
    expect(() => loadConfig({ PLATFORM_SECRETS: 'acme' })).toThrow(
      /PLATFORM_SECRETS: "acme" is not code:secret/,
    );
    expect(() => loadConfig({ PLATFORM_SECRETS: 'acme:' })).toThrow(ConfigError);
  });

  it('turns on secure cookies and off the demo data and demo partner in production', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config).toMatchObject({ production: true, cookieSecure: true, seedDemo: false });
    expect(config.platformSecrets.size).toBe(0);
  });

  it('reads boolean flags as true/false/1/0 and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '1', COOKIE_SECURE: 'true' })).toMatchObject({
      trustProxy: true,
      cookieSecure: true,
    });
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: '0' }).cookieSecure).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
