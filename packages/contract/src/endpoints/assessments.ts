// The risk assessments of issue 22 (专病风险评估 and 专题问卷): an assessment's questionnaire, submitting
// the answers for the account holder or a family member, the person's past results and one result.
// Results belong to the account that submitted them; another account's result answers "not found".
import { AssessmentMessages, MAX_ASSESSED_AGE, MAX_ASSESSMENT_ID, MIN_ASSESSED_AGE } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { wholeNumber } from '../fields.ts';
import { answer, questionnaire } from './questionnaire.ts';

const riskLevelCode = z.enum(['low', 'medium', 'high']);

export const assessmentCheck = z.object({
  kind: z.enum(['package', 'item']),
  /** a package's code (its product id at a centre is `<centreId>-<code>`) or an item's id */
  code: z.string(),
  name: z.string(),
});

export const assessment = z.object({
  id: z.number().int(),
  /** the disease column it belongs to, null for a topical questionnaire */
  columnId: z.number().int().nullable(),
  name: z.string(),
  intro: z.string(),
  questionCount: z.number().int(),
  levels: z.array(z.object({ code: riskLevelCode, name: z.string(), minScore: z.number().int() })),
  questionnaire,
});

export const assessmentResultSummary = z.object({
  id: z.number().int(),
  assessmentId: z.number().int(),
  assessmentName: z.string(),
  /** 本人 or the family member's name */
  personName: z.string(),
  /** null: the account holder */
  memberId: z.number().int().nullable(),
  score: z.number().int(),
  levelCode: riskLevelCode,
  levelName: z.string(),
  /** ISO time of submission */
  createdAt: z.string(),
});

export const assessmentResult = assessmentResultSummary.extend({
  columnId: z.number().int().nullable(),
  sexCode: z.enum(['male', 'female']),
  age: z.number().int(),
  advice: z.string(),
  /** the packages and items that look into the condition */
  checks: z.array(assessmentCheck),
});

const assessmentId = wholeNumber(AssessmentMessages.idInvalid, 1, MAX_ASSESSMENT_ID);

export const getAssessment = endpoint({
  id: 'getAssessment',
  method: 'GET',
  path: '/assess-service/v1/assess/detail',
  tag: 'assessments',
  summary: '一项风险评估（专病评估或专题问卷）：介绍、风险等级与问卷；未知的编号答“未找到”',
  query: z.object({ id: assessmentId }),
  data: assessment,
});

export const submitAssessment = endpoint({
  id: 'submitAssessment',
  method: 'POST',
  path: '/assess-service/v1/assess/submit',
  tag: 'assessments',
  summary: '提交评估答案（本人或家庭成员），按规则计分定级并保存，返回评估记录编号',
  auth: true,
  body: z.object({
    id: z
      .number({ error: AssessmentMessages.idInvalid })
      .int(AssessmentMessages.idInvalid)
      .min(1, AssessmentMessages.idInvalid)
      .max(MAX_ASSESSMENT_ID, AssessmentMessages.idInvalid),
    /** null or absent: the account holder */
    memberId: z
      .number({ error: '家庭成员编号不正确' })
      .int('家庭成员编号不正确')
      .positive('家庭成员编号不正确')
      .max(2_147_483_647, '家庭成员编号不正确')
      .nullable()
      .optional(),
    sexCode: z.enum(['male', 'female'], { error: AssessmentMessages.sexInvalid }),
    age: z
      .number({ error: AssessmentMessages.ageInvalid })
      .int(AssessmentMessages.ageInvalid)
      .min(MIN_ASSESSED_AGE, AssessmentMessages.ageInvalid)
      .max(MAX_ASSESSED_AGE, AssessmentMessages.ageInvalid),
    answers: z.array(answer).max(100, '回答过多'),
  }),
  data: z.object({ resultId: z.number().int() }),
});

export const listAssessmentResults = endpoint({
  id: 'listAssessmentResults',
  method: 'GET',
  path: '/assess-service/v1/assess/history',
  tag: 'assessments',
  summary: '本账号（本人及家庭成员）某项评估的记录，最新在前',
  auth: true,
  query: z.object({ id: assessmentId }),
  data: z.object({ list: z.array(assessmentResultSummary) }),
});

export const getAssessmentResult = endpoint({
  id: 'getAssessmentResult',
  method: 'GET',
  path: '/assess-service/v1/assess/result',
  tag: 'assessments',
  summary: '本账号的一条评估记录：得分、风险等级、建议与相关套餐和项目；他人的记录答“未找到”',
  auth: true,
  query: z.object({ id: wholeNumber(AssessmentMessages.resultIdInvalid, 1, 2_147_483_647) }),
  data: assessmentResult,
});

export type Assessment = DataOf<typeof getAssessment>;
export type AssessmentResult = DataOf<typeof getAssessmentResult>;
export type AssessmentResultSummary = z.output<typeof assessmentResultSummary>;
export type AssessmentCheckWire = z.output<typeof assessmentCheck>;
