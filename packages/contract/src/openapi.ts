import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { envelopeOf } from './envelope.ts';
import {
  commonFailures,
  crossSiteRefused,
  type FailureCode,
  operationFailures,
  operatorFailures,
  orderAnswerCodes,
  payloadTooLarge,
  serverFault,
  sessionFailures,
  tooManyRequests,
} from './error-catalogue.ts';
import { type JsonSchema, SchemaComponents, same } from './openapi-schemas.ts';

/** What the server does around the operations, which the contract's entries do not say. */
export interface ServerRules {
  /** Requests a minute per client address the server allows the operation, or null where it does not count. */
  requestsPerMinute(e: Endpoint): number | null;
  /** Whether the cross-site (CSRF) rule applies to the operation. */
  refusesCrossSite(e: Endpoint): boolean;
  /** The largest request body the server reads, in bytes. */
  maxBodyBytes: number;
  /** The longest path parameter the router matches. */
  maxParamLength: number;
}

export interface DocumentOptions {
  version?: string;
  server: ServerRules;
}

const ref = (to: string) => ({ $ref: `#/components/${to}` });
const schemaRef = (name: string) => ref(`schemas/${name}`);

/** `/article/:id` → `/article/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * The one path an operation is documented under. A path the spec writes with a trailing slash is
 * documented without it (the server answers both spellings); other spellings are named in its text.
 */
export function documentedPath(e: Endpoint): string {
  if (!e.path.endsWith('/')) return openApiPath(e.path);
  const bare = e.path.slice(0, -1);
  if (!e.alsoAt?.includes(bare))
    throw new Error(`${e.id}: a path ending in / needs its form without / in alsoAt`);
  return openApiPath(bare);
}

const CUSTOMER = [{ customerToken: [] }, { customerCookie: [] }];
const OPERATOR = [{ operatorToken: [] }];
/** The headers every call may send (spec 8), declared once and referred to by each operation. */
const HEADERS = ['ClientId', 'SourceTypeCode', 'Sid'].map((name) => ref(`parameters/${name}`));

/** Sent only when the request brought no valid client id: inline, so a generated client types it optional. */
const ISSUED_CLIENT_ID = {
  required: false,
  description: '请求未带有效的 clientId 时，服务端签发的客户端标识（同时写入 cookie `clientId`，一年）',
  schema: { type: 'string' },
};

/** `login,not` → `LoginNot`: a name components.examples accepts. */
const exampleName = (code: string) =>
  code
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

const failureLine = (f: FailureCode) => `- \`${f.code}\`：${f.meaning}`;

class DocumentBuilder {
  readonly schemas = new SchemaComponents();
  readonly examples: Record<string, unknown> = {};
  private readonly sharedResponses = new Set<string>();

  constructor(private readonly rules: ServerRules) {}

  failureExample(f: FailureCode, name = f.name ?? exampleName(f.code)) {
    const example = { summary: f.meaning, value: { error_code: f.code, error: f.example, data: null } };
    const earlier = this.examples[name];
    if (earlier && !same(earlier, example))
      throw new Error(`two different failure examples are named ${name}`);
    this.examples[name] = example;
    return ref(`examples/${name}`);
  }

  examplesOf(failures: readonly FailureCode[]) {
    return Object.fromEntries(
      failures.map((f) => {
        const example = this.failureExample(f);
        return [example.$ref.slice(example.$ref.lastIndexOf('/') + 1), example];
      }),
    );
  }

  failuresOf(e: Endpoint): FailureCode[] {
    return [
      ...(e.auth === true ? sessionFailures : []),
      ...(e.auth === 'operator' ? operatorFailures : []),
      ...(operationFailures[e.id] ?? []),
      ...commonFailures,
    ];
  }

  parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
    if (!schema) return [];
    const json = this.schemas.convert(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: property,
    }));
  }

  requestBody(e: Endpoint) {
    if (!e.body) return {};
    const schema = this.schemas.convert(e.body, 'input');
    return {
      requestBody: {
        // The server reads a missing body as {}: the body is required when {} is not enough.
        required: !e.body.safeParse({}).success,
        content: {
          'application/json': { schema },
          'application/x-www-form-urlencoded': { schema },
        },
      },
    };
  }

  /** The envelope answer, HTTP 200 whether the call succeeded or not. */
  envelopeAnswer(e: Endpoint) {
    const failures = this.failuresOf(e);
    const schema = this.schemas.convert(envelopeOf(e), 'output');
    const orderCodes = JSON.stringify(schema).includes('"#/components/schemas/OrderAnswerCode"')
      ? [
          '',
          '业务结果在 `data.code`（error_code 仍为 000000），`data.message` 为要展示的中文：',
          ...orderAnswerCodes.map((c) => `- \`${c.code}\`：${c.meaning}`),
        ]
      : [];
    return {
      description: [
        '信封。成功时 `error_code` 为 `000000`，`data` 为结果；失败时 HTTP 仍为 200，`data` 为 null，`error` 为可直接展示的中文说明。本操作可能的错误编码：',
        ...failures.map(failureLine),
        ...orderCodes,
      ].join('\n'),
      headers: { clientId: ISSUED_CLIENT_ID },
      content: {
        'application/json': {
          schema,
          examples: this.examplesOf(failures),
        },
      },
    };
  }

  /** An answer that is not an envelope when it works (a picture, a redirect) still fails as one. */
  failureAnswer(e: Endpoint, description: string) {
    const failures = this.failuresOf(e);
    return {
      description: [description, ...failures.map(failureLine)].join('\n'),
      schema: schemaRef('FailEnvelope'),
      examples: this.examplesOf(failures),
    };
  }

  successAnswers(e: Endpoint) {
    switch (e.produces) {
      case 'svg': {
        const failed = this.failureAnswer(e, '成功时为 SVG 图片；失败时为 JSON 信封：');
        return {
          200: {
            description: failed.description,
            content: {
              'image/svg+xml': { schema: { type: 'string' } },
              'application/json': { schema: failed.schema, examples: failed.examples },
            },
          },
        };
      }
      case 'pdf': {
        const failed = this.failureAnswer(e, '成功时为 PDF 文件；失败时为 JSON 信封：');
        return {
          200: {
            description: failed.description,
            content: {
              'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
              'application/json': { schema: failed.schema, examples: failed.examples },
            },
          },
        };
      }
      case 'xlsx': {
        const failed = this.failureAnswer(
          e,
          '成功时为 Excel 文件（.xlsx，作为附件下载）；失败时为 JSON 信封：',
        );
        const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        return {
          200: {
            description: failed.description,
            headers: { 'Content-Disposition': { schema: { type: 'string' } } },
            content: {
              [xlsx]: { schema: { type: 'string', contentMediaType: xlsx } },
              'application/json': { schema: failed.schema, examples: failed.examples },
            },
          },
        };
      }
      case 'redirect': {
        const failed = this.failureAnswer(e, '参数不正确等失败时不跳转，答 JSON 信封：');
        return {
          200: {
            description: failed.description,
            content: { 'application/json': { schema: failed.schema, examples: failed.examples } },
          },
          302: {
            description: '重定向，目标在 Location 头',
            headers: { Location: { schema: { type: 'string' } } },
          },
        };
      }
      case 'event-stream': {
        const failed = this.failureAnswer(
          e,
          '成功时为 text/event-stream（Server-Sent Events，每个 guide 事件的 data 为下述 JSON，每15秒一行注释保活）；失败时为 JSON 信封：',
        );
        return {
          200: {
            description: failed.description,
            content: {
              'text/event-stream': { schema: { type: 'string' } },
              'application/json': { schema: failed.schema, examples: failed.examples },
            },
          },
        };
      }
      case 'document':
        return {
          200: {
            description: 'JSON 文档',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        };
      default:
        return { 200: this.envelopeAnswer(e) };
    }
  }

  /** The refusals the server makes before the operation runs, where they apply to it. */
  refusals(e: Endpoint) {
    const shared = (name: string) => {
      this.sharedResponses.add(name);
      return ref(`responses/${name}`);
    };
    return {
      ...(e.params ? { 400: shared('BadUrl') } : {}),
      ...(this.rules.refusesCrossSite(e) ? { 403: shared('CrossSiteRefused') } : {}),
      ...(e.method === 'POST' ? { 413: shared('PayloadTooLarge') } : {}),
      ...(e.params ? { 414: shared('ParamTooLong') } : {}),
      ...(this.rules.requestsPerMinute(e) !== null ? { 429: shared('TooManyRequests') } : {}),
      500: shared('ServerFault'),
    };
  }

  description(e: Endpoint): string {
    const perMinute = this.rules.requestsPerMinute(e);
    const bodySchema = e.body ? JSON.stringify(this.schemas.convert(e.body, 'input')) : '';
    const others = [e.path, ...(e.alsoAt ?? [])]
      .filter((p) => openApiPath(p) !== documentedPath(e))
      .map((p) => `/m${p}`);
    const lines = [
      e.auth === true
        ? '身份：需要顾客登录，请求头 `token`（或登录时写入的 cookie `token`）。'
        : e.auth === 'operator'
          ? '身份：需要中心工作人员登录，请求头 `x-operator-token`。'
          : '身份：公开，无需登录。',
      this.rules.refusesCrossSite(e)
        ? '跨站请求（CSRF）：本调用改变状态。带 `token` 或 `x-operator-token` 请求头的调用不受限；只带 cookie 的浏览器请求须来自本站页面（`Origin` / `Sec-Fetch-Site`），否则答 403。'
        : '',
      bodySchema.includes('"idempotencyKey"')
        ? '幂等：`idempotencyKey` 每次新的尝试各取一个新值（如 UUID）；同一用户用同一值重试时，服务端答第一次的结果而不重复执行。'
        : '',
      perMinute !== null ? `频率：每个客户端地址每分钟至多 ${perMinute} 次，超出答 429。` : '',
      others.length > 0 ? `同一操作也可用路径：${others.map((p) => `\`${p}\``).join('、')}。` : '',
    ];
    return lines.filter(Boolean).join('\n\n');
  }

  operation(e: Endpoint) {
    return {
      operationId: e.id,
      summary: e.summary,
      description: this.description(e),
      tags: [e.tag],
      security: e.auth === true ? CUSTOMER : e.auth === 'operator' ? OPERATOR : [],
      parameters: [...this.parameters(e.params, 'path'), ...this.parameters(e.query, 'query'), ...HEADERS],
      ...this.requestBody(e),
      responses: { ...this.successAnswers(e), ...this.refusals(e) },
    };
  }

  /** The answers several operations share, those the operations refer to. */
  responses() {
    const failed = (name: string, description: string, example: FailureCode) => ({
      description,
      content: {
        'application/json': {
          schema: schemaRef('FailEnvelope'),
          examples: { [name]: this.failureExample(example, name) },
        },
      },
    });
    const routerRefusal = (description: string, statusCode: number, code: string) => {
      this.schemas.schemas.RouterRefusal = ROUTER_REFUSAL;
      return {
        description: `${description}（由路由直接答出，不是信封）`,
        content: {
          'application/json': {
            schema: schemaRef('RouterRefusal'),
            example: { statusCode, code, error: 'Bad Request', message: `'/m/…' ${description}` },
          },
        },
      };
    };
    const all: Record<string, () => unknown> = {
      BadUrl: () => routerRefusal('路径不是合法的 URL 编码', 400, 'FST_ERR_BAD_URL'),
      ParamTooLong: () =>
        routerRefusal(`路径参数超过 ${this.rules.maxParamLength} 个字符`, 414, 'FST_ERR_MAX_PARAM_LENGTH'),
      CrossSiteRefused: () =>
        failed('CrossSiteRefused', '跨站请求被拒（CSRF 规则，见操作说明）', crossSiteRefused),
      PayloadTooLarge: () =>
        failed(
          'PayloadTooLarge',
          `请求体超过 ${Math.round(this.rules.maxBodyBytes / 1024)} KB`,
          payloadTooLarge,
        ),
      TooManyRequests: () =>
        failed(
          'TooManyRequests',
          '同一客户端地址请求过于频繁（次数见操作说明），`error` 说明多少秒后再试',
          tooManyRequests,
        ),
      ServerFault: () => failed('ServerFault', '服务端故障（已记录），稍后重试', serverFault),
    };
    return Object.fromEntries([...this.sharedResponses].sort().map((name) => [name, all[name]!()]));
  }
}

/** Fastify's own answer when its router refuses a path. */
const ROUTER_REFUSAL: JsonSchema = {
  type: 'object',
  description: '路由层的拒绝（不是信封）',
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string' },
    error: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['statusCode', 'error', 'message'],
};

/** The OpenAPI 3.1 document of the API, generated from the same schemas the server runs. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[], options: DocumentOptions) {
  const builder = new DocumentBuilder(options.server);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const path = documentedPath(e);
    paths[path] = paths[path] ?? {};
    if (paths[path][e.method.toLowerCase()]) throw new Error(`two operations at ${e.method} ${path}`);
    paths[path][e.method.toLowerCase()] = builder.operation(e);
  }
  const responses = builder.responses();
  return {
    openapi: '3.1.0',
    info: {
      title: '体检预约 API',
      version: options.version ?? '1.0.0',
      description: [
        '每个应答都是信封 `{ error_code, error, data }`；`000000` 为成功。业务失败（含参数校验失败、未登录）也答 HTTP 200，带错误编码与中文说明，各操作列出它可能答的编码。',
        'HTTP 层的拒绝只有：跨站请求 403、请求体过大 413、请求过于频繁 429、路径不正确 400/414、未知接口 404 与故障 500，各操作列出适用的几种。',
        '金额为整数分，标志为 1 / 0。请求体可为 JSON 或 application/x-www-form-urlencoded。',
        '客户端标识：首次请求未带 `clientId` 时服务端签发（应答头与 cookie `clientId`），之后每次带上。',
      ].join('\n\n'),
    },
    servers: [{ url: '/m' }],
    paths,
    components: {
      schemas: builder.schemas.schemas,
      parameters: {
        ClientId: {
          name: 'clientId',
          in: 'header',
          required: false,
          description:
            '客户端标识（也可用 cookie `clientId`）。未带或不合格式时服务端签发一个，在应答头 `clientId` 与 cookie 中返回；图形验证码、短信验证码与登录按它关联。',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
        },
        SourceTypeCode: {
          name: 'sourceTypeCode',
          in: 'header',
          required: false,
          description: '来源类型，移动端发送 `wechat`（规格第 8 节）；服务端目前不据此区分。',
          schema: { type: 'string', examples: ['wechat'] },
        },
        Sid: {
          name: 'sid',
          in: 'header',
          required: false,
          description:
            '移动端当前选择的体检中心编号（如 `00-02`），随每个请求发送；服务端目前不读取，中心以各操作的 `sysCenterId` 为准。',
          schema: { type: 'string', examples: ['00-02'] },
        },
      },
      responses,
      examples: builder.examples,
      securitySchemes: {
        customerToken: {
          type: 'apiKey',
          in: 'header',
          name: 'token',
          description:
            '顾客会话：登录应答顶层的 `token`（旧客户端的请求头 `_TOKEN` 亦可）。30 天未用过期；同一账号在别处登录后本会话结束。',
        },
        customerCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'token',
          description:
            '顾客会话，登录时写入的 cookie。只凭 cookie 的改变状态的请求须来自本站页面（CSRF 规则）。',
        },
        operatorToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-operator-token',
          description: '中心工作人员会话：/operator/login.json 应答中的 token。',
        },
      },
    },
  };
}
