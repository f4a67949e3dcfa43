import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { OutboxSmsProvider } from '../sms/sms-provider.ts';
import { loginBySms, setPassword } from '../test/session-helpers.ts';
import { createTestServer, type TestServer, testEnv } from '../test/test-server.ts';
import { RedisLimitStore } from './limit-store.ts';

// Two server processes behind one address, sharing the limit state in Redis. This machine and CI run
// Redis on 127.0.0.1:6379; without one the suite fails rather than quietly skipping.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('limits shared by several server processes through Redis', () => {
  let server: TestServer;
  let store: RedisLimitStore;
  let apps: Awaited<ReturnType<typeof buildApp>>[];
  const address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

  beforeAll(async () => {
    server = await createTestServer();
    store = RedisLimitStore.connect(REDIS_URL, `tijian-test-${randomBytes(6).toString('hex')}:`);
    const config = loadConfig(testEnv({ REDIS_URL: REDIS_URL, RATE_LIMIT_MULTIPLIER: '1' }));
    apps = await Promise.all(
      [0, 1].map(() =>
        buildApp({
          config,
          database: { db: server.db, kind: 'pglite', close: async () => {} },
          sms: new OutboxSmsProvider(),
          logger: false,
          limits: store,
        }),
      ),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await store.close();
    await server.close();
  });

  it('counts password failures on either process toward one lockout', async () => {
    const phone = `139${String(randomBytes(3).readUIntBE(0, 3) % 100_000_000).padStart(8, '0')}`;
    const { token } = await loginBySms(server, phone);
    await setPassword(server, token, 'right-pass-1');
    const tryOn = async (i: number) =>
      (
        await apps[i % 2]!.inject({
          method: 'POST',
          url: '/m/wx/login.json',
          headers: { clientId: `redisclient${i}` },
          payload: { username: phone, password: `wrong-${i}` },
          remoteAddress: address,
        })
      ).json();
    for (let i = 0; i < 4; i++) expect((await tryOn(i)).error_code).toBe('login,password');
    expect((await tryOn(4)).error_code).toBe('login,picCode');
    // The other process knows: without the picture code the right password is not even checked.
    const other = await apps[1]!.inject({
      method: 'POST',
      url: '/m/wx/login.json',
      headers: { clientId: 'redisclientx' },
      payload: { username: phone, password: 'right-pass-1' },
      remoteAddress: address,
    });
    expect(other.json().error_code).toBe('login,picCode');
  });

  it('rate-limits picture-code fetches of one address across both processes', async () => {
    const from = `10.200.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await apps[i % 2]!.inject({ url: '/m/wx/validationCode.json', remoteAddress: from });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200).length).toBe(30);
    expect(statuses[30]).toBe(429);
  });
});
