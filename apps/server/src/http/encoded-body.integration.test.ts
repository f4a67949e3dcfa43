import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed.ts';
import { createTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db);
});
afterAll(() => server.close());

const PROJECTS = '/m/center-service/v1/project/list?sysCenterId=00-1';
const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed hot reads', () => {
  it('sends the catalogue Brotli-compressed to a phone that accepts it, the same JSON once decoded', async () => {
    const plain = await get(PROJECTS);
    const br = await get(PROJECTS, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip, and to plain bytes when nothing is accepted or br is refused with q=0', async () => {
    const plain = await get(PROJECTS);
    const gz = await get(PROJECTS, 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const none = await get(PROJECTS, 'identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(plain.json());
  });

  it('leaves small answers uncompressed: the saving would not pay for the work', async () => {
    const res = await get('/m/wx/1/appointment/configInfo.json?_BIZCODE=0001&sysCenterId=00-1', 'br');
    expect(res.rawPayload.length).toBeGreaterThan(0);
    if (res.rawPayload.length < 1024) expect(res.headers['content-encoding']).toBeUndefined();
    const news = await get(
      '/m/center-service/v1/article/search/?_BIZCODE=0045&paginationNo=1&paginationSize=1',
      'br',
    );
    expect(news.rawPayload.length).toBeLessThan(1024);
    expect(news.headers['content-encoding']).toBeUndefined();
  });
});
