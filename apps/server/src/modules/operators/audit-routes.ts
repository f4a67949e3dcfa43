import { operatorAudit } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { operatorRoute } from './operator-route.ts';

/** The centre's audit log, for its manager. */
export async function auditRoutes(app: FastifyInstance) {
  operatorRoute(
    app,
    operatorAudit.operatorListAudit,
    {
      action: 'audit.list',
      targetType: 'centre',
      roles: ['manager'],
      target: async ({ query }) => ({ centreId: query.sysCenterId, targetId: query.sysCenterId }),
    },
    ({ query }) => app.operators.auditLog(query),
  );
}
