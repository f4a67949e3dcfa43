// Booking for a parent who has no smartphone (issue 24, elder mode): the parent agrees once, by a code
// sent to the phone recorded for them as a family member; from then on the account that asked may book
// and pay for them, and the reminders of their orders also go to this account's phone. Recorded: who
// agreed, when, and to which phone (masked on the wire).
import { RuleMessages, validateSmsCode } from '@tijian/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { checked } from '../fields.ts';

const MEMBER_ID = '家庭成员编号不正确';
const memberId = z
  .number({ error: MEMBER_ID })
  .int(MEMBER_ID)
  .positive(MEMBER_ID)
  .max(2_147_483_647, MEMBER_ID);
const msgCode = checked(validateSmsCode, RuleMessages.smsCodeRequired);

/** One family member's consent: who agreed, when, and the phone the code went to (masked). */
export const parentConsent = z.object({
  memberId: z.number().int(),
  name: z.string(),
  relation: z.string(),
  /** masked: 139****0000 */
  mobilePhone: z.string(),
  /** ISO instant of the confirmation */
  consentedAt: z.string(),
});

export const listParentConsents = endpoint({
  id: 'listParentConsents',
  method: 'GET',
  path: '/family/consents.json',
  tag: 'account',
  summary: '代家人预约授权列表：哪位家人何时以其手机验证码同意由本账号代为预约并接收提醒',
  auth: true,
  data: z.array(parentConsent),
});

export const sendParentConsentCode = endpoint({
  id: 'sendParentConsentCode',
  method: 'POST',
  path: '/family/consent/code.json',
  tag: 'account',
  summary: '代家人预约：向该家庭成员登记的手机发送同意验证码',
  auth: true,
  body: z.object({ memberId }),
  data: z.object({ countdown: z.number().int(), mobilePhone: z.string() }),
});

export const confirmParentConsent = endpoint({
  id: 'confirmParentConsent',
  method: 'POST',
  path: '/family/consent.json',
  tag: 'account',
  summary: '代家人预约：核对家人手机收到的验证码，记录其同意',
  auth: true,
  body: z.object({ memberId, msgCode }),
  data: parentConsent,
});

export const withdrawParentConsent = endpoint({
  id: 'withdrawParentConsent',
  method: 'POST',
  path: '/family/consent/withdraw.json',
  tag: 'account',
  summary: '取消代家人预约授权：此后该家人订单的提醒不再发给本账号',
  auth: true,
  body: z.object({ memberId }),
  data: z.null(),
});

export type ParentConsent = z.output<typeof parentConsent>;
