// A small assessment for the page tests: two groups of one question each.
import { option, question } from '@tijian/domain/testing';
import type { Assessment } from '../api/get-assessment.ts';
import type { AssessmentResult } from '../api/get-assessment-result.ts';

export const testAssessment: Assessment = {
  id: 2,
  columnId: 2,
  name: '糖尿病风险评估',
  intro: '估计您患 2 型糖尿病的风险。',
  questionCount: 2,
  levels: [
    { code: 'low', name: '低风险', minScore: 0 },
    { code: 'medium', name: '中风险', minScore: 10 },
    { code: 'high', name: '高风险', minScore: 20 },
  ],
  questionnaire: {
    id: 'assessment-2',
    businessCode: 'assessment',
    name: '糖尿病风险评估',
    steps: [
      {
        id: 'body',
        name: '身体状况',
        sex: null,
        questions: [
          question('dm-bmi', '您的体型', {
            optionList: [option('dm-bmi-normal', '正常'), option('dm-bmi-obese', '肥胖')],
          }),
        ],
      },
      {
        id: 'life',
        name: '生活方式',
        sex: null,
        questions: [
          question('dm-sugar', '您喝含糖饮料吗？', {
            optionList: [option('dm-sugar-rarely', '很少'), option('dm-sugar-often', '几乎每天')],
          }),
        ],
      },
    ],
  },
};

export const testResult: AssessmentResult = {
  id: 41,
  assessmentId: 2,
  assessmentName: '糖尿病风险评估',
  personName: '本人',
  memberId: null,
  score: 23,
  levelCode: 'high',
  levelName: '高风险',
  createdAt: '2026-11-20T02:30:00.000Z',
  columnId: 2,
  sexCode: 'male',
  age: 52,
  advice: '患糖尿病的风险较高。请尽快检查空腹血糖、糖化血红蛋白。',
  checks: [
    { kind: 'package', code: 'CHRONIC', name: '三高慢病管理套餐' },
    { kind: 'item', code: 'HBA1C', name: '糖化血红蛋白（HbA1c）' },
  ],
};
