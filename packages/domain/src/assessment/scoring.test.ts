import { describe, expect, it } from 'vitest';
import { visibleInQuestionnaire } from '../questionnaire/engine.ts';
import type { Answer } from '../questionnaire/types.ts';
import { ASSESSMENTS, assessmentOfColumn, diabetesAssessment, findAssessment } from './definitions.ts';
import {
  AssessmentMessages,
  agePointsOf,
  assessedAgeProblem,
  assessmentProblem,
  levelOf,
  scoreRiskAssessment,
} from './scoring.ts';
import type { AssessmentDefinition } from './types.ts';

const person = { sexCode: 'male' as const, age: 30 };

/** Every question answered with its option at `pick` (first, last…). */
function answerAll(def: AssessmentDefinition, pick: (count: number) => number): Answer[] {
  return visibleInQuestionnaire(def.questionnaire, {}, person.sexCode).map((q) => ({
    qid: q.id,
    optAnswers: [q.optionList[pick(q.optionList.length)]!.id],
  }));
}

describe('scoreRiskAssessment', () => {
  it('adds the chosen options’ points and the age’s', () => {
    const answers = answerAll(diabetesAssessment, () => 0);
    answers[0] = { qid: 'dm-bmi', optAnswers: ['dm-bmi-obese'] };
    expect(scoreRiskAssessment(diabetesAssessment, person, answers).score).toBe(5);
    expect(scoreRiskAssessment(diabetesAssessment, { ...person, age: 50 }, answers).score).toBe(9);
  });

  it('places the healthiest answers of a young person low and the worst of an older one high', () => {
    for (const def of ASSESSMENTS) {
      expect(
        scoreRiskAssessment(
          def,
          { sexCode: 'female', age: 25 },
          answerAll(def, () => 0),
        ).level.code,
      ).toBe('low');
      // The last option of each question is its worst (or 不清楚, which still counts a little).
      const worst = answerAll(def, (n) => n - 1);
      expect(scoreRiskAssessment(def, { sexCode: 'male', age: 70 }, worst).level.code).toBe('high');
    }
  });

  it('does not count an option of another question or an unknown id', () => {
    const answers = answerAll(diabetesAssessment, () => 0);
    answers[0] = { qid: 'dm-bmi', optAnswers: ['dm-bmi-normal', 'not-an-option'] };
    expect(scoreRiskAssessment(diabetesAssessment, person, answers).score).toBe(0);
  });
});

describe('levelOf', () => {
  it('takes the level whose threshold the score reaches, thresholds included', () => {
    expect(levelOf(diabetesAssessment, 0).name).toBe('低风险');
    expect(levelOf(diabetesAssessment, 9).name).toBe('低风险');
    expect(levelOf(diabetesAssessment, 10).name).toBe('中风险');
    expect(levelOf(diabetesAssessment, 20).name).toBe('高风险');
    expect(levelOf(diabetesAssessment, 99).name).toBe('高风险');
  });
});

describe('agePointsOf', () => {
  it('counts the highest band reached', () => {
    expect(agePointsOf(diabetesAssessment, 34)).toBe(0);
    expect(agePointsOf(diabetesAssessment, 35)).toBe(2);
    expect(agePointsOf(diabetesAssessment, 64)).toBe(6);
    expect(agePointsOf(diabetesAssessment, 90)).toBe(8);
  });
});

describe('assessmentProblem', () => {
  const full = answerAll(diabetesAssessment, () => 0);

  it('accepts every question answered', () => {
    expect(assessmentProblem(diabetesAssessment, person, full)).toBeNull();
  });

  it('names the first question left unanswered', () => {
    expect(assessmentProblem(diabetesAssessment, person, full.slice(1))).toBe(
      '请回答：您的体型（身体质量指数 BMI = 体重kg ÷ 身高m²）',
    );
  });

  it('refuses no answers, an unknown question or option, and an impossible age', () => {
    expect(assessmentProblem(diabetesAssessment, person, [])).toBe(AssessmentMessages.answersMissing);
    expect(assessmentProblem(diabetesAssessment, person, [...full, { qid: 'x', optAnswers: ['y'] }])).toBe(
      AssessmentMessages.unknownQuestion,
    );
    const badOption = full.map((a, i) => (i === 0 ? { ...a, optAnswers: ['dm-bmi-normal', 'zzz'] } : a));
    expect(assessmentProblem(diabetesAssessment, person, badOption)).toBe(AssessmentMessages.unknownQuestion);
    expect(assessmentProblem(diabetesAssessment, { ...person, age: 0 }, full)).toBe(
      AssessmentMessages.ageInvalid,
    );
    expect(assessmentProblem(diabetesAssessment, { ...person, age: 121 }, full)).toBe(
      AssessmentMessages.ageInvalid,
    );
  });
});

describe('the offered assessments', () => {
  it('have unique ids, question ids and option ids, and levels from 0 up', () => {
    expect(new Set(ASSESSMENTS.map((a) => a.id)).size).toBe(ASSESSMENTS.length);
    for (const def of ASSESSMENTS) {
      const questions = def.questionnaire.steps.flatMap((s) => s.questions);
      expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
      const options = questions.flatMap((q) => q.optionList.map((o) => o.id));
      expect(new Set(options).size).toBe(options.length);
      expect(def.levels.map((l) => l.code)).toEqual(['low', 'medium', 'high']);
      expect(def.levels[0]!.minScore).toBe(0);
      expect(def.checks.length).toBeGreaterThan(0);
    }
  });

  it('are found by id and by their disease column', () => {
    expect(findAssessment(2)?.name).toBe('糖尿病风险评估');
    expect(assessmentOfColumn(4)?.name).toBe('脂肪肝风险评估');
    expect(assessmentOfColumn(5)).toBeUndefined();
    expect(findAssessment(11)?.columnId).toBeNull();
  });
});

describe('assessedAgeProblem', () => {
  it('accepts whole years from 1 to 120 only', () => {
    expect(assessedAgeProblem(' 45 ')).toBeNull();
    expect(assessedAgeProblem('120')).toBeNull();
    for (const bad of ['', '0', '121', '4.5', 'abc', '-3']) {
      expect(assessedAgeProblem(bad)).toBe(AssessmentMessages.ageInvalid);
    }
  });
});
