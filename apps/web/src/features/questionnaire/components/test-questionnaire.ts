// A small questionnaire for the component tests: an exclusive option, an inline follow-up, pop-up
// follow-ups (a number in a dialog, a choice in an action sheet) and a women's step.
import type { Questionnaire } from '@tijian/domain';
import { option, question } from '@tijian/domain/testing';

export const testQuestionnaire: Questionnaire = {
  id: 'physical',
  businessCode: 'physical',
  name: '个性化体检问卷',
  steps: [
    {
      id: 'history',
      name: '既往病史',
      sex: null,
      questions: [
        question('disease', '您是否患有以下疾病？', {
          questionTypeCode: 'checkbox',
          questionTypeName: '多选',
          popup: 1,
          optionList: [
            option('d-bp', '高血压', {
              childrenQuestion: [
                question('bp-control', '您的血压控制情况如何？', {
                  optionList: [option('bp-good', '控制良好'), option('bp-poor', '控制不佳')],
                }),
              ],
            }),
            option('d-dm', '糖尿病', {
              examCondition: 'diabetes',
              childrenQuestion: [
                question('dm-years', '您患糖尿病多少年了？', {
                  questionTypeCode: 'text',
                  questionTypeName: '填空',
                  dataType: 'int',
                  dataValueBegin: 0,
                  dataValueEnd: 60,
                  dataUnit: '年',
                }),
              ],
            }),
            option('d-none', '以上都没有', { exclusive: 1 }),
          ],
        }),
      ],
    },
    {
      id: 'lifestyle-and-habits',
      name: '生活方式与日常饮食习惯调查',
      sex: null,
      questions: [
        question('smoke', '您吸烟吗？', {
          optionList: [
            option('smoke-yes', '吸烟', {
              childrenQuestion: [
                question('smoke-years', '您吸烟多少年了？', {
                  questionTypeCode: 'text',
                  questionTypeName: '填空',
                  dataType: 'int',
                  dataValueBegin: 1,
                  dataValueEnd: 70,
                  dataUnit: '年',
                }),
              ],
            }),
            option('smoke-no', '不吸烟'),
          ],
        }),
      ],
    },
    {
      id: 'women',
      name: '女性健康',
      sex: 'female',
      questions: [
        question('period', '您的月经规律吗？', {
          optionList: [option('p-yes', '规律'), option('p-no', '不规律')],
        }),
      ],
    },
  ],
};
