import { operator } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { auditRoutes } from './audit-routes.ts';
import { ownAccountRoute } from './operator-route.ts';
import { staffRoutes } from './staff-routes.ts';

/**
 * Staff's own session and account: the login's two steps are public, the rest need x-operator-token
 * (the staff group's hook); then the centre's staff accounts and audit log, for its manager.
 */
export async function operatorRoutes(app: FastifyInstance) {
  route(app, operator.operatorLogin, ({ body, request }) =>
    app.operators.login(body.username, body.password, request.ip),
  );

  route(app, operator.operatorLoginTotp, ({ body, request }) =>
    app.operators.loginTotp(body.challenge, body.code, request.ip),
  );

  route(app, operator.operatorLogout, async ({ request }) => {
    await app.operators.logout(request.operatorToken!);
    return { ok: true as const };
  });

  route(app, operator.operatorMe, ({ request }) => app.operators.profile(request.operator!.id));

  ownAccountRoute(
    app,
    operator.operatorChangePassword,
    { action: 'account.password' },
    async ({ body, request }, op) => {
      await app.operators.changePassword(
        op,
        request.operatorToken!,
        body.oldPassword,
        body.newPassword,
        request.ip,
      );
      return { ok: true as const };
    },
  );

  const enrolment = async (op: { id: number }) => ({ totpEnrolled: await app.operators.totpEnrolled(op.id) });

  ownAccountRoute(
    app,
    operator.operatorTotpSetup,
    { action: 'account.totpSetup', snapshot: enrolment },
    (_input, op) => app.operators.totpSetup(op),
  );

  ownAccountRoute(
    app,
    operator.operatorTotpConfirm,
    { action: 'account.totpConfirm', snapshot: enrolment },
    ({ body, request }, op) => app.operators.totpConfirm(op, body.code, request.ip),
  );

  await staffRoutes(app);
  await auditRoutes(app);
}
