// The health-cards area of the API (issue 19): health service cards (健康卡) — activating a printed
// card with its number and password, registering the person it serves, its services and its scored
// assessments on the questionnaire engine. Every call reads the session's own cards only: another
// account's card answers as if it did not exist. Buying a card (/purchaseCard) is not here yet.
import {
  HealthCardMessages,
  normaliseHealthCardNo,
  RuleMessages,
  validateHealthCardNo,
  validateHealthCardPassword,
  validateIdCard,
  validateMobilePhone,
  validateName,
} from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { checked, optionalCentreId, wholeNumber } from '../fields.ts';
import { answer, questionnaire } from './questionnaire.ts';

const CARD_ID = '健康卡编号不正确';
const MAX_ID = 2_147_483_647;

/** A card's id in a query (/serveCard/:cardId and the like). */
const cardIdQuery = wholeNumber(CARD_ID, 1, MAX_ID);
const cardIdBody = z.number({ error: CARD_ID }).int(CARD_ID).min(1, CARD_ID).max(MAX_ID, CARD_ID);

/** As printed: spaces between groups dropped, letters upper case. */
const cardNo = checked(validateHealthCardNo, HealthCardMessages.cardNoRequired).transform(
  normaliseHealthCardNo,
);
/** Tested as typed, like a login password. */
const cardPassword = z.string({ error: HealthCardMessages.passwordRequired }).superRefine((v, ctx) => {
  const message = validateHealthCardPassword(v);
  if (message) ctx.addIssue({ code: 'custom', message });
});

const sexCode = z.enum(['male', 'female']);
const marriageCode = z.enum(['married', 'unmarried'], { error: '请选择婚姻状况' });

export const healthCardService = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** uses granted over the card's validity; 0: unlimited */
  times: z.number().int(),
  used: z.number().int(),
  /** uses left; null: unlimited */
  left: z.number().int().nullable(),
});

export const healthCardAssessment = z.object({
  id: z.number().int(),
  score: z.number().int(),
  /** the result band (低风险…) */
  level: z.string(),
  advice: z.string(),
  /** whom it was about: the holder's name as registered */
  name: z.string(),
  /** ISO time it was submitted */
  createdAt: z.string(),
});

/** One of the account's cards as its lists show it: the holder's name masked. */
export const healthCardSummary = z.object({
  id: z.number().int(),
  cardNo: z.string(),
  productId: z.string(),
  productName: z.string(),
  description: z.string(),
  state: z.enum(['inactive', 'usable', 'expired']),
  /** 未激活, 可使用, 已过期 */
  stateName: z.string(),
  validityDays: z.number().int(),
  /** ISO time of activation */
  activatedAt: z.string().nullable(),
  /** the last valid day, YYYY-MM-DD (Shanghai) */
  expiresOn: z.string().nullable(),
  /** the centre the card serves at; 00-0 when any */
  sysCenterId: z.string(),
  /** false until /registerInfoCard names the person the card serves */
  holderRegistered: z.boolean(),
  /** 张*, 欧**娜 */
  holderName: z.string().nullable(),
  services: z.array(healthCardService),
  assessmentCount: z.number().int(),
  latestAssessment: healthCardAssessment.nullable(),
});

/** The person a card serves, for its owner (/card/userMsg/:id): ID number and phone masked. */
export const healthCardHolder = z.object({
  name: z.string(),
  idCardNo: z.string(),
  mobilePhone: z.string(),
  sexCode,
  age: z.number().int(),
  marriageCode,
});

export const healthCardDetail = healthCardSummary.extend({ holder: healthCardHolder.nullable() });

export const activateHealthCard = endpoint({
  id: 'activateHealthCard',
  method: 'POST',
  path: '/assess-service/2/card/activate',
  tag: 'healthCards',
  summary:
    '激活实体健康卡（卡号+密码）：卡归本账号所有，再登记持卡人。卡号不存在与密码错误回答相同；每账号、每卡号1小时内错误10次后暂停尝试',
  auth: true,
  body: z.object({
    cardNo,
    password: cardPassword,
    /** the centre in use, where a card valid at every centre is registered */
    sysCenterId: optionalCentreId,
  }),
  data: z.object({
    cardId: z.number().int(),
    cardNo: z.string(),
    /** where /registerInfoCard/:cardNo/:sysCenterId registers it: the card's own centre, else the one sent, else 00-0 */
    sysCenterId: z.string(),
  }),
});

