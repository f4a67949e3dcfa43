import type { operatorStaff as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const operatorStaff = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  operatorCreateStaff: ['POST', '/operator/staff/create.json'],
  operatorListStaff: ['GET', '/operator/staff.json'],
  operatorResetStaffPassword: ['POST', '/operator/staff/password.json'],
  operatorResetStaffTotp: ['POST', '/operator/staff/totp-reset.json'],
  operatorSetStaffDisabled: ['POST', '/operator/staff/disabled.json'],
  operatorSetStaffRole: ['POST', '/operator/staff/role.json'],
  operatorSetTotpRequired: ['POST', '/operator/staff/require-totp.json'],
});
