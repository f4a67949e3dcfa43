import { orderChanges, schedule } from '@tijian/contract';
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

/** A centre's manager sets how many people a slot takes. */
export async function scheduleStaffRoutes(app: FastifyInstance) {
  operatorRoute(
    app,
    orderChanges.operatorSetSlotCapacity,
    {
      action: 'schedule.capacity',
      targetType: 'slot',
      roles: ['manager'],
      target: async ({ body }) => ({
        centreId: body.sysCenterId,
        targetId: `${body.sysCenterId}/${body.date}/${body.slotNo}`,
      }),
      snapshot: ({ body }) =>
        app.schedule.slotState({ centreId: body.sysCenterId, date: body.date, slotNo: body.slotNo }),
    },
    ({ body }) => app.schedule.setCapacity(body),
  );
}
