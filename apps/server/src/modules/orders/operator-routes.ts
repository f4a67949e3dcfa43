import { operatorOrders } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { type AuditTarget, operatorRoute } from '../operators/operator-route.ts';

const DESK = ['desk', 'manager'] as const;
const DOCTOR = ['doctor', 'manager'] as const;
const ANY = ['desk', 'doctor', 'manager'] as const;

/** The centre's side of an order: each call checks the operator's role at the order's centre and is audited. */
export async function operatorOrderRoutes(app: FastifyInstance) {
  // The audit log's before and after of a move: the order's status and its desk and review marks.
  const orderState = (_input: unknown, t: AuditTarget) => app.orders.operator.state(Number(t.targetId));

  operatorRoute(
    app,
    operatorOrders.operatorListOrders,
    {
      action: 'order.list',
      targetType: 'centre',
      roles: ANY,
      target: async ({ query }) => ({ centreId: query.sysCenterId, targetId: query.sysCenterId }),
    },
    ({ query }) => app.orders.operator.list(query),
  );

  operatorRoute(
    app,
    operatorOrders.operatorCheckIn,
    {
      action: 'order.checkIn',
      targetType: 'order',
      roles: DESK,
      target: ({ body }) => app.orders.operator.targetByOrderNo(body.orderNo),
      snapshot: orderState,
    },
    async ({ body }) => {
      const { targetId } = await app.orders.operator.targetByOrderNo(body.orderNo);
      return app.orders.operator.checkIn(Number(targetId));
    },
  );

  operatorRoute(
    app,
    operatorOrders.operatorExamined,
    {
      action: 'order.examined',
      targetType: 'order',
      roles: DESK,
      target: ({ body }) => app.orders.operator.target(body.orderId),
      snapshot: orderState,
    },
    ({ body }) => app.orders.operator.examined(body.orderId),
  );

  operatorRoute(
    app,
    operatorOrders.operatorDecideReview,
    {
      action: 'order.review',
      targetType: 'order',
      roles: DOCTOR,
      target: ({ body }) => app.orders.operator.target(body.orderId),
      snapshot: orderState,
    },
    ({ body }) =>
      app.orders.operator.decideReview({
        id: body.orderId,
        approve: body.approve,
        note: body.note,
        proposedPlan: body.proposedPlan,
      }),
  );
}
