import { users } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { ServerContext } from '../../module-system/context.ts';
import { tabStatsOf } from './repository.ts';

export async function personalCentreRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  route(app, users.getTabStats, ({ query, request }) =>
    tabStatsOf(db, { userId: request.user!.userId, sysCenterId: query.sysCenterId || null, now: clock() }),
  );
}
