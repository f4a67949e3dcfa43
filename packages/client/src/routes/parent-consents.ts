import type { parentConsents as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const parentConsents = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  listParentConsents: ['GET', '/family/consents.json'],
  sendParentConsentCode: ['POST', '/family/consent/code.json'],
  confirmParentConsent: ['POST', '/family/consent.json'],
  withdrawParentConsent: ['POST', '/family/consent/withdraw.json'],
});
