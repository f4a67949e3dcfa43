import {
  type Answer,
  EXAM_CONDITIONS,
  type PlanRule,
  type Question,
  type Questionnaire,
} from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId, optionalCentreId } from '../fields.ts';

// The questionnaires (spec 3 "Questionnaire question", 7 "Questionnaires"): the definition by business
// code, the examinee's previous questionnaire, submitting answers, an instance with its answers, and
// the personalised plan (checkAgo) the answers lead to.

const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** How deep follow-ups may nest (a follow-up of a follow-up of a question): bounded, and no $ref cycles. */
const MAX_DEPTH = 4;

function questionAt(depth: number): z.ZodType {
  const children = depth <= 1 ? z.array(z.never()).max(0) : z.array(questionAt(depth - 1));
  return z.object({
    id: z.string(),
    questionId: z.string(),
    name: z.string(),
    questionTypeCode: z.enum(['radio', 'checkbox', 'text']),
    questionTypeName: z.string(),
    optionList: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        exclusive: zeroOne,
        childrenQuestion: children,
        /** choosing it declares this pre-exam condition */
        examCondition: z.enum(EXAM_CONDITIONS).optional(),
      }),
    ),
    popup: zeroOne,
    dataType: z.enum(['int', 'decimal', 'string']),
    dataValueBegin: z.number().nullable(),
    dataValueEnd: z.number().nullable(),
    dataUnit: z.string(),
    numOfEachRow: z.number().int().min(1).max(4),
    questionPic: z.string(),
    optionsPic: z.string(),
  });
}

export const question = questionAt(MAX_DEPTH) as unknown as z.ZodType<Question, Question>;

export const questionnaire = z.object({
  id: z.string(),
  businessCode: z.string(),
  name: z.string(),
  steps: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sex: z.enum(['male', 'female']).nullable(),
      questions: z.array(question),
    }),
  ),
}) satisfies z.ZodType<Questionnaire>;

/** physical: the health questionnaire of the personalised plan; sport; epidemic (流行病学调查). */
export const BUSINESS_CODES = ['physical', 'sport', 'epidemic'] as const;
export type BusinessCode = (typeof BUSINESS_CODES)[number];
const businessCode = z.enum(BUSINESS_CODES, { error: '问卷类型不正确' });

const sexCode = z.enum(['male', 'female'], { error: '请选择性别' });
const marriageCode = z.enum(['married', 'unmarried'], { error: '请选择婚姻状况' });
const ageText = z
  .string({ error: '请输入年龄' })
  .trim()
  .regex(/^\d{1,3}$/, '年龄应为整数')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 120, { error: '年龄应在1-120之间' });
const instanceIdText = z
  .string({ error: '问卷编号不正确' })
  .trim()
  .regex(/^\d{1,12}$/, '问卷编号不正确')
  .transform(Number);

export const answer = z.object({
  qid: z.string().trim().min(1).max(60),
  optAnswers: z.array(z.string().max(60)).max(50).optional(),
  txtAnswer: z.string().max(200, '回答不能大于200个字符').optional(),
}) satisfies z.ZodType<Answer>;

export const planRule = z.object({
  id: z.string(),
  projectIds: z.array(z.string()),
  level: z.enum(['base', 'must', 'precise', 'thorough']),
  reason: z.string(),
  when: z.array(
    z.union([
      z.object({ qid: z.string(), anyOf: z.array(z.string()) }),
      z.object({ qid: z.string(), min: z.number().optional(), max: z.number().optional() }),
    ]),
  ),
  sex: z.enum(['male', 'female']).optional(),
  marriage: z.literal('married').optional(),
  minAge: z.number().int().optional(),
  maxAge: z.number().int().optional(),
}) satisfies z.ZodType<PlanRule>;

export const instanceSummary = z.object({
  id: z.number().int(),
  businessCode,
  name: z.string(),
  sexCode,
  marriageCode,
  age: z.number().int(),
  sysCenterId: z.string(),
  /** ISO time of submission */
  createdAt: z.string(),
});

export const getQuestionnaire = endpoint({
  id: 'getQuestionnaire',
  method: 'GET',
  path: '/wx/1/individuation/questionnaire.json',
  tag: 'questionnaire',
  summary: '问卷定义（按业务编码；女性健康部分仅对女性）',
  query: z.object({
    businessCode,
    sysCenterId: optionalCentreId,
    marriageCode: marriageCode.optional(),
    age: ageText.optional(),
    sexCode: sexCode.optional(),
  }),
  data: questionnaire,
});

