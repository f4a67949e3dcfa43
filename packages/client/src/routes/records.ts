import type { records as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const records = /* @__PURE__ */ defineRoutes<typeof endpoints>({});
