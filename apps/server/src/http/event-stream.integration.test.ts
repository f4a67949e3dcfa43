// The stream's plumbing: the headers proxies need, and a comment line at each heart-beat.
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { HEARTBEAT_MS, openEventStream } from './event-stream.ts';

const app = Fastify();
let closed = false;
app.get('/s', async (request, reply) => {
  const stream = openEventStream(request, reply, {
    heartbeatMs: 50,
    onClose: () => {
      closed = true;
    },
  });
  stream.send('guide', { n: 1 });
  return reply;
});
afterAll(() => app.close());

it('answers text/event-stream unbuffered, sends events, heart-beats with comments, and ends when the client goes', async () => {
  expect(HEARTBEAT_MS).toBe(15_000);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const res = await fetch(`http://127.0.0.1:${address.port}/s`);
  expect(res.headers.get('x-accel-buffering')).toBe('no');
  expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
  const reader = res.body!.getReader();
  let text = '';
  while (!text.includes(': ping\n\n: ping\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  expect(text).toMatch(/^retry: 3000\n\nevent: guide\ndata: \{"n":1\}\n\n: ping\n\n: ping\n\n/);
  await reader.cancel();
  await expect.poll(() => closed).toBe(true);
});
