import { invoices } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

/** The signed-in person's e-invoices: the user is the session's, never the input's. */
export async function invoicesRoutes(app: FastifyInstance) {
  route(app, invoices.getInvoice, ({ query, request }) =>
    app.invoices.state(request.user!.userId, query.orderId),
  );

  route(app, invoices.requestInvoice, ({ body, request }) =>
    app.invoices.request(request.user!.userId, body),
  );

  route(app, invoices.downloadInvoice, ({ params, request }) =>
    app.invoices.pdf(request.user!.userId, params.orderId),
  );
}
