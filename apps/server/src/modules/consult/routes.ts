import { consult } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

/** Services and their times are public; bookings are the session's user's, never the input's. */
export async function consultRoutes(app: FastifyInstance) {
  route(app, consult.listConsultServices, ({ query }) => app.consult.services(query.sysCenterId));
  route(app, consult.getConsultService, ({ query }) => app.consult.service(query.id));
  route(app, consult.listConsultSlots, ({ query }) => app.consult.slots(query.id, query.date));
  route(app, consult.bookConsult, ({ body, request }) => app.consult.book(request.user!.userId, body));
  route(app, consult.listMyConsults, ({ request }) => app.consult.bookings(request.user!.userId));
  route(app, consult.getMyConsult, ({ query, request }) =>
    app.consult.booking(request.user!.userId, query.id),
  );
  route(app, consult.cancelConsult, ({ body, request }) => app.consult.cancel(request.user!.userId, body.id));
  route(app, consult.sendConsultFeedback, ({ body, request }) =>
    app.consult.feedback(request.user!.userId, body),
  );
}
