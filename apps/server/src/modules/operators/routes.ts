import { operator } from '@tijian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.ts';
import type { Operator } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requireOperator: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** set on routes whose contract says auth: 'operator' */
    operator?: Operator;
  }
}

const tokenOf = (request: FastifyRequest) => {
  const header = request.headers['x-operator-token'];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
};

export function requireOperatorHook(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    request.operator = await app.operators.authenticate(tokenOf(request));
  };
}

export async function operatorRoutes(app: FastifyInstance) {
  route(app, operator.operatorLogin, ({ body, request }) =>
    app.operators.login(body.username, body.password, request.ip),
  );

  route(app, operator.operatorLogout, async ({ request }) => {
    await app.operators.logout(tokenOf(request)!);
    return { ok: true as const };
  });

  route(app, operator.operatorMe, ({ request }) => app.operators.profile(request.operator!.id));
}
