import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { rescheduleRulesText } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from './seed/seed.ts';
import { createTestServer, type TestServer } from './test/test-server.ts';

// A stand-in build: the server must serve whatever Vite wrote, as written.
const dist = mkdtempSync(path.join(tmpdir(), 'tijian-dist-'));
const script = `console.log(${JSON.stringify('体检'.repeat(400))});`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>体检专家</title><script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
    '<div id="root"><div class="boot" role="status"><strong>体检专家</strong>加载中....</div></div>',
);
// The build manifest names the submit screen's chunk, which its document has fetched early.
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true },
    'src/features/booking/pages/submit-page.tsx': { file: 'assets/submit-1.js', imports: ['index.html'] },
  }),
);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ WEB_DIST: dist });
  await seedDemoData(server.db, { today: '2026-11-22', demoAccount: false });
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

  it('paints the platform’s first banner in the home page’s splash, Brotli-compressed when accepted', async () => {
    const first = (await server.app.content.banners(undefined))[0]!.imageUrl;
    const splash = `<img src="${first}" alt="" width="750" height="320" fetchpriority="high">`;
    const home = await server.app.inject({ method: 'GET', url: '/main' });
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain(splash);
    expect(home.body).not.toContain('class="boot"');
    const compressed = await server.app.inject({
      method: 'GET',
      url: '/?sid=00-0',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(home.body);
    // Other pages keep the plain splash.
    const other = await server.app.inject({ method: 'GET', url: '/entrance' });
    expect(other.body).toContain('<div class="boot" role="status">');
    expect(other.body).not.toContain(splash);
  });

  it('writes a small banner of the build into the splash as a data URL', async () => {
    const first = (await server.app.content.banners(undefined))[0]!.imageUrl;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320"><rect width="750" height="320" fill="#106ae0"/></svg>';
    mkdirSync(path.join(dist, path.dirname(first)), { recursive: true });
    writeFileSync(path.join(dist, first), svg);
    // The document is made once per banner: a fresh server reads the file now there.
    const fresh = await createTestServer({ WEB_DIST: dist });
    try {
      await seedDemoData(fresh.db, { today: '2026-11-22', demoAccount: false });
      const home = await fresh.app.inject({ method: 'GET', url: '/main' });
      const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      expect(home.body).toContain(
        `<img src="${dataUrl}" alt="" width="750" height="320" fetchpriority="high">`,
      );
      // A file over 4 KB is fetched by its address instead.
      writeFileSync(path.join(dist, first), svg.replace('<rect', `<!--${'x'.repeat(5000)}--><rect`));
      const large = await createTestServer({ WEB_DIST: dist });
      try {
        await seedDemoData(large.db, { today: '2026-11-22', demoAccount: false });
        const body = (await large.app.inject({ method: 'GET', url: '/main' })).body;
        expect(body).toContain(`<img src="${first}"`);
      } finally {
        await large.close();
      }
    } finally {
      await fresh.close();
      rmSync(path.join(dist, first));
    }
    // Two more servers, each migrated and seeded: on a busy 2-core machine this took over 30 s.
  }, 90_000);

  it('paints the submit screen’s title, centre and reschedule rule in its splash, from the centre in the address', async () => {
    const centre = await server.app.centres.centre('00-1');
    const rule = rescheduleRulesText(centre.rescheduleCutoff, centre.rescheduleLimit);
    const url = '/appointment/submit?sysCenterId=00-1';
    const submit = await server.app.inject({ method: 'GET', url });
    expect(submit.headers['content-type']).toMatch(/text\/html/);
    expect(submit.headers['cache-control']).toBe('no-cache');
    expect(submit.body).toContain(
      `<div class="boot-page-bar">体检预约</div><p class="boot-page-centre">${centre.name}</p><p class="boot-page-note">${rule}</p>`,
    );
    expect(submit.body).not.toContain('class="boot"');
    // Its scripts are asked for once that has painted: the splash names them, the document does not.
    const start = submit.body.match(/<div class="boot-page" role="status" data-app-start="([^"]+)">/)?.[1];
    expect(JSON.parse(start!.replace(/&quot;/g, '"'))).toEqual({
      entry: '/assets/index-abc123.js',
      scripts: ['/assets/submit-1.js'],
      styles: [],
    });
    expect(submit.body).not.toContain('<script type="module"');
    expect(submit.headers.link).toBeUndefined();
    const compressed = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(submit.body);
    // Without a known centre the plain splash goes: nothing is said of a centre that is not there.
    for (const plain of [
      '/appointment/submit',
      '/appointment/submit?sysCenterId=99-99',
      '/appointment/submit?sysCenterId=%3Cscript%3E',
      '/order?sysCenterId=00-1',
    ]) {
      const res = await server.app.inject({ method: 'GET', url: plain });
      expect(res.body, plain).toContain('<div class="boot" role="status">');
      expect(res.body, plain).not.toContain('boot-page');
    }
    // The plain app names the screen's chunk in a Link header instead, fetched beside the entry.
    const plain = await server.app.inject({ method: 'GET', url: '/appointment/submit' });
    expect(plain.headers.link).toBe('</assets/submit-1.js>; rel=modulepreload');
    expect(plain.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
  });

  it('counts no file or page of the app against the address’s request limit, and still counts the API', async () => {
    const strict = await server.variant({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      for (const url of ['/assets/index-abc123.js', '/main', '/appointment/submit?sysCenterId=00-1']) {
        const res = await strict.app.inject({ url, remoteAddress: '10.9.9.12' });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-ratelimit-limit'], url).toBeUndefined();
      }
      const api = await strict.app.inject({ url: '/m/wx/user/getUser.json', remoteAddress: '10.9.9.12' });
      expect(api.headers['x-ratelimit-limit']).toBe('600');
    } finally {
      await strict.close();
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
