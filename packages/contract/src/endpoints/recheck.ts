// The abnormal-result loop (issue 24): a report's abnormal values in plain words, the re-check the
// report's centre offers for them and, for the account's own report, the booking that re-checks them
// in one tap. Owner-only like every report read, answered no-store.
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { money } from './catalogue.ts';
import { orderPlan } from './order-plan.ts';
import { reportId } from './reports.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One abnormal value a rule explains: 可能与…有关，建议…; never a diagnosis. */
const recheckExplanation = z.object({
  code: z.string(),
  name: z.string(),
  value: z.string(),
  unit: z.string(),
  direction: z.enum(['high', 'low']),
  meaning: z.string(),
  avoid: z.string(),
  doctor: z.string(),
  /** 尽快就医 advice when the value passed the rule's urgent threshold */
  urgent: z.string().nullable(),
  /** the centre's items that re-check it (names), none when the centre offers none */
  followUps: z.array(z.string()),
  recheckMonths: z.number().int(),
});

const recheckItem = z.object({ projectId: z.string(), item: z.string(), price: money });

/** Who is examined, from the account's own profile (the 本人 of the report), as the booking form keeps it. */
const recheckExaminee = z.object({
  callName: z.string(),
  idCardNo: z.string(),
  boCellPhoneNo: z.string(),
  sexCode: z.enum(['male', 'female']),
  age: z.number().int(),
  marryStateCode: z.enum(['married', 'unmarried']),
  folkId: z.number().int(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
});

export const getRecheck = endpoint({
  id: 'getRecheck',
  method: 'GET',
  path: '/assess-service/v1/test_report/recheck',
  tag: 'reports',
  summary:
    '异常指标解读与复查建议：每项异常的通俗解释、注意事项、何时就医；报告所在体检中心可做的复查项目与建议复查日期；本人报告附一键预约所需的体检人与方案',
  auth: true,
  query: z.object({ id: reportId }),
  data: z.object({
    explanations: z.array(recheckExplanation),
    /** null when no rule matched or the centre offers none of the follow-up items */
    proposal: z
      .object({
        sysCenterId: z.string(),
        sysCenterName: z.string(),
        items: z.array(recheckItem),
        /** the day to re-check (the soonest interval of the rules that matched) */
        recheckDate: isoDate,
        /** this account already booked an order for this person at this centre since the report */
        booked: z.boolean(),
        /** the one-tap booking: only for the account's own report with a whole profile */
        booking: z.object({ examinee: recheckExaminee, plan: orderPlan }).nullable(),
      })
      .nullable(),
  }),
});

export type Recheck = DataOf<typeof getRecheck>;
