import fastifyCookie from '@fastify/cookie';
import { type Endpoint, endpoint } from '@tijian/contract';
import { ErrorCode } from '@tijian/domain';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { answerError } from '../http/error-handler.ts';
import { requestContext } from '../http/request-context.ts';
import { route } from '../http/route.ts';
import { callerGroup } from './caller-groups.ts';
import type { ServerContext } from './context.ts';
import type { Caller } from './define-module.ts';

const probe = (auth: Endpoint['auth']) =>
  endpoint({
    id: 'probe',
    method: 'GET',
    path: '/probe.json',
    tag: 'test',
    summary: 'probe',
    ...(auth === undefined ? {} : { auth }),
    data: z.object({ reached: z.literal(true) }),
  });

const notify = endpoint({
  id: 'probeNotify',
  method: 'POST',
  path: '/probe/notify/:provider',
  tag: 'test',
  summary: 'probe',
  auth: 'signature',
  params: z.object({ provider: z.string() }),
  data: z.object({ reached: z.literal(true) }),
});

// What the hooks ask: the customers' and staff's session checks, and the payment provider's name.
const authenticateUser = vi.fn(async (token: string | undefined) => {
  if (token !== 'good') throw new AppError(ErrorCode.loginNot, '请先登录');
  return { userId: 7 };
});
const authenticateOperator = vi.fn(async (token: string | undefined) => {
  if (token !== 'staff') throw new AppError(ErrorCode.loginNot, '请先登录');
  return { id: 3, name: 'desk', roles: new Map() };
});
// Operator 3 administers company 5; the operator 'hr-none' administers none.
const companyAdmin = vi.fn(async (operator: { id: number }) => {
  if (operator.id !== 3) throw new AppError('operator,forbidden', '请先登录企业管理账号');
  return { operator, companyIds: [5] };
});
const companyAdminOf = (operator: { id: number }) => companyAdmin(operator);
const context = {
  paymentProviders: new Map([['sandbox', { name: 'sandbox' }]]),
} as unknown as ServerContext;

let app: ReturnType<typeof Fastify>;
afterEach(async () => {
  vi.clearAllMocks();
  await app.close();
});

/** A bare app with one caller group under /m serving the given endpoints, each answering that it was reached. */
async function groupApp(caller: Caller, endpoints: Endpoint[]) {
  app = Fastify({ logger: false });
  app.decorate('auth', { authenticate: authenticateUser } as never);
  app.decorate('operators', { authenticate: authenticateOperator } as never);
  app.decorate('team', { companyAdminOf: companyAdminOf } as never);
  app.decorateRequest('user', undefined);
  app.decorateRequest('operator', undefined);
  app.decorateRequest('companyAdmin', undefined);
  await app.register(fastifyCookie);
  await app.register(requestContext, { cookieSecure: false });
  app.setErrorHandler(answerError);
  const handler = vi.fn(() => ({ reached: true as const }));
  await app.register(
    callerGroup(
      caller,
      [
        async (scope) => {
          for (const e of endpoints) route(scope, e, handler as never);
        },
      ],
      context,
    ),
    { prefix: '/m' },
  );
  await app.ready();
  return handler;
}

describe('the company administrators’ group', () => {
  it('refuses a call without an operator session before the handler runs (a customer token is no session)', async () => {
    const handler = await groupApp('company', [probe('company')]);
    for (const headers of [{}, { token: 'good' }, { 'x-operator-token': 'bad' }]) {
      const res = await app.inject({ url: '/m/probe.json', headers });
      expect(res.json()).toMatchObject({ error_code: ErrorCode.loginNot, data: null });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets an operator bound to a company through, with the administrator on the request', async () => {
    const handler = await groupApp('company', [probe('company')]);
    const res = await app.inject({ url: '/m/probe.json', headers: { 'x-operator-token': 'staff' } });
    expect(res.json()).toMatchObject({ error_code: ErrorCode.ok, data: { reached: true } });
    expect(companyAdmin).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    const request = (handler.mock.calls[0] as unknown as [{ request: { companyAdmin: unknown } }])[0].request;
    expect(request.companyAdmin).toMatchObject({ companyIds: [5] });
  });
});

describe('the customers’ group', () => {
  it('asks for the customer’s session on a route that needs one, and lets the handler see who', async () => {
    const handler = await groupApp('customer', [probe(true)]);
    expect((await app.inject({ url: '/m/probe.json' })).json()).toMatchObject({
      error_code: ErrorCode.loginNot,
    });
    expect(handler).not.toHaveBeenCalled();
    const res = await app.inject({ url: '/m/probe.json', headers: { token: 'good' } });
    expect(res.json()).toMatchObject({ error_code: ErrorCode.ok, data: { reached: true } });
    expect(authenticateUser).toHaveBeenLastCalledWith('good');
    expect(authenticateOperator).not.toHaveBeenCalled();
  });

  it('checks no session on a public route', async () => {
    await groupApp('customer', [probe(undefined)]);
    expect((await app.inject({ url: '/m/probe.json' })).json()).toMatchObject({ data: { reached: true } });
    expect(authenticateUser).not.toHaveBeenCalled();
  });
});

describe('the staff’s group', () => {
  it('asks for the operator’s session (x-operator-token), never the customer’s', async () => {
    const handler = await groupApp('staff', [probe('operator')]);
    const customer = await app.inject({ url: '/m/probe.json', headers: { token: 'good' } });
    expect(customer.json()).toMatchObject({ error_code: ErrorCode.loginNot });
    expect(handler).not.toHaveBeenCalled();
    const res = await app.inject({ url: '/m/probe.json', headers: { 'x-operator-token': 'staff' } });
    expect(res.json()).toMatchObject({ data: { reached: true } });
    expect(authenticateOperator).toHaveBeenLastCalledWith('staff', 'probe');
    expect(authenticateUser).not.toHaveBeenCalled();
  });
});

describe('the payment providers’ group', () => {
  it('reads no session and turns away a provider this server does not pay through', async () => {
    const handler = await groupApp('provider', [notify]);
    const unknown = await app.inject({ method: 'POST', url: '/m/probe/notify/other', payload: {} });
    expect(unknown.json()).toMatchObject({ error_code: ErrorCode.notFound, error: '未知的支付渠道' });
    expect(handler).not.toHaveBeenCalled();
    const known = await app.inject({ method: 'POST', url: '/m/probe/notify/sandbox', payload: {} });
    expect(known.json()).toMatchObject({ data: { reached: true } });
    expect(authenticateUser).not.toHaveBeenCalled();
    expect(authenticateOperator).not.toHaveBeenCalled();
  });
});

describe('an endpoint served to the wrong group', () => {
  it.each([
    ['staff', probe(true)],
    ['customer', probe('operator')],
    ['customer', notify],
    ['provider', probe(undefined)],
    ['company', probe(undefined)],
  ] as const)('in the %s group stops the server from starting', async (caller, e) => {
    await expect(groupApp(caller, [e])).rejects.toThrow(`is not for the ${caller} group`);
  });

  it('a route without its contract entry stops it too', async () => {
    app = Fastify({ logger: false });
    const bare = async () => {
      const plugin = async (scope: typeof app) => {
        scope.get('/bare', async () => 'bare');
      };
      await app.register(callerGroup('customer', [plugin], context), { prefix: '/m' });
      await app.ready();
    };
    await expect(bare()).rejects.toThrow('serves contract endpoints only');
  });
});
