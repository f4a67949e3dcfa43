import type { orderChanges as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const orderChanges = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  acceptReviewPlan: ['POST', '/wx/order/acceptReview.json'],
  operatorSetSlotCapacity: ['POST', '/operator/schedule/capacity.json'],
  rescheduleOrder: ['POST', '/wx/2/appointment/updateOrderForClient.json'],
});
