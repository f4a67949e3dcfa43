import type { consult as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const consult = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  bookConsult: ['POST', '/consult-service/v1/booking/create'],
  cancelConsult: ['POST', '/consult-service/v1/booking/cancel'],
  getConsultService: ['GET', '/consult-service/v1/service/detail'],
  getMyConsult: ['GET', '/consult-service/v1/booking/detail'],
  listConsultServices: ['GET', '/consult-service/v1/service/list'],
  listConsultSlots: ['GET', '/consult-service/v1/service/slots'],
  listMyConsults: ['GET', '/consult-service/v1/booking/list'],
  sendConsultFeedback: ['POST', '/consult-service/v1/booking/feedback'],
});
