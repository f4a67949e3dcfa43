import { dev } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import type { ServerContext } from '../../module-system/context.ts';

/**
 * Development-only windows onto what a phone or an eye would see, for tests and people trying the demo.
 * Registered only in demo mode (DEMO_MODE, refused in production).
 */
export async function devRoutes(app: FastifyInstance, { sms, travel }: ServerContext) {
  // The clock travels in demo mode only: outside it, none of these windows exists.
  if (!travel) return;
  route(app, dev.devSmsOutbox, ({ query }) => {
    const code = sms.lastCode?.(query.mobilePhone);
    if (!code) throw notFound('该手机号还没有收到验证码');
    return { code };
  });

  route(app, dev.devImageCode, async ({ query }) => {
    const code = await app.auth.peekImageCode(query.clientId);
    if (!code) throw notFound('该客户端没有有效的图形验证码');
    return { code };
  });

  // Moves the demo server's clock (at: an instant), or back to real time (at: null).
  route(app, dev.devClock, ({ body }) => {
    if (body.at === null) travel.reset();
    else travel.travelTo(new Date(body.at));
    return { now: travel.now().toISOString() };
  });

  // Stands in for WeChat's OAuth page when WECHAT_OAUTH_URL points here (development and tests).
  route(app, dev.devWechatAuthorize, ({ query, request }) => ({
    location: app.wechat.fakeAuthorizeLocation({
      appid: query.appid,
      redirectUri: query.redirect_uri,
      state: query.state,
      browserId: request.clientId,
      origin: `${request.protocol}://${request.host}`,
    }),
  }));
}
