import { endpoint } from '@tijian/contract';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from './route.ts';

const exportSheet = endpoint({
  id: 'probeExport',
  method: 'GET',
  path: '/probe/export.xlsx',
  tag: 'test',
  summary: 'probe',
  produces: 'xlsx',
  query: z.object({ n: z.string() }),
});

let app: ReturnType<typeof Fastify>;
afterEach(async () => {
  await app.close();
});

describe("route: the 'xlsx' answer", () => {
  it('sends the bytes as an attachment under the file name, never cached', async () => {
    app = Fastify({ logger: false });
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]);
    // A view into a larger buffer: only its own bytes go out.
    const view = new Uint8Array([7, ...bytes, 7]).subarray(1, 1 + bytes.length);
    route(app, exportSheet, ({ query }) => ({ bytes: view, fileName: `名单-${query.n}.xlsx` }));
    const res = await app.inject({ method: 'GET', url: '/probe/export.xlsx?n=HX2026' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__-HX2026.xlsx"; filename*=UTF-8''${encodeURIComponent('名单-HX2026.xlsx')}`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(new Uint8Array(res.rawPayload)).toEqual(bytes);
  });
});
