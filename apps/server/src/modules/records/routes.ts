import { records } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

/** The signed-in person's medical cards and purchase records: the user is the session's, never the input's. */
export async function recordsRoutes(app: FastifyInstance) {
  route(app, records.listMedicalCards, ({ query, request }) =>
    app.records.medicalCards(request.user!.userId, query.sysCenterId),
  );

  route(app, records.getMedicalCard, ({ query, request }) =>
    app.records.medicalCard(request.user!.userId, query.id),
  );

  route(app, records.listPurchases, ({ query, request }) =>
    app.records.purchases(request.user!.userId, query),
  );

  route(app, records.getPurchase, ({ query, request }) =>
    app.records.purchase(request.user!.userId, query.kind, query.id),
  );
}
