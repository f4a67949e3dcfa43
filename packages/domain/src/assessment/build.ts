// Short builders for the assessments' questionnaires: single-choice questions whose options carry points.
import type { Question, QuestionnaireStep } from '../questionnaire/types.ts';

/** An option as [id suffix, text, points]. */
export type ScoredOption = readonly [string, string, number];

export interface ScoredQuestion {
  question: Question;
  scores: Record<string, number>;
}

export function scored(id: string, name: string, options: readonly ScoredOption[]): ScoredQuestion {
  const scores: Record<string, number> = {};
  const optionList = options.map(([suffix, text, points]) => {
    const optionId = `${id}-${suffix}`;
    if (points !== 0) scores[optionId] = points;
    return { id: optionId, name: text, exclusive: 0 as const, childrenQuestion: [] };
  });
  return {
    scores,
    question: {
      id,
      questionId: id,
      name,
      questionTypeCode: 'radio',
      questionTypeName: '单选',
      optionList,
      popup: 0,
      dataType: 'string',
      dataValueBegin: null,
      dataValueEnd: null,
      dataUnit: '',
      numOfEachRow: 1,
      questionPic: '',
      optionsPic: '',
    },
  };
}

/** Steps of scored questions, and every option's points in one map. */
export function stepsOf(
  groups: readonly { id: string; name: string; questions: readonly ScoredQuestion[] }[],
): {
  steps: QuestionnaireStep[];
  optionScores: Record<string, number>;
} {
  const optionScores: Record<string, number> = {};
  const steps = groups.map((g) => {
    for (const q of g.questions) Object.assign(optionScores, q.scores);
    return { id: g.id, name: g.name, sex: null, questions: g.questions.map((q) => q.question) };
  });
  return { steps, optionScores };
}
