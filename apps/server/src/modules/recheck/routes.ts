import { recheck } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function recheckRoutes(app: FastifyInstance) {
  route(app, recheck.getRecheck, ({ query, request, reply }) => {
    // A report's values: no cache may keep a copy (as every report read).
    reply.header('cache-control', 'no-store');
    return app.recheck.recheck(request.user!.userId, query.id);
  });
}
