// A small questionnaire for the rules' tests.
import type { Question, Questionnaire, QuestionOption } from './types.ts';

export function option(id: string, name: string, extra: Partial<QuestionOption> = {}): QuestionOption {
  return { id, name, exclusive: 0, childrenQuestion: [], ...extra };
}

export function question(id: string, name: string, extra: Partial<Question> = {}): Question {
  return {
    id,
    questionId: `lib-${id}`,
    name,
    questionTypeCode: 'radio',
    questionTypeName: '单选',
    optionList: [],
    popup: 0,
    dataType: 'string',
    dataValueBegin: null,
    dataValueEnd: null,
    dataUnit: '',
    numOfEachRow: 1,
    questionPic: '',
    optionsPic: '',
    ...extra,
  };
}

export const smokingYears = question('smoke-years', '您吸烟多少年了？', {
  questionTypeCode: 'text',
  questionTypeName: '填空',
  dataType: 'int',
  dataValueBegin: 1,
  dataValueEnd: 70,
  dataUnit: '年',
});

export const smoking = question('smoke', '您吸烟吗？', {
  popup: 0,
  optionList: [
    option('smoke-yes', '吸烟', { childrenQuestion: [smokingYears] }),
    option('smoke-no', '不吸烟'),
  ],
});

export const history = question('history', '您是否患有以下疾病？', {
  questionTypeCode: 'checkbox',
  questionTypeName: '多选',
  popup: 1,
  optionList: [
    option('h-bp', '高血压'),
    option('h-dm', '糖尿病', {
      childrenQuestion: [
        question('dm-years', '糖尿病多少年了？', {
          questionTypeCode: 'text',
          dataType: 'decimal',
          dataValueBegin: 0,
          dataValueEnd: 60,
        }),
      ],
    }),
    option('h-none', '以上都没有', { exclusive: 1 }),
  ],
});

export const period = question('period', '您的月经规律吗？', {
  optionList: [option('p-yes', '规律'), option('p-no', '不规律')],
});

export const testQuestionnaire: Questionnaire = {
  id: 'test',
  businessCode: 'physical',
  name: '测试问卷',
  steps: [
    { id: 's1', name: '生活方式', sex: null, questions: [smoking] },
    { id: 's2', name: '既往病史', sex: null, questions: [history] },
    { id: 's3', name: '女性健康', sex: 'female', questions: [period] },
  ],
};
