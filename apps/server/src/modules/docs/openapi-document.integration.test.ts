// The served API document is one a partner can build on: Redocly's recommended rules pass, and a
// client generated from it with openapi-typescript type-checks against uses of a few operations.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { documentedPath } from '@tijian/contract';
import { ErrorCode } from '@tijian/domain';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusesCrossSite, requestsPerMinute } from '../../security/http-security.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { OperatorCodes } from '../operators/service.ts';
import { PAY_SIGN_CODE } from '../payments/service.ts';
import { servedEndpoints } from './routes.ts';

let server: TestServer;
let served: string;
beforeAll(async () => {
  server = await createTestServer();
  const res = await server.app.inject({ url: '/m/openapi.json' });
  expect(res.statusCode).toBe(200);
  served = res.body;
});
afterAll(async () => {
  await server.close();
});

const pointer = (p: NormalizedProblem) => p.location[0]?.pointer ?? '';
const describeProblem = (p: NormalizedProblem) => `${p.severity} ${p.ruleId} at ${pointer(p)}: ${p.message}`;
const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

describe('Redocly recommended rules on /m/openapi.json', () => {
  it('find no error, and warn only where the document tells the truth', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: served, absoluteRef: '/m/openapi.json', config });
    const report = problems.map(describeProblem).join('\n');
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem), report).toEqual([]);

    // A public read has no 4xx to declare: the server neither counts it nor refuses it across sites,
    // and a bad query is answered in the envelope with HTTP 200. The project has chosen no licence.
    const noRefusal = servedEndpoints(false)
      .filter((e) => !e.params && requestsPerMinute(e) === null && !refusesCrossSite(e.method, `/m${e.path}`))
      .map((e) => `#/paths/${escapePointer(documentedPath(e))}/${e.method.toLowerCase()}/responses`);
    expect(noRefusal.length).toBeGreaterThan(0);
    const expected = (p: NormalizedProblem) =>
      p.ruleId === 'info-license' ||
      (p.ruleId === 'operation-4xx-response' && noRefusal.includes(pointer(p)));
    expect(problems.filter((p) => !expected(p)).map(describeProblem), report).toEqual([]);
  });
});

describe('the failure codes in /m/openapi.json', () => {
  it('explain every code the server defines', () => {
    const doc = JSON.parse(served) as {
      components: { examples: Record<string, { value: { error_code: string } }> };
    };
    const explained = new Set(Object.values(doc.components.examples).map((e) => e.value.error_code));
    const defined = [
      ...Object.values(ErrorCode).filter((code) => code !== ErrorCode.ok),
      ...Object.values(OperatorCodes),
      PAY_SIGN_CODE,
    ];
    expect(defined.filter((code) => !explained.has(code))).toEqual([]);
  });
});

/** Uses of the generated types a partner would write; each @ts-expect-error must meet an error. */
const USAGE = `
import type { components, operations, paths } from './api';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Success<E> = Extract<E, { error_code: '000000' }>;

type OrderAnswer = Json<paths['/wx/1/appointment/order.json']['get']['responses'][200]>;
type OrderDetail = Success<OrderAnswer>['data'];

export const named: components['schemas']['OrderDetail'] = null as unknown as OrderDetail;
export const yuan = (detail: OrderDetail): number => detail.payable / 100;
export const status: OrderDetail['status'] = 'order_pending';
// @ts-expect-error an amount is a whole number of fen, not text
export const textAmount: OrderDetail['payable'] = '100';
// @ts-expect-error not a status the API knows
export const lostStatus: OrderDetail['status'] = 'order_lost';
// @ts-expect-error the detail has no such field
export const missing = (detail: OrderDetail) => detail.passwordHash;

export const query: operations['getOrder']['parameters']['query'] = { orderId: '42' };

type LoginBody = NonNullable<operations['login']['requestBody']>['content']['application/json'];
export const smsLogin: LoginBody = { loginType: 1, mobilePhone: '13800138000', msgCode: '123456' };
export const passwordLogin: LoginBody = { username: '13800138000', password: 'secret-1' };
// @ts-expect-error a password login needs its password
export const noPassword: LoginBody = { username: '13800138000' };

type LoginAnswer = Success<Json<operations['login']['responses'][200]>>;
export const token = (answer: LoginAnswer): string => answer.token;

type SubmitData = Success<Json<operations['submitOrder']['responses'][200]>>['data'];
export const dateFull: SubmitData['code'] = -3;
// @ts-expect-error the order answer codes are 0, -1, -2 and -3
export const otherCode: SubmitData['code'] = 5;

type Failure = Exclude<OrderAnswer, { error_code: '000000' }>;
export const failure: Failure = { error_code: 'login,not', error: '请先登录', data: null };
`;

describe('a client generated from /m/openapi.json', () => {
  it('type-checks, strictly, with the types a caller relies on', async () => {
    const types = astToString(await openapiTS(JSON.parse(served) as OpenAPI3));
    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
    try {
      await writeFile(path.join(dir, 'api.d.ts'), types);
      await writeFile(path.join(dir, 'usage.ts'), USAGE);
      const program = ts.createProgram([path.join(dir, 'usage.ts')], {
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts'],
        types: [],
      });
      const diagnostics = ts.getPreEmitDiagnostics(program);
      const text = ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => dir,
        getNewLine: () => '\n',
      });
      expect(program.getSourceFile(path.join(dir, 'api.d.ts')), 'the generated types are read').toBeDefined();
      expect(text).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
