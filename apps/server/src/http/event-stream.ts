// A Server-Sent Events response (produces 'event-stream'; its handler then answers STREAMING): the reply taken over from Fastify and
// written as `text/event-stream`, with the headers that keep proxies from holding it back
// (X-Accel-Buffering: no for nginx, no caching, no compression) and a comment line every
// `heartbeatMs` so that idle proxies and load balancers keep the connection open.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Proxies commonly drop a connection idle for 30 to 60 s; a comment every 15 s keeps it open. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting (EventSource's `retry:`). */
const RETRY_MS = 3_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  close(): void;
  readonly closed: boolean;
}

export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { heartbeatMs?: number; onClose: () => void },
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let closed = false;
  const heartbeat = setInterval(() => {
    if (!closed) raw.write(': ping\n\n');
  }, opts.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    opts.onClose();
    raw.end();
  };
  request.raw.on('close', end);
  const stream: EventStream = {
    send(event, data) {
      if (closed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close: end,
    get closed() {
      return closed;
    },
  };
  return stream;
}
