import { describe, expect, it } from 'vitest';
import { operationFailures } from './error-catalogue.ts';
import {
  buildOpenApiDocument,
  company,
  content,
  documentedPath,
  type Endpoint,
  endpoints,
  orders,
  type ServerRules,
} from './index.ts';

/** Rules of a made-up server: the document must follow whatever the server says. */
const rules: ServerRules = {
  requestsPerMinute: (e) => (e.id === 'getCities' ? null : 60),
  refusesCrossSite: (e) => e.method === 'POST',
  maxBodyBytes: 1024 * 1024,
  maxParamLength: 100,
};

type Operation = {
  operationId: string;
  description: string;
  security?: Record<string, string[]>[];
  parameters: { $ref?: string; name?: string; in?: string; required?: boolean; schema?: { type?: string } }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { $ref?: string; description?: string; content?: Record<string, { schema: unknown }> }
  >;
};

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument(endpoints, { server: rules });
  const operationOf = (e: Endpoint) => doc.paths[documentedPath(e)]?.[e.method.toLowerCase()] as Operation;
  const operations = Object.values(doc.paths).flatMap((item) => Object.values(item) as Operation[]);

  it('lists every endpoint once, under one path, with unique operation ids', () => {
    for (const e of endpoints) expect(operationOf(e)?.operationId, `${e.method} ${e.path}`).toBe(e.id);
    expect(operations).toHaveLength(endpoints.length);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(endpoints.length);
  });

  it('documents a path written with a trailing slash once, without the slash, naming the other spelling', () => {
    expect(content.searchArticles.path).toMatch(/\/$/);
    expect(Object.keys(doc.paths).filter((p) => p.endsWith('/'))).toEqual([]);
    const op = doc.paths['/center-service/v1/article/search']?.get as Operation;
    expect(op.operationId).toBe('searchArticles');
    expect(op.description).toContain('/m/center-service/v1/article/search/');
  });

  it('resolves every $ref inside the document', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(100);
    const missing = refs.filter((r) => {
      let node: unknown = doc;
      for (const key of r.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown>)?.[key];
      return node === undefined;
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names the shapes that recur and refers to them', () => {
    const schemas = doc.components.schemas;
    for (const name of [
      'FailEnvelope',
      'Centre',
      'Product',
      'Project',
      'OrderDetail',
      'FamilyMember',
      'Coupon',
    ]) {
      expect(schemas, name).toHaveProperty(name);
    }
    for (const name of ['ExamCard', 'ArticlePage', 'OrderPage', 'Fen'])
      expect(schemas, name).toHaveProperty(name);
    const detail = operationOf(orders.getOrder).responses['200']?.content?.['application/json']?.schema;
    expect(JSON.stringify(detail)).toContain('"data":{"$ref":"#/components/schemas/OrderDetail"}');
    expect(JSON.stringify(detail)).toContain('{"$ref":"#/components/schemas/FailEnvelope"}');
  });

  it('gives a named shape whose request side differs from its answer its own name', () => {
    const inputs = Object.keys(doc.components.schemas).filter((n) => n.endsWith('Input'));
    for (const name of inputs) {
      expect(doc.components.schemas, name).toHaveProperty(name.replace(/Input$/, ''));
    }
    expect(JSON.stringify(doc.components.schemas)).not.toContain('#/$defs/');
  });

  it('states the security of every operation: none for public ones, the session for the others', () => {
    for (const e of endpoints) {
      const { security } = operationOf(e);
      if (e.auth === true) expect(security, e.id).toEqual([{ customerToken: [] }, { customerCookie: [] }]);
      else if (e.auth === 'operator') expect(security, e.id).toEqual([{ operatorToken: [] }]);
      else expect(security, e.id).toEqual([]);
    }
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'customerCookie',
      'customerToken',
      'operatorToken',
    ]);
  });

  it('declares the headers the app sends on every operation', () => {
    for (const op of operations) {
      expect(op.parameters.map((p) => p.$ref).filter(Boolean)).toEqual([
        '#/components/parameters/ClientId',
        '#/components/parameters/SourceTypeCode',
        '#/components/parameters/Sid',
      ]);
    }
  });

  it('declares the refusals the server rules say apply, and only those', () => {
    for (const e of endpoints) {
      const codes = Object.keys(operationOf(e).responses);
      expect(codes.includes('429'), e.id).toBe(rules.requestsPerMinute(e) !== null);
      expect(codes.includes('403'), e.id).toBe(rules.refusesCrossSite(e));
      expect(codes.includes('413'), e.id).toBe(e.method === 'POST');
      expect(codes, e.id).toContain('500');
    }
  });

  it('lists the failure codes of each operation, and the order codes -1 / -2 / -3 where they are answered', () => {
    const submit = operationOf(orders.submitOrder);
    const answer = submit.responses['200']!;
    for (const code of ['login,not', 'token,valid', 'param,invalid', '`-1`', '`-2`', '`-3`']) {
      expect(answer.description).toContain(code);
    }
    expect(doc.components.schemas.OrderAnswerCode).toMatchObject({ enum: [0, -1, -2, -3] });
    expect(submit.description).toContain('idempotencyKey');
    const cities = operationOf(endpoints.find((e) => e.id === 'getCities')!).responses['200']!;
    expect(cities.description).not.toContain('login,not');
    expect(cities.description).not.toContain('`-1`');
  });

  it('explains failures only of operations that exist', () => {
    const ids = new Set(endpoints.map((e) => e.id));
    expect(Object.keys(operationFailures).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('writes path parameters the OpenAPI way and documents them as required', () => {
    const op = doc.paths['/center-service/v1/article/{id}']?.get as Operation;
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
  });

  it('documents what a caller sends (text in a query), not what the server turns it into', () => {
    const op = operationOf(content.searchArticles);
    const page = op.parameters.find((p) => p.name === 'paginationNo');
    expect(page).toMatchObject({ required: false, schema: { type: 'string' } });
    expect(op.parameters.find((p) => p.name === '_BIZCODE')).toMatchObject({ required: true });
  });

  it('describes the envelope of each answer, with the data schema inside', () => {
    const op = doc.paths['/wx/user/getUser.json']?.get as Operation;
    const schema = op.responses['200']?.content?.['application/json']?.schema as { anyOf: unknown[] };
    expect(JSON.stringify(doc.components.schemas.UserProfile)).toContain('hasPassword');
    expect(JSON.stringify(schema)).toContain('#/components/schemas/UserProfile');
    expect(schema.anyOf).toHaveLength(2);
  });

  it('documents a spreadsheet download as an .xlsx attachment that fails as an envelope', () => {
    const op = operationOf(company.companyExportRoster);
    const ok = op.responses['200'] as { content: Record<string, unknown>; headers: Record<string, unknown> };
    expect(Object.keys(ok.content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/json',
    ]);
    expect(ok.headers).toHaveProperty('Content-Disposition');
  });
});
