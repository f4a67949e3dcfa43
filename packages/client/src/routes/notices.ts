import type { notices as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const notices = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getNoticeSettings: ['GET', '/wx/notice/settings.json'],
  saveNoticeSettings: ['POST', '/wx/notice/settings.json'],
});
