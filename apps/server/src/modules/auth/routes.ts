import { auth } from '@tijian/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../http/route.ts';
import type { ServerContext } from '../../module-system/context.ts';
import { renderImageCode } from './image-code-svg.ts';
import type { LoginResult } from './service.ts';

/** SMS login names its mode (loginType 1) or sends a code; anything else is a password login. */
const isSmsLogin = (body: object): body is { mobilePhone: string; msgCode: string } => 'msgCode' in body;

function loginAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  result: LoginResult,
  cookieSecure: boolean,
) {
  reply.setCookie('token', result.token, {
    path: '/',
    // The web app reads the token to send it in the token header (the CSRF rule asks for it there).
    httpOnly: false,
    sameSite: 'lax',
    // Secure whenever the request came over HTTPS (directly or through a trusted proxy), or always when configured.
    secure: cookieSecure || request.protocol === 'https',
  });
  return { data: result, topLevel: { token: result.token, clientId: result.clientId } };
}

export async function authRoutes(app: FastifyInstance, { config }: ServerContext) {
  route(app, auth.getImageCode, async ({ request }) =>
    renderImageCode(await app.auth.newImageCode(request.clientId)),
  );

  route(app, auth.sendSmsCode, ({ body, request }) =>
    app.auth.sendSmsCode({
      mobilePhone: body.mobilePhone,
      picValidateCode: body.picValidateCode,
      clientId: request.clientId,
      clientAddress: request.ip,
    }),
  );

  route(app, auth.login, async ({ body, request, reply }) => {
    const { clientId } = request;
    const result = isSmsLogin(body)
      ? await app.auth.loginBySms({
          mobilePhone: body.mobilePhone,
          msgCode: body.msgCode,
          openid: body.openid,
          clientId,
          clientAddress: request.ip,
        })
      : await app.auth.loginByPassword({
          username: body.username,
          password: body.password,
          picValidateCode: body.picValidateCode,
          openid: body.openid,
          clientId,
          clientAddress: request.ip,
        });
    return loginAnswer(request, reply, result, config.cookieSecure);
  });

  route(app, auth.partnerLogin, async ({ body, request, reply }) => {
    const result = await app.auth.loginByPlatform({
      ...body,
      clientId: request.clientId,
      clientAddress: request.ip,
    });
    return loginAnswer(request, reply, result, config.cookieSecure);
  });

  route(app, auth.logout, async ({ request, reply }) => {
    await app.auth.logout(request.token);
    reply.clearCookie('token', {
      path: '/',
      sameSite: 'lax',
      secure: config.cookieSecure || request.protocol === 'https',
    });
    return null;
  });

  route(app, auth.changePassword, async ({ body, request }) => {
    const user = request.user!;
    if (body._BIZCODE === '0005') await app.users.checkPassword(user.userId, body.oldPassword);
    else await app.auth.changePassword(user, body.oldPassword, body.newPassword);
    return { ok: true as const };
  });
}
