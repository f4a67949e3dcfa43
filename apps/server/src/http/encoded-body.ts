import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Below this a compressed body saves less than the headers and the work cost.
const MIN_COMPRESS_BYTES = 1024;
// Quality 5 compresses the 60 KB catalogue in a few milliseconds, once per cache entry; 11 would
// stall the event loop for tens of them and save little more.
const BROTLI_QUALITY = 5;

/**
 * A serialised answer kept for reuse, with its Brotli and gzip copies made on first demand: a phone on
 * a slow network downloads the catalogue at about a seventh of its size, and the server compresses it
 * once per cache entry instead of once per request.
 */
export class EncodedBody {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(readonly raw: Buffer) {}

  brotli(): Buffer {
    this.br ??= brotliCompressSync(this.raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
      },
    });
    return this.br;
  }

  gzipped(): Buffer {
    this.gzip ??= gzipSync(this.raw);
    return this.gzip;
  }
}

/** Accept-Encoding names a coding, and not with q=0. */
function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding) return false;
    return !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });
}

export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  if (body.raw.length >= MIN_COMPRESS_BYTES) {
    const header = String(request.headers['accept-encoding'] ?? '');
    reply.header('vary', 'accept-encoding');
    if (accepts(header, 'br')) return reply.header('content-encoding', 'br').send(body.brotli());
    if (accepts(header, 'gzip')) return reply.header('content-encoding', 'gzip').send(body.gzipped());
  }
  return reply.send(body.raw);
}
