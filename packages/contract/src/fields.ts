import { OrderCodes, RuleMessages, validateMobilePhone } from '@tijian/domain';
import { z } from 'zod';

/** A zod string checked by one of the domain validators, so server and web say the same words. */
export const checked = (validate: (v: string) => string | null, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .superRefine((v, ctx) => {
      const message = validate(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

export const bizCode = <C extends string>(code: C) => z.literal(code, { error: '业务编码不正确' });

export const mobilePhone = checked(validateMobilePhone, RuleMessages.phoneRequired);

export const CENTRE_ID = /^\d{2}-\d{1,4}$/;

export const centreId = z.string({ error: '请选择体检中心' }).trim().regex(CENTRE_ID, '体检中心编号不正确');

/** Empty or 00-0 means the platform; anything else must look like a centre id. */
export const optionalCentreId = z
  .string({ error: '体检中心编号不正确' })
  .trim()
  .regex(/^(\d{2}-\d{1,4})?$/, '体检中心编号不正确')
  .optional();

/** A whole number sent as text in a query or path, within bounds. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message });

/** 1 or 0: the spec compares flags to 1. */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** `data.code` of the order answers (spec 8): 0 done; -1, -2, -3 refused, with the message to show. */
export const orderAnswerCode = z.literal([0, ...Object.values(OrderCodes)]);