export const listHealthCards = endpoint({
  id: 'listHealthCards',
  method: 'GET',
  path: '/assess-service/v2/card',
  tag: 'healthCards',
  summary: '本人的健康卡（可使用的在前）：产品、服务余次、状态、有效期、持卡人（姓名打码）、最近一次评估',
  auth: true,
  data: z.array(healthCardSummary),
});

export const getHealthCard = endpoint({
  id: 'getHealthCard',
  method: 'GET',
  path: '/assess-service/v2/card/detail',
  tag: 'healthCards',
  summary: '本人的一张健康卡及其持卡人（身份证号、手机号打码）',
  auth: true,
  query: z.object({ id: cardIdQuery }),
  data: healthCardDetail,
});

export const registerHealthCardHolder = endpoint({
  id: 'registerHealthCardHolder',
  method: 'POST',
  path: '/assess-service/v2/card/register',
  tag: 'healthCards',
  summary: '登记本人已激活健康卡的持卡人（本人、家人或填写）；性别、年龄取自身份证号；登记后不能更改',
  auth: true,
  body: z.object({
    cardNo,
    sysCenterId: optionalCentreId,
    name: checked(validateName, RuleMessages.examineeNameRequired),
    idCardNo: checked(validateIdCard, RuleMessages.idCardRequired).transform((v) => v.toUpperCase()),
    mobilePhone: checked(validateMobilePhone, RuleMessages.phoneRequired),
    marriageCode,
  }),
  data: healthCardDetail,
});

export const getHealthCardServices = endpoint({
  id: 'getHealthCardServices',
  method: 'GET',
  path: '/assess-service/v2/card/services',
  tag: 'healthCards',
  summary: '本人健康卡的服务与剩余次数',
  auth: true,
  query: z.object({ cardId: cardIdQuery }),
  data: healthCardSummary,
});

export const listHealthCardAssessments = endpoint({
  id: 'listHealthCardAssessments',
  method: 'GET',
  path: '/assess-service/v2/card/assessments',
  tag: 'healthCards',
  summary: '本人健康卡的评估记录（新的在前）：得分、结果、建议、日期',
  auth: true,
  query: z.object({ cardId: cardIdQuery }),
  data: z.object({ card: healthCardSummary, assessments: z.array(healthCardAssessment) }),
});

export const getHealthCardQuestionnaire = endpoint({
  id: 'getHealthCardQuestionnaire',
  method: 'GET',
  path: '/assess-service/v2/card/questionnaire',
  tag: 'healthCards',
  summary: '健康卡的评估问卷（按持卡人性别），评估对象与题量、预计用时',
  auth: true,
  query: z.object({ cardId: cardIdQuery }),
  data: z.object({
    card: healthCardSummary,
    questionnaire,
    /** whom the answers are about: the card's holder */
    examinee: z.object({ name: z.string(), sexCode, marriageCode, age: z.number().int() }),
    questionCount: z.number().int(),
    /** about how long it takes */
    minutes: z.number().int(),
    /** the highest score the bands reach */
    maxScore: z.number().int(),
  }),
});

export const bindHealthCardQuestionnaire = endpoint({
  id: 'bindHealthCardQuestionnaire',
  method: 'POST',
  path: '/assess-service/v2/card/bind_questionnaire',
  tag: 'healthCards',
  summary: '提交健康卡评估问卷：服务端按问卷校验答案、保存问卷实例、计分并记下评估结果',
  auth: true,
  body: z.object({ cardId: cardIdBody, answers: z.array(answer).max(300, '回答过多') }),
  data: healthCardAssessment,
});

export type HealthCardSummary = DataOf<typeof listHealthCards>[number];
export type HealthCardDetail = DataOf<typeof getHealthCard>;
export type HealthCardAssessment = DataOf<typeof bindHealthCardQuestionnaire>;
export type HealthCardQuestionnaire = DataOf<typeof getHealthCardQuestionnaire>;
export type ActivatedHealthCard = DataOf<typeof activateHealthCard>;
