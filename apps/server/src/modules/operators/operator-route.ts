import type { Endpoint } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { type Answer, type RouteInput, route } from '../../http/route.ts';
import type { OperatorRole } from './schema.ts';
import type { Operator } from './service.ts';

export interface OperatorAction<E extends Endpoint> {
  /** what the audit log calls it: order.checkIn, refund.decide… */
  action: string;
  targetType: string;
  /** roles allowed at the target's centre */
  roles: readonly OperatorRole[];
  /** the record acted on and the centre it belongs to (a missing record throws not,found) */
  target: (input: RouteInput<E>) => Promise<{ centreId: string; targetId: string }>;
}

/**
 * Registers an operator endpoint (contract `auth: 'operator'`): the session is checked before the
 * handler (the staff group's hook), the operator must hold one of the roles at the target's centre, and every
 * call is written to the audit log with its outcome: refusals too, so a probing account shows up.
 * The audit row is written after the handler's own transaction; a crash between the two loses the
 * row, never the change.
 */
export function operatorRoute<const E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  spec: OperatorAction<E>,
  handler: (input: RouteInput<E>, operator: Operator) => Promise<Answer<E>> | Answer<E>,
): void {
  if (e.auth !== 'operator') throw new Error(`${e.id}: an operator route needs auth: 'operator'`);
  route(app, e, async (input) => {
    const operator = input.request.operator!;
    let where: { centreId: string | null; targetId: string } = { centreId: null, targetId: '?' };
    const detail = { body: input.body ?? null, query: input.query ?? null } as Record<string, unknown>;
    try {
      where = await spec.target(input);
      app.operators.assertRole(operator, where.centreId!, spec.roles);
      const answer = await handler(input, operator);
      await app.operators.audit({
        operatorId: operator.id,
        ...where,
        action: spec.action,
        targetType: spec.targetType,
        detail,
      });
      return answer;
    } catch (error) {
      const outcome = error instanceof AppError ? error.message : 'error';
      await app.operators
        .audit({
          operatorId: operator.id,
          ...where,
          action: spec.action,
          targetType: spec.targetType,
          detail,
          outcome,
        })
        .catch(() => undefined);
      throw error;
    }
  });
}
