import { centres } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function centresRoutes(app: FastifyInstance) {
  route(app, centres.getCities, () => app.centres.cityTree());

  route(app, centres.getCentre, ({ query }) => app.centres.centre(query.sysCenterId));

  route(app, centres.getConfigInfo, ({ query }) => app.centres.centre(query.sysCenterId));

  route(app, centres.getNearestCity, ({ query }) => app.centres.nearestCity(query));
}
