import type { operatorAudit as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const operatorAudit = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  operatorListAudit: ['GET', '/operator/audit.json'],
});
