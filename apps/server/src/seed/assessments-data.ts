import {
  type Answer,
  type AssessmentDefinition,
  diabetesAssessment,
  hypertensionAssessment,
  scoreRiskAssessment,
} from '@tijian/domain';
import type { Db } from '../db/client.ts';
import { assessmentsRepository } from '../modules/assessments/repository.ts';

// The demo account's past assessments, so 评估记录 is not empty: a hypertension assessment half a year
// ago and again two months ago (fewer risks after cutting salt and drinking), and a diabetes one. Scored
// by the same rules as a real submission.

/** The chosen option of a question by its suffix ("over" → bp-bmi-over). */
type Picks = Record<string, string>;

function answersOf(def: AssessmentDefinition, picks: Picks): Answer[] {
  return def.questionnaire.steps
    .flatMap((s) => s.questions)
    .map((q) => {
      const suffix = picks[q.id];
      // A question not picked takes its first option, the healthiest answer.
      return { qid: q.id, optAnswers: [suffix ? `${q.id}-${suffix}` : q.optionList[0]!.id] };
    });
}

const PERSON = { sexCode: 'male' as const, age: 46 };

const examples: { def: AssessmentDefinition; daysAgo: number; picks: Picks }[] = [
  {
    def: hypertensionAssessment,
    daysAgo: 182,
    picks: {
      'bp-bmi': 'over',
      'bp-last': 'high-normal',
      'bp-family': 'yes',
      'bp-salt': 'salty',
      'bp-drink': 'heavy',
      'bp-exercise': 'none',
    },
  },
  {
    def: hypertensionAssessment,
    daysAgo: 61,
    picks: {
      'bp-bmi': 'over',
      'bp-last': 'high-normal',
      'bp-family': 'yes',
      'bp-salt': 'medium',
      'bp-exercise': 'some',
    },
  },
  {
    def: diabetesAssessment,
    daysAgo: 40,
    picks: { 'dm-bmi': 'over', 'dm-family': 'no', 'dm-exercise': 'some', 'dm-sugar': 'sometimes' },
  },
];

export async function seedAssessmentResults(db: Db, userId: number, today: string): Promise<void> {
  // Once: the demo account's own later assessments are kept and not joined by copies on each start.
  if (await assessmentsRepository.hasAny(db, userId)) return;
  for (const { def, daysAgo, picks } of examples) {
    const answers = answersOf(def, picks);
    const { score, level } = scoreRiskAssessment(def, PERSON, answers);
    const createdAt = new Date(`${today}T10:30:00+08:00`);
    createdAt.setUTCDate(createdAt.getUTCDate() - daysAgo);
    await assessmentsRepository.insert(db, {
      userId,
      assessmentId: def.id,
      memberId: null,
      personName: '本人',
      ...PERSON,
      answers,
      score,
      levelCode: level.code,
      levelName: level.name,
      advice: level.advice,
      createdAt,
    });
  }
}
