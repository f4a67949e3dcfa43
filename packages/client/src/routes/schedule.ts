import type { schedule as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const schedule = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getAppointmentRange: ['GET', '/order/getAppointmentRange.json'],
  getDateRange: ['GET', '/order/getDateRange.json'],
  getTimeOfCount: ['GET', '/order/getTimeOfcount.json'],
});
