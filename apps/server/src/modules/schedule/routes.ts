import { schedule } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function scheduleRoutes(app: FastifyInstance) {
  route(app, schedule.getDateRange, ({ query }) => app.schedule.dateRange(query.sysCenterId, query.proIds));

  route(app, schedule.getAppointmentRange, ({ query }) =>
    app.schedule.appointmentRange(query.sysCenterId, query.proIds),
  );

  route(app, schedule.getTimeOfCount, ({ query }) => app.schedule.timeSlots(query.sysCenterId, query.date));
}
