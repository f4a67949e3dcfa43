import { describe, expect, it } from 'vitest';
import { option, question } from '../questionnaire/test-questionnaire.ts';
import type { Questionnaire } from '../questionnaire/types.ts';
import { needsSurvey, SurveyMessages, surveyIsGzbd, surveyStillValid } from './survey.ts';

const survey: Questionnaire = {
  id: 'epidemic',
  businessCode: 'epidemic',
  name: '流行病学调查',
  steps: [
    {
      id: 's',
      name: '流行病学调查',
      sex: null,
      questions: [
        question('temp', '体温', { questionTypeCode: 'text', dataType: 'decimal' }),
        question('contact', '接触史', {
          optionList: [option('contact-yes', '有'), option('contact-no', '没有')],
        }),
      ],
    },
  ],
  riskWhen: [
    { qid: 'temp', min: 37.3 },
    { qid: 'contact', anyOf: ['contact-yes'] },
  ],
};

describe('surveyIsGzbd', () => {
  it('is 1 when any risk condition holds, else 0', () => {
    const fine = [
      { qid: 'temp', txtAnswer: '36.5' },
      { qid: 'contact', optAnswers: ['contact-no'] },
    ];
    expect(surveyIsGzbd(survey, fine)).toBe(0);
    expect(surveyIsGzbd(survey, [{ qid: 'temp', txtAnswer: '37.3' }, fine[1]!])).toBe(1);
    expect(surveyIsGzbd(survey, [fine[0]!, { qid: 'contact', optAnswers: ['contact-yes'] }])).toBe(1);
  });

  it('is 0 for a survey without a risk rule', () => {
    expect(surveyIsGzbd({ ...survey, riskWhen: undefined }, [{ qid: 'temp', txtAnswer: '39' }])).toBe(0);
  });
});

describe('the gate', () => {
  it('stands at centres 00-7 and 00-62 only', () => {
    expect(needsSurvey('00-7')).toBe(true);
    expect(needsSurvey('00-62')).toBe(true);
    expect(needsSurvey('00-07')).toBe(false);
    expect(needsSurvey('00-1')).toBe(false);
  });

  it('counts an answer for three days', () => {
    const at = new Date('2026-11-20T08:00:00Z');
    expect(surveyStillValid(at, new Date('2026-11-23T08:00:00Z'))).toBe(true);
    expect(surveyStillValid(at, new Date('2026-11-23T08:00:01Z'))).toBe(false);
    expect(surveyStillValid(at, new Date('2026-11-19T08:00:00Z'))).toBe(false);
  });

  it('names the centre’s phone in the refusal', () => {
    expect(SurveyMessages.refused('020-38681234')).toBe(
      '您的流行病学调查结果提示存在感染风险，暂不能在线预约体检，请致电体检中心（020-38681234）咨询',
    );
  });
});
