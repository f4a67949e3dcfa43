import type { AuditAction, Endpoint } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { type Answer, type RouteInput, route } from '../../http/route.ts';
import type { OperatorRole } from './schema.ts';
import type { Operator } from './service.ts';

/** The record a call acts on: its centre (where the role is checked) and its id in the audit log. */
export interface AuditTarget {
  centreId: string;
  targetId: string;
}

/** A record's relevant state for the audit log (an order's status, a slot's capacity…); null: none. */
export type Snapshot = Record<string, unknown> | null;

export interface OperatorAction<E extends Endpoint> {
  /** what the audit log calls it; its Chinese label is the contract's AUDIT_ACTION_LABELS */
  action: AuditAction;
  targetType: string;
  /** roles allowed at the target's centre */
  roles: readonly OperatorRole[];
  /** the record acted on and the centre it belongs to (a missing record throws not,found) */
  target: (input: RouteInput<E>) => Promise<AuditTarget>;
  /**
   * The target's relevant state, read after the role check and before the handler, and again after
   * it succeeded: the audit row keeps both (masked and redacted like the request).
   */
  snapshot?: (input: RouteInput<E>, target: AuditTarget) => Promise<Snapshot>;
  /** the record's id when the call creates it (the target named it before it existed) */
  createdId?: (answer: Answer<E>) => string;
}

type Handler<E extends Endpoint> = (
  input: RouteInput<E>,
  operator: Operator,
) => Promise<Answer<E>> | Answer<E>;

interface Audited {
  action: AuditAction;
  targetType: string;
  centreId: string | null;
  targetId: string;
  /** a GET: the call changes nothing */
  read?: boolean;
}

/**
 * Runs `act` and writes its audit row, whatever the outcome: refusals too, so a probing account shows
 * up. The row is written after the handler's own transaction; a crash between the two loses the row,
 * never the change. `act` tells what it resolved as it goes (the target, the state before), so a
 * refusal is written with as much as was known.
 */
async function audited<T>(
  app: FastifyInstance,
  operator: Operator,
  input: { body?: unknown; query?: unknown },
  start: Audited,
  act: (row: Audited & { before?: Snapshot; after?: Snapshot }) => Promise<T>,
): Promise<T> {
  const row: Audited & { before?: Snapshot; after?: Snapshot } = { ...start };
  const write = (outcome?: string) => {
    const { before, after, read: _, ...where } = row;
    // A read changes nothing: its row need not wait for the disk as a change's does.
    const record = start.read ? app.operators.auditRead : app.operators.audit;
    return record({
      operatorId: operator.id,
      ...where,
      detail: {
        body: input.body ?? null,
        query: input.query ?? null,
        ...(before === undefined ? {} : { before }),
        ...(after === undefined ? {} : { after }),
      },
      ...(outcome === undefined ? {} : { outcome }),
    });
  };
  try {
    const answer = await act(row);
    await write();
    return answer;
  } catch (error) {
    await write(error instanceof AppError ? error.message : 'error').catch(() => undefined);
    throw error;
  }
}

/**
 * Registers an operator endpoint of a centre (contract `auth: 'operator'`): the session is checked
 * before the handler (the staff group's hook), the operator must hold one of the roles at the
 * target's centre, and every call is written to the audit log with its outcome and, when the spec
 * says how, the target's state before and after.
 */
export function operatorRoute<const E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  spec: OperatorAction<E>,
  handler: Handler<E>,
): void {
  if (e.auth !== 'operator') throw new Error(`${e.id}: an operator route needs auth: 'operator'`);
  route(app, e, (input) =>
    audited(
      app,
      input.request.operator!,
      input,
      {
        action: spec.action,
        targetType: spec.targetType,
        centreId: null,
        targetId: '?',
        read: e.method === 'GET',
      },
      async (row) => {
        const operator = input.request.operator!;
        const where = await spec.target(input);
        Object.assign(row, where);
        app.operators.assertRole(operator, where.centreId, spec.roles);
        if (spec.snapshot) row.before = await spec.snapshot(input, where);
        const answer = await handler(input, operator);
        if (spec.createdId) row.targetId = spec.createdId(answer);
        // The change is made: a failed read of its result leaves the row without it, not the call failed.
        if (spec.snapshot) row.after = await spec.snapshot(input, where).catch(() => null);
        return answer;
      },
    ),
  );
}

/**
 * Registers an operator's call on their own account (their password, their authenticator): any
 * signed-in operator, no centre; audited with the operator as the target and no centre, which the
 * audit log shows at every centre the operator works at.
 */
export function ownAccountRoute<const E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  spec: { action: AuditAction; snapshot?: (operator: Operator) => Promise<Snapshot> },
  handler: Handler<E>,
): void {
  if (e.auth !== 'operator') throw new Error(`${e.id}: an operator route needs auth: 'operator'`);
  route(app, e, (input) => {
    const operator = input.request.operator!;
    return audited(
      app,
      operator,
      input,
      { action: spec.action, targetType: 'operator', centreId: null, targetId: String(operator.id) },
      async (row) => {
        if (spec.snapshot) row.before = await spec.snapshot(operator);
        const answer = await handler(input, operator);
        if (spec.snapshot) row.after = await spec.snapshot(operator).catch(() => null);
        return answer;
      },
    );
  });
}
