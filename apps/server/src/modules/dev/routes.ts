import { validateMobilePhone } from '@tijian/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validate.ts';
import type { SmsProvider } from '../../sms/sms-provider.ts';

/**
 * Development-only windows onto what a phone or an eye would see, for tests and people trying the demo.
 * Registered only when NODE_ENV is not production.
 */
export async function devRoutes(app: FastifyInstance, opts: { sms: SmsProvider }) {
  app.get('/dev/sms-outbox', async (request) => {
    const { mobilePhone } = parseInput(
      z.object({
        mobilePhone: z
          .string({ error: '请输入手机号码' })
          .refine((v) => validateMobilePhone(v) === null, '手机号码格式不正确'),
      }),
      request.query,
    );
    const code = opts.sms.lastCode?.(mobilePhone);
    if (!code) throw notFound('该手机号还没有收到验证码');
    return ok({ code });
  });

  app.get('/dev/image-code', async (request) => {
    const { clientId } = parseInput(
      z.object({ clientId: z.string({ error: '缺少 clientId' }).min(1) }),
      request.query,
    );
    const code = await app.auth.peekImageCode(clientId);
    if (!code) throw notFound('该客户端没有有效的图形验证码');
    return ok({ code });
  });
}
