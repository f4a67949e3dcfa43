import type { questionnaire as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const questionnaire = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getBeforeQuestionnaire: ['GET', '/individuation-service/conclusion/getBeforeQuestionnaire'],
  getPlan: ['GET', '/center-service/v1/test_method/checkAgo'],
  getQuestionnaire: ['GET', '/wx/1/individuation/questionnaire.json'],
  getQuestionnaireInstance: ['GET', '/individuation-service/conclusion/getQuestionnaire'],
  getSurveyStatus: ['GET', '/individuation-service/survey/status'],
  submitQuestionnaire: ['POST', '/wx/2/individuation/questionnaireInstance.json'],
});
