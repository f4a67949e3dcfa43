import type { healthCards as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const healthCards = /* @__PURE__ */ defineRoutes<typeof endpoints>({});
