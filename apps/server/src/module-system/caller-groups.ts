import type { Endpoint } from '@tijian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/app-error.ts';
import type { AuthenticatedUser } from '../modules/auth/service.ts';
import type { Operator } from '../modules/operators/service.ts';
import { PaymentErrors } from '../modules/payments/service.ts';
import type { ServerContext } from './context.ts';
import type { Caller, RoutesPlugin } from './define-module.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the customer group's hook on routes whose contract says auth: true. */
    user: AuthenticatedUser | undefined;
    /** Set by the staff group's hook on routes whose contract says auth: 'operator'. */
    operator: Operator | undefined;
  }
}

interface CallerGroup {
  /** The contract `auth` values an endpoint served to this group may have; any other stops the server. */
  accepts: readonly Endpoint['auth'][];
  /** The `auth` values whose routes the hook guards; the group's public routes go without it. */
  guards: readonly Endpoint['auth'][];
  /** The group's hook: runs before the handler of each route it guards and throws to refuse the call. */
  authenticate(app: FastifyInstance, request: FastifyRequest, context: ServerContext): Promise<void>;
}

const PUBLIC = [undefined, false] as const;

export const CALLER_GROUPS: Record<Caller, CallerGroup> = {
  // The mobile app (/m/wx/…, /m/center-service/… as the spec has them): public reads, and the
  // signed-in calls behind the customer's session (token header, _TOKEN or the cookie).
  customer: {
    accepts: [...PUBLIC, true],
    guards: [true],
    async authenticate(app, request) {
      request.user = await app.auth.authenticate(request.token);
    },
  },
  // Centre staff (/m/operator/…): their login, and every other call behind x-operator-token. The
  // route is named because a session that must first enrol its second factor opens only a few.
  staff: {
    accepts: [...PUBLIC, 'operator'],
    guards: ['operator'],
    async authenticate(app, request) {
      request.operator = await app.operators.authenticate(
        request.operatorToken,
        request.routeOptions.config.endpoint?.id,
      );
    },
  },
  // Company (HR) administrators, for the company portal: an operator session (x-operator-token, the
  // console's one sign-in) whose account is bound to a company by the team module. Which company a
  // call may reach is the team module's check on each call.
  company: {
    accepts: ['company'],
    guards: ['company'],
    async authenticate(app, request) {
      const operator = await app.operators.authenticate(
        request.operatorToken,
        request.routeOptions.config.endpoint?.id,
      );
      request.operator = operator;
      request.companyAdmin = await app.team.companyAdminOf(operator);
    },
  },
  // Payment providers' notifications: no session is read or needed. A notification is trusted only
  // through its signature, which the receiving service verifies (the sandbox's pay button goes
  // through the same check); the hook turns away a provider this server does not pay through.
  provider: {
    accepts: ['signature'],
    guards: ['signature'],
    async authenticate(_app, request, context) {
      const named = (request.params as { provider?: unknown }).provider;
      if (typeof named !== 'string' || !context.paymentProviders.has(named)) {
        throw notFound(PaymentErrors.unknownProvider);
      }
    },
  },
};

/**
 * One caller group as an encapsulated plugin: the modules' routes for that caller, each module in a
 * scope of its own, its guarded routes behind the group's hook. A route whose contract entry is missing or says another
 * kind of caller (`auth: true` among the staff's, a customer's read among the providers') fails
 * registration, so the server does not start with it.
 */
export function callerGroup(caller: Caller, plugins: readonly RoutesPlugin[], context: ServerContext) {
  const group = CALLER_GROUPS[caller];
  return async (scope: FastifyInstance) => {
    const guard = (request: FastifyRequest) => group.authenticate(scope, request, context);
    scope.addHook('onRoute', (route) => {
      const e = route.config?.endpoint;
      if (!e)
        throw new Error(`${route.method} ${route.url}: the ${caller} group serves contract endpoints only`);
      if (!group.accepts.includes(e.auth)) {
        throw new Error(`${e.id} (auth: ${String(e.auth)}) is not for the ${caller} group`);
      }
      // Only on the routes it guards: a public read (the hot path) runs no hook at all.
      if (group.guards.includes(e.auth)) route.preHandler = [guard, ...[route.preHandler ?? []].flat()];
    });
    for (const plugin of plugins) await scope.register((moduleScope) => plugin(moduleScope, context));
  };
}
