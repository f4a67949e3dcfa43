import type { team as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const team = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getTeamDates: ['GET', '/1/groupcheck/confirmDate.json'],
  getTeamOrderRules: ['GET', '/wx/1/groupcheck/orderRules.json'],
  listTeamMemberships: ['GET', '/wx/1/groupcheck/list.json'],
  listTeamOrders: ['GET', '/wx/1/groupcheck/orders.json'],
  searchTeamOrder: ['POST', '/wx/1/groupcheck/search.json'],
  submitTeamOrder: ['POST', '/wx/1/groupcheck/order.json'],
  verifyTeamMember: ['POST', '/wx/1/groupcheck/validation.json'],
});
