import { endpoints } from '@tijian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginBySms } from '../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../test/test-server.ts';
import { probeRequests } from './probe.ts';

// A black-box probe: malformed input on every route of the contract, with and without a session,
// and no answer may be a 5xx.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_MULTIPLIER: '1000', SMS_DAILY_LIMIT_PER_ADDRESS: '100000' });
  token = (await loginBySms(server, '13911190001')).token;
});
afterAll(async () => {
  await server.close();
});

describe('malformed input on every route', () => {
  const routes = endpoints.flatMap((e) => [e.path, ...(e.alsoAt ?? [])].map((p) => ({ e, url: `/m${p}` })));

  it.each(routes.map((r) => [`${r.e.method} ${r.url}`, r] as const))(
    '%s never answers 5xx',
    async (_name, r) => {
      const failures: string[] = [];
      // Routes behind a session are probed with one (else they stop at the session check); the rest without.
      for (const t of [r.e.auth ? token : undefined]) {
        for (const req of probeRequests(r.e, r.url, t)) {
          const res = await server.app.inject({
            method: req.method,
            url: req.url,
            headers: req.headers,
            ...(req.body === undefined ? {} : { payload: req.body }),
          });
          if (res.statusCode >= 500)
            failures.push(`${req.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
