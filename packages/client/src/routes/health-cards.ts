import type { healthCards as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const healthCards = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  activateHealthCard: ['POST', '/assess-service/2/card/activate'],
  bindHealthCardQuestionnaire: ['POST', '/assess-service/v2/card/bind_questionnaire'],
  getHealthCard: ['GET', '/assess-service/v2/card/detail'],
  getHealthCardQuestionnaire: ['GET', '/assess-service/v2/card/questionnaire'],
  getHealthCardServices: ['GET', '/assess-service/v2/card/services'],
  listHealthCardAssessments: ['GET', '/assess-service/v2/card/assessments'],
  listHealthCards: ['GET', '/assess-service/v2/card'],
  registerHealthCardHolder: ['POST', '/assess-service/v2/card/register'],
});
