import { orders } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function walletRoutes(app: FastifyInstance) {
  route(app, orders.getOrderCards, ({ body, request }) =>
    app.wallet.cardsFor(request.user!.userId, body.sysCenterId),
  );

  route(app, orders.getCoupons, ({ query, request }) =>
    app.wallet.couponsFor(request.user!.userId, { sysCenterId: query.sysCenterId, price: query.price }),
  );

  route(app, orders.getExclusiveServices, ({ body }) =>
    app.wallet.servicesFor({
      sysCenterId: body.sysCenterId,
      date: body.boExaminationDate ?? null,
      total: body.price,
      payType: body.paymentType ?? null,
    }),
  );
}
