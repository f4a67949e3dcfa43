import type { wallet as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const wallet = /* @__PURE__ */ defineRoutes<typeof endpoints>({});