export const getBeforeQuestionnaire = endpoint({
  id: 'getBeforeQuestionnaire',
  method: 'GET',
  path: '/individuation-service/conclusion/getBeforeQuestionnaire',
  tag: 'questionnaire',
  summary: '本人此前填写的同类问卷（无则 data 为 null）',
  auth: true,
  query: z.object({
    type: businessCode,
    marriageCode,
    sexCode,
    name: z.string().trim().max(20, '姓名不能大于20个字符').optional(),
  }),
  data: z.object({ instance: instanceSummary }).nullable(),
});

export const submitQuestionnaire = endpoint({
  id: 'submitQuestionnaire',
  method: 'POST',
  path: '/wx/2/individuation/questionnaireInstance.json',
  tag: 'questionnaire',
  summary: '提交问卷答案，返回问卷实例编号',
  auth: true,
  body: z.object({
    businessCode,
    sysCenterId: optionalCentreId,
    name: z.string().trim().max(20, '姓名不能大于20个字符').optional(),
    sexCode,
    marriageCode,
    age: z.coerce
      .number({ error: '请输入年龄' })
      .int('年龄应为整数')
      .min(1, '年龄应在1-120之间')
      .max(120, '年龄应在1-120之间'),
    answers: z.array(answer).max(300, '回答过多'),
  }),
  data: z.object({ instanceId: z.number().int() }),
});

export const getQuestionnaireInstance = endpoint({
  id: 'getQuestionnaireInstance',
  method: 'GET',
  path: '/individuation-service/conclusion/getQuestionnaire',
  tag: 'questionnaire',
  summary: '本人的一份问卷及其答案',
  auth: true,
  query: z.object({ instanceId: instanceIdText }),
  data: z.object({ instance: instanceSummary, questionnaire, answers: z.array(answer) }),
});

export const planItem = z.object({
  projectId: z.string(),
  item: z.string(),
  level: z.enum(['base', 'must', 'precise', 'thorough']),
  /** base 5, must-check 4, precise 3, in-depth 2 */
  star: z.number().int(),
  /** list price in fen */
  price: z.number().int().min(0),
  /** why it is recommended */
  reasons: z.array(z.string()),
});

export const getPlan = endpoint({
  id: 'getPlan',
  method: 'GET',
  path: '/center-service/v1/test_method/checkAgo',
  tag: 'questionnaire',
  summary: '按问卷答案生成的个性化体检方案：推荐分组及每个项目的推荐理由',
  auth: true,
  query: z.object({
    aqInstanceId: instanceIdText,
    sysCenterId: centreId,
    marryStateCode: marriageCode,
    age: ageText,
    sexCode: sexCode.optional(),
  }),
  data: z.object({
    basePackagePros: z.array(z.string()),
    rulePackagePros: z.array(z.string()),
    lastRulePackagePros: z.array(z.string()),
    thoroughRulePackagePros: z.array(z.string()),
    /** every recommended item once, base level first */
    items: z.array(planItem),
  }),
});

/**
 * The survey gate of centres 00-7 and 00-62 (spec 4 "Booking flow"): whether the session user has
 * answered the epidemiological survey recently enough (for the named examinee when a name is given),
 * and isGzbd, which the server computes from the answers with the survey's seeded risk rule.
 */
export const getSurveyStatus = endpoint({
  id: 'getSurveyStatus',
  method: 'GET',
  path: '/individuation-service/survey/status',
  tag: 'questionnaire',
  summary: '流行病学调查状态：是否须填写、是否已填写、isGzbd（1 时不能预约，附中心电话）',
  auth: true,
  query: z.object({
    sysCenterId: centreId,
    name: z.string().trim().max(20, '姓名不能大于20个字符').optional(),
  }),
  data: z.object({
    /** 1 when the centre asks for the survey before a booking */
    required: zeroOne,
    /** 1 when a survey that still counts was answered */
    answered: zeroOne,
    instanceId: z.number().int().nullable(),
    /** 1: the answers show a risk and the booking is refused */
    isGzbd: zeroOne,
    /** the centre's phone, for the refusal */
    phone: z.string(),
    /** the refusal to show when isGzbd is 1, else null */
    message: z.string().nullable(),
  }),
});

export type QuestionnaireDefinition = DataOf<typeof getQuestionnaire>;
export type SurveyStatus = DataOf<typeof getSurveyStatus>;
export type QuestionnaireInstance = DataOf<typeof getQuestionnaireInstance>;
export type InstanceSummary = z.output<typeof instanceSummary>;
export type PersonalPlan = DataOf<typeof getPlan>;
export type PlanItem = z.output<typeof planItem>;
