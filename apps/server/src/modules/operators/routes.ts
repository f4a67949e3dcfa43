import { operator } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

/** Staff's own session: its login is public, the rest need x-operator-token (the staff group's hook). */
export async function operatorRoutes(app: FastifyInstance) {
  route(app, operator.operatorLogin, ({ body, request }) =>
    app.operators.login(body.username, body.password, request.ip),
  );

  route(app, operator.operatorLogout, async ({ request }) => {
    await app.operators.logout(request.operatorToken!);
    return { ok: true as const };
  });

  route(app, operator.operatorMe, ({ request }) => app.operators.profile(request.operator!.id));
}
