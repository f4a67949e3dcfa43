import { validateImageCode, validateMobilePhone, validatePassword, validateSmsCode } from '@tijian/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validate.ts';
import { renderImageCode } from './image-code-svg.ts';
import type { AuthenticatedUser, AuthService, LoginResult } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** preHandler: answers the spec's session codes unless a live session is presented. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | undefined;
  }
}

/** A zod string checked by one of the domain validators, so server and web say the same thing. */
const checked = (validate: (v: string) => string | null, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .superRefine((v, ctx) => {
      const message = validate(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

const phone = checked(validateMobilePhone, '请输入手机号码');
const openid = z.string().trim().max(64).optional();

const sendSmsBody = z.object({
  _BIZCODE: z.literal('0002', { error: '业务编码不正确' }),
  mobilePhone: phone,
  picValidateCode: checked(validateImageCode, '请输入图形验证码'),
});

const smsLoginBody = z.object({
  loginType: z.coerce.string().pipe(z.literal('1', { error: '登录方式不正确' })),
  mobilePhone: phone,
  msgCode: checked(validateSmsCode, '请输入短信验证码'),
  openid,
});
const passwordLoginBody = z.object({
  username: phone,
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码长度不正确'),
  openid,
});
/** SMS login names its mode (loginType 1); anything else is a password login, checked field by field. */
const isSmsLogin = (body: unknown) =>
  typeof body === 'object' && body !== null && ('loginType' in body || 'msgCode' in body);

const platformBody = z.object({
  platformUserCode: z.string({ error: '缺少合作平台编码' }).min(1).max(64),
  u: phone,
  p: z.string({ error: '登录链接无效' }).min(3).max(200),
});

const passwordBody = z.discriminatedUnion('_BIZCODE', [
  z.object({
    _BIZCODE: z.literal('0005'),
    oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(64),
  }),
  z.object({
    _BIZCODE: z.literal('0006'),
    oldPassword: z.string().max(64).optional(),
    newPassword: checked(validatePassword, '请输入新密码'),
  }),
]);

function loginAnswer(reply: FastifyReply, result: LoginResult, cookieSecure: boolean) {
  reply.setCookie('token', result.token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: cookieSecure,
  });
  return ok(result, { token: result.token, clientId: result.clientId });
}

export async function authRoutes(app: FastifyInstance, opts: { cookieSecure: boolean }) {
  app.get('/wx/validationCode.json', async (request, reply) => {
    const code = await app.auth.newImageCode(request.clientId);
    reply.header('cache-control', 'no-store').type('image/svg+xml');
    return renderImageCode(code);
  });

  app.post('/wx/1/system/user.json', async (request) => {
    const input = parseInput(sendSmsBody, request.body);
    const data = await app.auth.sendSmsCode({
      mobilePhone: input.mobilePhone,
      picValidateCode: input.picValidateCode,
      clientId: request.clientId,
      clientAddress: request.ip,
    });
    return ok(data);
  });

  app.post('/wx/login.json', async (request, reply) => {
    const result = isSmsLogin(request.body)
      ? await app.auth.loginBySms({ ...parseInput(smsLoginBody, request.body), clientId: request.clientId })
      : await app.auth.loginByPassword({
          ...parseInput(passwordLoginBody, request.body),
          clientId: request.clientId,
        });
    return loginAnswer(reply, result, opts.cookieSecure);
  });

  app.post('/wx/2/user/user.json', async (request, reply) => {
    const input = parseInput(platformBody, request.body);
    const result = await app.auth.loginByPlatform({ ...input, clientId: request.clientId });
    return loginAnswer(reply, result, opts.cookieSecure);
  });

  app.get('/wx/logout.json', async (request, reply) => {
    parseInput(z.object({ kickout: z.enum(['0', '1']).optional() }), request.query);
    await app.auth.logout(request.token);
    reply.clearCookie('token', { path: '/' });
    return ok(null);
  });

  app.post('/wx/system/user.json', { preHandler: app.requireUser }, async (request) => {
    const input = parseInput(passwordBody, request.body);
    const user = request.user!;
    if (input._BIZCODE === '0005') await app.auth.checkOldPassword(user.userId, input.oldPassword);
    else await app.auth.changePassword(user, input.oldPassword, input.newPassword);
    return ok({ ok: true });
  });
}

export function requireUserHook(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    request.user = await app.auth.authenticate(request.token);
  };
}
