import type { waitlist as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const waitlist = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  joinWaitlist: ['POST', '/wx/waitlist/join.json'],
  getWaitlist: ['GET', '/wx/waitlist/list.json'],
  leaveWaitlist: ['POST', '/wx/waitlist/leave.json'],
  bookWaitlistHold: ['POST', '/wx/waitlist/book.json'],
});
