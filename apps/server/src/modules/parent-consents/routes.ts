import { parentConsents } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function parentConsentsRoutes(app: FastifyInstance) {
  route(app, parentConsents.listParentConsents, ({ request }) =>
    app.parentConsents.list(request.user!.userId),
  );

  route(app, parentConsents.sendParentConsentCode, ({ body, request }) =>
    app.parentConsents.sendCode(request.user!.userId, body.memberId, request.ip),
  );

  route(app, parentConsents.confirmParentConsent, ({ body, request }) =>
    app.parentConsents.confirm(request.user!.userId, body.memberId, body.msgCode),
  );

  route(app, parentConsents.withdrawParentConsent, ({ body, request }) =>
    app.parentConsents.withdraw(request.user!.userId, body.memberId),
  );
}
