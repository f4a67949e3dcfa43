import { validateMobilePhone } from '@tijian/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

const code = z.object({ code: z.string() });

export const devSmsOutbox = endpoint({
  id: 'devSmsOutbox',
  method: 'GET',
  path: '/dev/sms-outbox',
  tag: 'development',
  summary: '开发环境：某手机号最近收到的短信验证码',
  devOnly: true,
  query: z.object({
    mobilePhone: z
      .string({ error: '请输入手机号码' })
      .refine((v) => validateMobilePhone(v) === null, '手机号码格式不正确'),
  }),
  data: code,
});

export const devImageCode = endpoint({
  id: 'devImageCode',
  method: 'GET',
  path: '/dev/image-code',
  tag: 'development',
  summary: '开发环境：某客户端当前的图形验证码',
  devOnly: true,
  query: z.object({ clientId: z.string({ error: '缺少 clientId' }).min(1, '缺少 clientId').max(64) }),
  data: code,
});

export const devWechatAuthorize = endpoint({
  id: 'devWechatAuthorize',
  method: 'GET',
  path: '/dev/wechat/authorize',
  tag: 'development',
  summary: '开发环境：代替微信授权页，立即带 code 302 回到 redirect_uri（WECHAT_OAUTH_URL 指向此处时）',
  devOnly: true,
  produces: 'redirect',
  query: z.object({
    appid: z.string({ error: '缺少 appid' }).max(64),
    redirect_uri: z.string({ error: '缺少回调地址' }).max(4000),
    state: z.string().max(128).optional(),
  }),
});

export const devClock = endpoint({
  id: 'devClock',
  method: 'POST',
  path: '/dev/clock',
  tag: 'development',
  summary: '演示模式：把服务器时钟拨到某一时刻（at 为 ISO 时间），at 为 null 时恢复真实时间',
  devOnly: true,
  body: z.object({
    at: z.iso.datetime({ offset: true, error: '时间格式不正确' }).nullable(),
  }),
  data: z.object({ now: z.string() }),
});
