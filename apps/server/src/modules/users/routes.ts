import { users } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function usersRoutes(app: FastifyInstance) {
  route(app, users.getUser, ({ request }) => app.users.profile(request.user!.userId));

  route(app, users.updateUser, ({ body, request }) => {
    const { idCardNo, identityCardNo, _BIZCODE, sexFromId, ageFromId, ...rest } = body;
    return app.users.updateProfile(request.user!.userId, { ...rest, idCardNo: idCardNo ?? identityCardNo });
  });

  // Health cards, check-up cards and coupons arrive with their own areas; until then the user owns none.
  route(app, users.getTabStats, () => ({ healthtCard: 0, cardCount: 0, couponCount: 0 }));
}
