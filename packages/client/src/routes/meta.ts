import type { meta as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const meta = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getOpenApi: ['GET', '/openapi.json', 'document'],
});
