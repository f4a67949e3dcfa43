import { specialPackages } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function specialPackagesRoutes(app: FastifyInstance) {
  route(app, specialPackages.listSpecialPackages, ({ query }) => app.specialPackages.list(query.sysCenterId));

  route(app, specialPackages.getSpecialPackage, ({ params }) => app.specialPackages.detail(params.id));
}
