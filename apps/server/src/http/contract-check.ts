import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Endpoint, failEnvelope } from '@tijian/contract';
import { ErrorCode } from '@tijian/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successSchema } from './route.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first field present on the wire but absent from the contract's parse of it, as a path. */
function unknownKey(wire: unknown, parsed: unknown, path: string): string | null {
  if (Array.isArray(wire) && Array.isArray(parsed)) {
    for (const [i, item] of wire.entries()) {
      const found = unknownKey(item, parsed[i], `${path}[${i}]`);
      if (found) return found;
    }
  } else if (isRecord(wire) && isRecord(parsed)) {
    for (const key of Object.keys(wire)) {
      if (!(key in parsed)) return `${path}.${key}`;
      const found = unknownKey(wire[key], parsed[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Why a body the server sent does not match its endpoint's contract, or null when it does. */
export function contractViolation(e: Endpoint, body: unknown): string | null {
  // Judged against the shape its code claims, so the message names the field that is wrong.
  const claimsSuccess = (body as { error_code?: unknown } | null)?.error_code === ErrorCode.ok;
  const result = (claimsSuccess ? successSchema(e) : failEnvelope).safeParse(body);
  if (!result.success) return z.prettifyError(result.error);
  const extra = unknownKey(body, result.data, '$');
  return extra ? `field ${extra} is not in the contract` : null;
}

function decoded(body: Buffer, encoding: unknown): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * Test builds check every JSON answer against its endpoint's contract after serialisation (bytes
 * cached ahead, failures from the error handler included): a mismatch turns the answer into a 500,
 * so the suite that received it fails.
 */
export function checkAnswersAgainstContract(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const e = request.routeOptions.config.endpoint;
    const json = Buffer.isBuffer(payload)
      ? decoded(payload, reply.getHeader('content-encoding')).toString()
      : payload;
    if (!e || (e.produces ?? 'envelope') !== 'envelope' || typeof json !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const violation = contractViolation(e, JSON.parse(json));
    if (violation) throw new Error(`${e.method} ${e.path} answered outside its contract: ${violation}`);
    return payload;
  });
}
