import { operatorSchedule, orderChanges, schedule } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { operatorRoute } from '../operators/operator-route.ts';

export async function scheduleRoutes(app: FastifyInstance) {
  route(app, schedule.getDateRange, ({ query }) => app.schedule.dateRange(query.sysCenterId, query.proIds));

  route(app, schedule.getAppointmentRange, ({ query }) =>
    app.schedule.appointmentRange(query.sysCenterId, query.proIds),
  );

  route(app, schedule.getTimeOfCount, ({ query }) => app.schedule.timeSlots(query.sysCenterId, query.date));
}

const MANAGER = ['manager'] as const;
/** The desk reads the calendar too: it books by phone and answers callers asking for a day. */
const READERS = ['desk', 'manager'] as const;

/** A centre's manager sets how many people a slot takes, and edits the calendar from the console. */
export async function scheduleStaffRoutes(app: FastifyInstance) {
  operatorRoute(
    app,
    orderChanges.operatorSetSlotCapacity,
    {
      action: 'schedule.capacity',
      targetType: 'slot',
      roles: MANAGER,
      target: async ({ body }) => ({
        centreId: body.sysCenterId,
        targetId: `${body.sysCenterId}/${body.date}/${body.slotNo}`,
      }),
      snapshot: ({ body }) =>
        app.schedule.slotState({ centreId: body.sysCenterId, date: body.date, slotNo: body.slotNo }),
    },
    ({ body }) => app.schedule.setCapacity(body),
  );

  // Reads change nothing, so they are not audited; the role is still checked at the centre asked for.
  route(app, operatorSchedule.operatorCapacityMonth, ({ query, request }) => {
    app.operators.assertRole(request.operator!, query.sysCenterId, READERS);
    return app.schedule.capacity.month(query.sysCenterId, query.month);
  });

  route(app, operatorSchedule.operatorPreviewCapacity, async ({ body, request }) => {
    app.operators.assertRole(request.operator!, body.sysCenterId, MANAGER);
    const plan = await app.schedule.capacity.preview(body);
    // The schedule does not know orders (orders depend on it): the bookings in the slots the edit
    // touches are the orders module's answer.
    const places = plan.days.flatMap((d) => d.slots.map((s) => ({ date: d.date, slotNo: s.slotNo })));
    const orders = await app.orders.operator.onSlots(body.sysCenterId, places);
    return { days: plan.days, problems: plan.problems, orders: orders.list, ordersTotal: orders.total };
  });

  operatorRoute(
    app,
    operatorSchedule.operatorSaveCapacity,
    {
      action: 'schedule.edit',
      targetType: 'calendar',
      roles: MANAGER,
      target: async ({ body }) => ({
        centreId: body.sysCenterId,
        targetId: `${body.sysCenterId}/${body.from}~${body.to}`,
      }),
      snapshot: ({ body }) => app.schedule.capacity.auditState(body),
    },
    async ({ body }) => ({ days: await app.schedule.capacity.save(body) }),
  );
}
