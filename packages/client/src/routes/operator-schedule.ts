import type { operatorSchedule as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const operatorSchedule = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  operatorCapacityMonth: ['GET', '/operator/schedule/month.json'],
  operatorPreviewCapacity: ['POST', '/operator/schedule/preview.json'],
  operatorSaveCapacity: ['POST', '/operator/schedule/save.json'],
});
