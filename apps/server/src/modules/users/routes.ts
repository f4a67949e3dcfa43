import { users } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function usersRoutes(app: FastifyInstance) {
  route(app, users.getUser, ({ request }) => app.users.profile(request.user!.userId));

  route(app, users.updateUser, ({ body, request }) => {
    const { idCardNo, identityCardNo, _BIZCODE, sexFromId, ageFromId, ...rest } = body;
    return app.users.updateProfile(request.user!.userId, { ...rest, idCardNo: idCardNo ?? identityCardNo });
  });
}
