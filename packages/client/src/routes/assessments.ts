import type { assessments as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const assessments = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getAssessment: ['GET', '/assess-service/v1/assess/detail'],
  getAssessmentResult: ['GET', '/assess-service/v1/assess/result'],
  listAssessmentResults: ['GET', '/assess-service/v1/assess/history'],
  submitAssessment: ['POST', '/assess-service/v1/assess/submit'],
});
