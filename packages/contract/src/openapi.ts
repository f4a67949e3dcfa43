import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { envelopeOf } from './envelope.ts';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  // Request schemas carry transforms (text → number): what a caller sends is their input side.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** `/article/:id` → `/article/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function responses(e: Endpoint) {
  switch (e.produces) {
    case 'svg':
      return {
        200: { description: 'SVG 图片', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
      };
    case 'document':
      return {
        200: { description: 'JSON 文档', content: { 'application/json': { schema: { type: 'object' } } } },
      };
    case 'redirect':
      return { 302: { description: '重定向，目标在 Location 头' } };
    default:
      return {
        200: {
          description: '信封：成功时 error_code 为 000000，失败时为错误编码与中文说明',
          content: { 'application/json': { schema: toSchema(envelopeOf(e), 'output') } },
        },
      };
  }
}

function operation(e: Endpoint) {
  const body = e.body ? toSchema(e.body, 'input') : undefined;
  return {
    operationId: e.id,
    summary: e.summary,
    tags: [e.tag],
    ...(e.auth === 'operator'
      ? { security: [{ operatorToken: [] }] }
      : e.auth
        ? { security: [{ token: [] }, { tokenCookie: [] }] }
        : {}),
    parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
    ...(body
      ? {
          requestBody: {
            required: !e.body?.safeParse(undefined).success,
            content: {
              'application/json': { schema: body },
              'application/x-www-form-urlencoded': { schema: body },
            },
          },
        }
      : {}),
    responses: responses(e),
  };
}

/** The OpenAPI 3.1 document of the API, generated from the same schemas the server runs. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[], version = '1.0.0') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    for (const path of [e.path, ...(e.alsoAt ?? [])]) {
      const key = openApiPath(path);
      paths[key] = paths[key] ?? {};
      paths[key][e.method.toLowerCase()] =
        path === e.path ? operation(e) : { ...operation(e), operationId: `${e.id}Alias` };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '体检预约 API',
      version,
      description:
        '每个应答都是信封 { error_code, error, data }；000000 为成功。业务失败也答 HTTP 200，带错误编码与中文说明。金额为整数分。',
    },
    servers: [{ url: '/m' }],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token' },
        tokenCookie: { type: 'apiKey', in: 'cookie', name: 'token' },
        operatorToken: { type: 'apiKey', in: 'header', name: 'x-operator-token' },
      },
    },
    paths,
  };
}
