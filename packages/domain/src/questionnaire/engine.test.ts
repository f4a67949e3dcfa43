import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  firstProblem,
  firstProblemInQuestionnaire,
  pruneAnswers,
  shortStepName,
  stepsFor,
  toggleOption,
  visibleQuestions,
} from './engine.ts';
import { history, question, smoking, smokingYears, testQuestionnaire } from './test-questionnaire.ts';
import type { Answers } from './types.ts';

const opt = (qid: string, ...ids: string[]) => ({ [qid]: { qid, optAnswers: ids } });
const txt = (qid: string, txtAnswer: string) => ({ [qid]: { qid, txtAnswer } });

describe('stepsFor', () => {
  it('asks the women’s-health step of women only', () => {
    expect(stepsFor(testQuestionnaire, 'female').map((s) => s.name)).toEqual([
      '生活方式',
      '既往病史',
      '女性健康',
    ]);
    expect(stepsFor(testQuestionnaire, 'male').map((s) => s.name)).toEqual(['生活方式', '既往病史']);
  });
});

describe('visibleQuestions', () => {
  it('shows a follow-up only while its option is chosen', () => {
    expect(visibleQuestions([smoking], {}).map((q) => q.id)).toEqual(['smoke']);
    expect(visibleQuestions([smoking], opt('smoke', 'smoke-yes')).map((q) => q.id)).toEqual([
      'smoke',
      'smoke-years',
    ]);
    expect(visibleQuestions([smoking], opt('smoke', 'smoke-no')).map((q) => q.id)).toEqual(['smoke']);
  });

  it('shows pop-up follow-ups as asked questions too', () => {
    expect(visibleQuestions([history], opt('history', 'h-dm')).map((q) => q.id)).toEqual([
      'history',
      'dm-years',
    ]);
  });
});

describe('toggleOption', () => {
  it('keeps one option of a radio', () => {
    expect(toggleOption(smoking, ['smoke-yes'], 'smoke-no')).toEqual(['smoke-no']);
  });

  it('toggles checkbox options, in the options’ order', () => {
    expect(toggleOption(history, ['h-dm'], 'h-bp')).toEqual(['h-bp', 'h-dm']);
    expect(toggleOption(history, ['h-bp', 'h-dm'], 'h-bp')).toEqual(['h-dm']);
  });

  it('an exclusive option clears the others', () => {
    expect(toggleOption(history, ['h-bp', 'h-dm'], 'h-none')).toEqual(['h-none']);
  });

  it('another option clears the exclusive one', () => {
    expect(toggleOption(history, ['h-none'], 'h-bp')).toEqual(['h-bp']);
  });
});

describe('answerProblem', () => {
  it('asks for an unanswered choice', () => {
    expect(answerProblem(smoking, undefined)).toBe('请回答：您吸烟吗？');
    expect(answerProblem(smoking, { qid: 'smoke', optAnswers: ['unknown'] })).toBe('请回答：您吸烟吗？');
  });

  it('asks for a text answer and checks its range', () => {
    expect(answerProblem(smokingYears, { qid: 'smoke-years', txtAnswer: ' ' })).toBe(
      '请填写：您吸烟多少年了？',
    );
    expect(answerProblem(smokingYears, { qid: 'smoke-years', txtAnswer: '80' })).toBe('请输入1-70之间的整数');
    expect(answerProblem(smokingYears, { qid: 'smoke-years', txtAnswer: '2.5' })).toBe(
      '请输入1-70之间的整数',
    );
    expect(answerProblem(smokingYears, { qid: 'smoke-years', txtAnswer: '12' })).toBeNull();
  });

  it('checks decimal ranges with the decimal message', () => {
    const q = question('w', '体重', {
      questionTypeCode: 'text',
      dataType: 'decimal',
      dataValueBegin: 30,
      dataValueEnd: 150,
    });
    expect(answerProblem(q, { qid: 'w', txtAnswer: '20' })).toBe('请输入30-150之间的数值');
    expect(answerProblem(q, { qid: 'w', txtAnswer: '60.5' })).toBeNull();
  });

  it('takes any free text for a string question, and any number for an unbounded one', () => {
    expect(
      answerProblem(question('n', '备注', { questionTypeCode: 'text' }), { qid: 'n', txtAnswer: '无' }),
    ).toBeNull();
    const free = question('f', '次数', { questionTypeCode: 'text', dataType: 'int' });
    expect(answerProblem(free, { qid: 'f', txtAnswer: 'abc' })).toBe('请输入数字');
    expect(answerProblem(free, { qid: 'f', txtAnswer: '3' })).toBeNull();
  });
});

describe('firstProblem', () => {
  it('returns the first unanswered visible question, follow-ups included', () => {
    expect(firstProblem([smoking, history], {})?.qid).toBe('smoke');
    const answers: Answers = { ...opt('smoke', 'smoke-yes'), ...opt('history', 'h-bp') };
    expect(firstProblem([smoking, history], answers)).toEqual({
      qid: 'smoke-years',
      message: '请填写：您吸烟多少年了？',
    });
    expect(firstProblem([smoking, history], { ...answers, ...txt('smoke-years', '12') })).toBeNull();
  });

  it('finds the step of the first problem across the questionnaire', () => {
    const answers: Answers = { ...opt('smoke', 'smoke-no'), ...opt('history', 'h-none') };
    expect(firstProblemInQuestionnaire(testQuestionnaire, answers, 'male')).toBeNull();
    expect(firstProblemInQuestionnaire(testQuestionnaire, answers, 'female')).toMatchObject({
      qid: 'period',
      step: 2,
    });
  });
});

describe('pruneAnswers', () => {
  it('drops answers of follow-ups no longer asked and of steps not for this sex', () => {
    const answers: Answers = {
      ...opt('smoke', 'smoke-no'),
      ...txt('smoke-years', '12'),
      ...opt('history', 'h-none'),
      ...opt('period', 'p-yes'),
    };
    expect(pruneAnswers(testQuestionnaire, answers, 'male').map((a) => a.qid)).toEqual(['smoke', 'history']);
  });
});

describe('shortStepName', () => {
  it('keeps titles of up to 10 characters', () => {
    expect(shortStepName('生活方式')).toBe('生活方式');
    expect(shortStepName('一二三四五六七八九十')).toBe('一二三四五六七八九十');
  });

  it('shortens longer titles to their first 3 and last 2 characters', () => {
    expect(shortStepName('一二三四五六七八九十壹')).toBe('一二三十壹');
  });
});
