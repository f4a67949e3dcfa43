import type { purchases as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const purchases = /* @__PURE__ */ defineRoutes<typeof endpoints>({});
