import { orders, wallet } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function walletRoutes(app: FastifyInstance) {
  route(app, orders.getOrderCards, ({ body, request }) =>
    app.wallet.cardsFor(request.user!.userId, body.sysCenterId),
  );

  // One path for both reads, as the spec has it: with a state it is a tab of the coupon list, without
  // one the submit screen's coupons judged for its centre and price (the contract then requires the centre).
  route(app, orders.getCoupons, ({ query, request }) =>
    query.state !== undefined
      ? app.wallet.couponList(request.user!.userId, {
          state: query.state,
          sysCenterId: query.sysCenterId,
          page: query.page,
          size: query.size,
        })
      : app.wallet.couponsFor(request.user!.userId, { sysCenterId: query.sysCenterId!, price: query.price }),
  );

  route(app, orders.getExclusiveServices, ({ body }) =>
    app.wallet.servicesFor({
      sysCenterId: body.sysCenterId,
      date: body.boExaminationDate ?? null,
      total: body.price,
      payType: body.paymentType ?? null,
    }),
  );

  route(app, wallet.getMyCards, ({ query, request }) =>
    app.wallet.myCards(request.user!.userId, query.sysCenterId || undefined),
  );

  route(app, wallet.getCardLedger, ({ query, request }) =>
    app.wallet.cardLedger(request.user!.userId, query.cardNo),
  );

  route(app, wallet.getCouponDetail, ({ query, request }) =>
    app.wallet.couponDetail(request.user!.userId, query.id, query.couponType),
  );
}
