import { describe, expect, it } from 'vitest';
import { option, question } from '../questionnaire/test-questionnaire.ts';
import type { Questionnaire } from '../questionnaire/types.ts';
import { conditionsFromAnswers } from './answers.ts';
import { conditionsFor, EXAM_CONDITION_LABELS, EXAM_CONDITIONS, isExamCondition } from './types.ts';

const implants = question('implant', '您体内是否有以下植入物？', {
  questionTypeCode: 'checkbox',
  optionList: [
    option('implant-pacemaker', '心脏起搏器', { examCondition: 'pacemaker' }),
    option('implant-metal', '金属植入物', { examCondition: 'implant' }),
    option('implant-none', '没有', { exclusive: 1 }),
  ],
});
const disease = question('disease', '您是否患有以下疾病？', {
  questionTypeCode: 'checkbox',
  optionList: [
    option('d-dm', '糖尿病', { examCondition: 'diabetes' }),
    option('d-bp', '高血压', {
      // A follow-up that names a condition is read only while its option is chosen.
      childrenQuestion: [
        question('bp-barium', '近一周做过钡餐吗？', {
          optionList: [
            option('barium-yes', '做过', { examCondition: 'recent_barium' }),
            option('barium-no', '没有'),
          ],
        }),
      ],
    }),
  ],
});
const pregnancy = question('pregnancy', '您目前是否怀孕或备孕？', {
  optionList: [
    option('preg-now', '已怀孕', { examCondition: 'pregnant' }),
    option('preg-plan', '备孕中', { examCondition: 'planning_pregnancy' }),
    option('preg-no', '没有'),
  ],
});

const q: Questionnaire = {
  id: 'q',
  businessCode: 'physical',
  name: '问卷',
  steps: [
    { id: 's1', name: '病史', sex: null, questions: [disease, implants] },
    { id: 's2', name: '女性健康', sex: 'female', questions: [pregnancy] },
  ],
};

describe('conditionsFromAnswers', () => {
  it('reads the conditions the chosen options name', () => {
    expect(
      conditionsFromAnswers(
        q,
        [
          { qid: 'disease', optAnswers: ['d-dm'] },
          { qid: 'implant', optAnswers: ['implant-pacemaker', 'implant-metal'] },
          { qid: 'pregnancy', optAnswers: ['preg-now'] },
        ],
        'female',
      ),
    ).toEqual(['pregnant', 'pacemaker', 'implant', 'diabetes']);
  });

  it('declares nothing for options without a condition', () => {
    expect(
      conditionsFromAnswers(
        q,
        [
          { qid: 'implant', optAnswers: ['implant-none'] },
          { qid: 'pregnancy', optAnswers: ['preg-no'] },
        ],
        'female',
      ),
    ).toEqual([]);
  });

  it('ignores a man’s answers to the women’s step', () => {
    expect(conditionsFromAnswers(q, [{ qid: 'pregnancy', optAnswers: ['preg-plan'] }], 'male')).toEqual([]);
    expect(conditionsFromAnswers(q, [{ qid: 'pregnancy', optAnswers: ['preg-plan'] }], 'female')).toEqual([
      'planning_pregnancy',
    ]);
  });

  it('reads a follow-up only while its option is chosen', () => {
    const barium = { qid: 'bp-barium', optAnswers: ['barium-yes'] };
    expect(conditionsFromAnswers(q, [{ qid: 'disease', optAnswers: ['d-dm'] }, barium], 'male')).toEqual([
      'diabetes',
    ]);
    expect(conditionsFromAnswers(q, [{ qid: 'disease', optAnswers: ['d-bp'] }, barium], 'male')).toEqual([
      'recent_barium',
    ]);
  });
});

describe('conditionsFor', () => {
  it('keeps known codes once, in list order, and drops the women’s for men', () => {
    expect(conditionsFor('female', ['diabetes', 'pregnant', 'x', 'diabetes'])).toEqual([
      'pregnant',
      'diabetes',
    ]);
    expect(conditionsFor('male', ['menstruating', 'implant', 'planning_pregnancy'])).toEqual(['implant']);
  });

  it('labels every condition and recognises only its codes', () => {
    for (const c of EXAM_CONDITIONS) {
      expect(EXAM_CONDITION_LABELS[c].length).toBeGreaterThan(0);
      expect(isExamCondition(c)).toBe(true);
    }
    expect(isExamCondition('pregnancy')).toBe(false);
  });
});
