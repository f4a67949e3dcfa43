import type { operatorReviews as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const operatorReviews = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  operatorReviewSetting: ['GET', '/operator/centre/review.json'],
  operatorSetReviewSetting: ['POST', '/operator/centre/review/set.json'],
});
