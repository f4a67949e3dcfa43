import { examinee } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';

export async function familyRoutes(app: FastifyInstance) {
  route(app, examinee.listFamilyMembers, ({ request }) => app.family.list(request.user!.userId));

  route(app, examinee.getFamilyMember, ({ query, request }) =>
    app.family.detail(request.user!.userId, query.id),
  );

  route(app, examinee.saveFamilyMember, async ({ body, request }) => {
    const userId = request.user!.userId;
    const { id, delete: remove, ...member } = body;
    if (remove) {
      if (id == null) throw invalid('家庭成员编号不正确');
      await app.family.remove(userId, id);
      return null;
    }
    return app.family.save(userId, { ...member, id });
  });
}
