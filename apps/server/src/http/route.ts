import {
  type BodyOf,
  type DataIn,
  type Endpoint,
  okEnvelope,
  type ParamsOf,
  type QueryOf,
  type TopLevelIn,
} from '@tijian/contract';
import { ErrorCode } from '@tijian/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EncodedBody, sendEncoded } from './encoded-body.ts';
import { parseInput } from './validate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry the route was registered from; every /m route has one. */
    endpoint?: Endpoint;
  }
}

export interface Redirect {
  location: string;
}

export interface RouteInput<E extends Endpoint> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  params: ParamsOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type EnvelopeAnswer<E extends Endpoint> = E extends { topLevel: z.ZodObject }
  ? { data: DataIn<E>; topLevel: TopLevelIn<E> }
  : DataIn<E>;

/**
 * A file the browser downloads or shows itself (an e-invoice's PDF, a roster's .xlsx), with the name it
 * is saved under.
 */
export interface FileAnswer {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * What a stream's handler answers once it has taken the response over (`reply.hijack()`) and writes
 * the events itself (http/event-stream.ts): a refusal before that is still a JSON envelope.
 */
export const STREAMING: unique symbol = Symbol('streaming');
export type Streaming = typeof STREAMING;

export type Answer<E extends Endpoint> = E['produces'] extends 'event-stream'
  ? Streaming
  : E['produces'] extends 'svg'
    ? string
    : E['produces'] extends 'pdf' | 'xlsx'
      ? FileAnswer
      : E['produces'] extends 'redirect'
        ? Redirect
        : E['produces'] extends 'document'
          ? object
          : EnvelopeAnswer<E>;

export type Handler<E extends Endpoint> = (input: RouteInput<E>) => Promise<Answer<E>> | Answer<E>;

/**
 * A PDF's own policy in place of the site's: the browser's PDF viewer is a plugin (refused by the site's
 * object-src 'none') drawn with inline styles, and may frame the document from this site. Nothing else
 * loads.
 */
const PDF_CSP =
  "default-src 'none';object-src 'self';style-src 'unsafe-inline';img-src 'self' data:;frame-ancestors 'self'";

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Shown in the browser (inline) or saved at once (attachment), under this name (RFC 6266: an ASCII
 * fallback and the UTF-8 name).
 */
function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function fileBody(file: FileAnswer): Buffer {
  return Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
}

/** The success envelope of an endpoint: what its answers are serialised through. */
export const successSchema = (e: Endpoint) => okEnvelope(e.data ?? z.null(), e.topLevel);

/**
 * Registers a contract endpoint: input parsed with its schemas (Chinese messages, nothing unchecked
 * reaches the handler) and the answer serialised through its response schema, so no field outside
 * the contract (a hash, an internal flag) can reach the wire. The session its `auth` asks for is
 * checked by the hook of the caller group it is registered in (module-system/caller-groups.ts).
 */
export function route<const E extends Endpoint>(app: FastifyInstance, e: E, handler: Handler<E>): void {
  const success = successSchema(e);
  // Hot reads hand back the same cached object for as long as it lives: its bytes (and their compressed
  // copies) are made once, and the entry goes with the object. Answers are never mutated after a
  // handler returns them.
  const serialized = new WeakMap<object, EncodedBody>();
  const serialize = (data: unknown): EncodedBody =>
    new EncodedBody(
      Buffer.from(JSON.stringify(success.parse({ error_code: ErrorCode.ok, error: '', data }))),
    );
  for (const url of [e.path, ...(e.alsoAt ?? [])]) {
    app.route({
      method: e.method,
      url,
      ...(e.bodyLimit === undefined ? {} : { bodyLimit: e.bodyLimit }),
      config: { endpoint: e },
      handler: async (request, reply) => {
        const input = {
          query: e.query ? parseInput(e.query, request.query) : undefined,
          body: e.body ? parseInput(e.body, request.body) : undefined,
          params: e.params ? parseInput(e.params, request.params) : undefined,
          request,
          reply,
        } as RouteInput<E>;
        const answer: unknown = await handler(input);
        switch (e.produces) {
          case 'svg':
            return reply
              .header('cache-control', 'no-store')
              .type('image/svg+xml')
              .send(answer as string);
          case 'pdf': {
            const file = answer as FileAnswer;
            return reply
              .header('cache-control', 'private, no-store')
              .header('content-disposition', contentDisposition(file.fileName))
              .header('content-security-policy', PDF_CSP)
              .header('x-frame-options', 'SAMEORIGIN')
              .type('application/pdf')
              .send(fileBody(file));
          }
          case 'xlsx': {
            // A spreadsheet the browser cannot show: always saved, never rendered on this origin.
            const file = answer as FileAnswer;
            return reply
              .header('cache-control', 'private, no-store')
              .header('content-disposition', contentDisposition(file.fileName, 'attachment'))
              .type(XLSX_TYPE)
              .send(fileBody(file));
          }
          case 'redirect':
            return reply.redirect((answer as Redirect).location);
          case 'document':
            return answer;
          case 'event-stream':
            return reply;
          default: {
            if (!e.topLevel && typeof answer === 'object' && answer !== null) {
              let body = serialized.get(answer);
              if (body === undefined) {
                body = serialize(answer);
                serialized.set(answer, body);
              }
              return sendEncoded(request, reply.type('application/json; charset=utf-8'), body);
            }
            const { data, topLevel } = (e.topLevel ? answer : { data: answer }) as {
              data: unknown;
              topLevel?: object;
            };
            return success.parse({ error_code: ErrorCode.ok, error: '', data, ...topLevel });
          }
        }
      },
    });
  }
}
