import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/test-server.ts';

// A stand-in build: the server must serve whatever Vite wrote, as written.
const dist = mkdtempSync(path.join(tmpdir(), 'tijian-dist-'));
const script = `console.log(${JSON.stringify('体检'.repeat(400))});`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>体检专家</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('answers any unknown page path with the app, which shows its own 404 page', async () => {
    for (const url of ['/main', '/no-such-page', '/mec/00-16?sid=00-16']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps unknown API paths as 404 envelopes, not the app', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/m/no/such.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error_code: 'not,found' });
  });

  it('sends hashed assets Brotli-compressed when the browser accepts it, cached for a year', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script));

    const plain = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
