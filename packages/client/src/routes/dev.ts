import type { dev as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const dev = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  devClock: ['POST', '/dev/clock'],
  devImageCode: ['GET', '/dev/image-code'],
  devSmsOutbox: ['GET', '/dev/sms-outbox'],
  devWechatAuthorize: ['GET', '/dev/wechat/authorize', 'redirect'],
});
