import { createHash, randomBytes } from 'node:crypto';
import { jssdkSignatureBase } from '@tijian/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validate.ts';

const jssdkQuery = z.object({
  sid: z.string().max(20).optional(),
  url: z.string({ error: '缺少页面地址' }).url('页面地址不正确').max(2000, '页面地址过长'),
});
const authorizeQuery = z.object({ redirect: z.string().max(2000).optional() });

/**
 * Only paths of this site may be returned to after authorisation (no open redirects). Browsers read
 * "/\host" and "/<tab>/host" as "//host", and control characters cannot go in a Location header.
 */
const safePath = (p: string | undefined) => {
  if (!p?.startsWith('/') || /^\/[/\\]|\\|\p{Cc}/u.test(p)) return '/main';
  // Spaces and non-ASCII (a Chinese word in the query) must be percent-encoded to be a valid header.
  return p.replace(/[^\x21-\x7e]+/g, encodeURIComponent);
};

export function signJssdk(ticket: string, url: string, now: Date, noncestr = randomBytes(8).toString('hex')) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = createHash('sha1')
    .update(jssdkSignatureBase({ ticket, noncestr, timestamp, url }))
    .digest('hex');
  return { timestamp, noncestr, signature };
}

export async function wechatRoutes(app: FastifyInstance, opts: { config: Config; clock: () => Date }) {
  const { wechat } = opts.config;

  app.get('/wx/jssdk.json', async (request) => {
    const { url } = parseInput(jssdkQuery, request.query);
    if (!wechat.appId || !wechat.jsapiTicket) {
      throw new AppError('wechat,config', '未配置微信公众号，暂不能使用微信功能');
    }
    return ok({ appid: wechat.appId, ...signJssdk(wechat.jsapiTicket, url, opts.clock()) });
  });

  // WeChat's OAuth page gives the openid back to the app; without an app id the app goes on without one.
  app.get('/authorize_wx.html', async (request, reply) => {
    const { redirect } = parseInput(authorizeQuery, request.query);
    const back = safePath(redirect);
    if (!wechat.appId) return reply.redirect(back);
    const origin = `${request.protocol}://${request.host}`;
    const target = new URL('https://open.weixin.qq.com/connect/oauth2/authorize');
    target.searchParams.set('appid', wechat.appId);
    target.searchParams.set('redirect_uri', `${origin}${back}`);
    target.searchParams.set('response_type', 'code');
    target.searchParams.set('scope', 'snsapi_base');
    target.searchParams.set('state', 'tijian');
    return reply.redirect(`${target.toString()}#wechat_redirect`);
  });
}
