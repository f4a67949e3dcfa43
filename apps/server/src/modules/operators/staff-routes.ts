import { operatorStaff } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { type AuditTarget, operatorRoute } from './operator-route.ts';

const MANAGER = ['manager'] as const;

/** A centre's staff accounts and its second-factor requirement: its manager's, each call audited. */
export async function staffRoutes(app: FastifyInstance) {
  const member = async ({
    body,
  }: {
    body: { sysCenterId: string; operatorId: number };
  }): Promise<AuditTarget> => ({
    centreId: body.sysCenterId,
    targetId: String(body.operatorId),
  });
  const memberState = (_input: unknown, t: AuditTarget) =>
    app.operators.staff.snapshot(t.centreId, Number(t.targetId));

  operatorRoute(
    app,
    operatorStaff.operatorListStaff,
    {
      action: 'staff.list',
      targetType: 'centre',
      roles: MANAGER,
      target: async ({ query }) => ({ centreId: query.sysCenterId, targetId: query.sysCenterId }),
    },
    ({ query }) => app.operators.staff.list(query.sysCenterId),
  );

  operatorRoute(
    app,
    operatorStaff.operatorCreateStaff,
    {
      action: 'staff.create',
      targetType: 'staff',
      roles: MANAGER,
      target: async ({ body }) => ({ centreId: body.sysCenterId, targetId: body.username }),
      createdId: (created) => String(created.operatorId),
    },
    ({ body }) =>
      app.operators.staff.create({
        centreId: body.sysCenterId,
        username: body.username,
        name: body.name,
        role: body.role,
        password: body.password,
      }),
  );

  operatorRoute(
    app,
    operatorStaff.operatorSetStaffRole,
    { action: 'staff.role', targetType: 'staff', roles: MANAGER, target: member, snapshot: memberState },
    ({ body }, op) =>
      app.operators.staff.setRole(op, {
        centreId: body.sysCenterId,
        operatorId: body.operatorId,
        role: body.role,
        version: body.version,
      }),
  );

  operatorRoute(
    app,
    operatorStaff.operatorSetStaffDisabled,
    { action: 'staff.disabled', targetType: 'staff', roles: MANAGER, target: member, snapshot: memberState },
    ({ body }, op) =>
      app.operators.staff.setDisabled(op, {
        centreId: body.sysCenterId,
        operatorId: body.operatorId,
        disabled: body.disabled,
        version: body.version,
      }),
  );

  operatorRoute(
    app,
    operatorStaff.operatorResetStaffPassword,
    { action: 'staff.resetPassword', targetType: 'staff', roles: MANAGER, target: member },
    ({ body }, op) =>
      app.operators.staff.resetPassword(op, {
        centreId: body.sysCenterId,
        operatorId: body.operatorId,
        password: body.password,
      }),
  );

  operatorRoute(
    app,
    operatorStaff.operatorResetStaffTotp,
    { action: 'staff.resetTotp', targetType: 'staff', roles: MANAGER, target: member, snapshot: memberState },
    ({ body }, op) =>
      app.operators.staff.resetTotp(op, { centreId: body.sysCenterId, operatorId: body.operatorId }),
  );

  operatorRoute(
    app,
    operatorStaff.operatorSetTotpRequired,
    {
      action: 'staff.requireTotp',
      targetType: 'centre',
      roles: MANAGER,
      target: async ({ body }) => ({ centreId: body.sysCenterId, targetId: body.sysCenterId }),
      snapshot: async (_input, t) => ({
        requireTotp: (await app.operators.staff.totpSetting(t.centreId)).requireTotp,
      }),
    },
    ({ body }, op) =>
      app.operators.staff.setTotpRequired(op, {
        centreId: body.sysCenterId,
        requireTotp: body.requireTotp,
        version: body.version,
      }),
  );
}
