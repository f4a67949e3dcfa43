import { purchases } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { payerOf } from '../payments/routes.ts';

/** The cards on sale are public; buying and paying are the session's own, never the input's. */
export async function purchasesRoutes(app: FastifyInstance) {
  route(app, purchases.listHealthCardProducts, () => app.purchases.products());

  route(app, purchases.buyProduct, ({ body, request }) => app.purchases.buy(request.user!.userId, body));

  route(app, purchases.getProductPurchase, ({ query, request }) =>
    app.purchases.detail(request.user!.userId, query.id),
  );

  route(app, purchases.payProductPurchase, ({ body, request }) =>
    app.payments.createForPurchase(request.user!.userId, body.purchaseId, payerOf(request, body)),
  );
}
