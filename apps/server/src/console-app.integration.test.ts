import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/test-server.ts';

// Stand-in builds of both apps: the server serves whatever Vite wrote, each app under its own paths.
function build(prefix: string, title: string, asset: string, script: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', asset), script);
  writeFileSync(path.join(dist, 'assets', `${asset}.br`), brotliCompressSync(script));
  return dist;
}

const consoleScript = `console.log(${JSON.stringify('工作台'.repeat(400))});`;
const consoleDist = build('tijian-console-', '体检中心工作台', 'index-c0ffee12.js', consoleScript);
const webDist = build('tijian-web-', '体检专家', 'index-abc123.js', 'console.log(1)');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ WEB_DIST: webDist, CONSOLE_DIST: consoleDist });
});
afterAll(async () => {
  await server.close();
  rmSync(consoleDist, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

describe('the built staff console', () => {
  it('answers /console and any path below it with its page, never cached', async () => {
    for (const url of [
      '/console',
      '/console/',
      '/console/login?from=%2Fbookings',
      '/console/some/deep/route',
    ]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>体检中心工作台</title>');
    }
  });

  it("lets antd's styles of this document in by a fresh nonce, and the QR reader's WebAssembly", async () => {
    const nonces = [];
    for (const url of ['/console/bookings', '/console/bookings']) {
      const res = await server.app.inject({ method: 'GET', url });
      const nonce = /<meta name="csp-nonce" content="([^"]+)" \/>/.exec(res.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const csp = String(res.headers['content-security-policy']);
      const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `)) ?? '';
      expect(directive('style-src')).toContain(`'nonce-${nonce}'`);
      expect(directive('style-src')).not.toContain('unsafe-inline');
      expect(directive('script-src')).toContain("'wasm-unsafe-eval'");
      expect(directive('script-src')).not.toContain('unsafe-inline');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // The mobile app's pages keep the site's policy.
    const mobile = await server.app.inject({ method: 'GET', url: '/main' });
    expect(String(mobile.headers['content-security-policy'])).not.toMatch(/nonce-|wasm-unsafe-eval/);
  });

  it('sends its hashed assets Brotli-compressed when accepted, cached for a year', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/console/assets/index-c0ffee12.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    const plain = await server.app.inject({ method: 'GET', url: '/console/assets/index-c0ffee12.js' });
    expect(plain.body).toBe(consoleScript);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/console/assets/gone-1234abcd.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it("leaves the mobile app's pages, assets and the API as they were", async () => {
    for (const url of ['/main', '/consoles', '/order/console']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>体检专家</title>');
    }
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.body).toBe('console.log(1)');
    const api = await server.app.inject({ method: 'GET', url: '/m/no/such.json' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error_code: 'not,found' });
  });

  it('says so plainly when the console is not built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'tijian-console-none-'));
    const bare = await createTestServer({ WEB_DIST: webDist, CONSOLE_DIST: empty });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/console/bookings' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
