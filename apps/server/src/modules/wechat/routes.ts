import { wechat } from '@tijian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.ts';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function wechatRoutes(app: FastifyInstance) {
  route(app, wechat.getJssdkSignature, ({ query }) => app.wechat.jssdkSignature(query.url));

  route(app, wechat.authorizeWechat, ({ query, request }) => ({
    location: app.wechat.authorizeLocation({ origin: originOf(request), redirect: query.redirect }),
  }));

  // WeChat's OAuth page returns here with ?code=…&state=…
  route(app, wechat.wechatOauthCallback, async ({ query }) => ({
    location: await app.wechat.finishAuthorization({ code: query.code, redirect: query.redirect }),
  }));
}
