import {
  firstProblemInQuestionnaire,
  pruneAnswers,
  visibleInQuestionnaire,
} from '../questionnaire/engine.ts';
import type { Answer } from '../questionnaire/types.ts';
import type { AssessedPerson, AssessmentDefinition, AssessmentLevel, AssessmentOutcome } from './types.ts';

export const AssessmentMessages = {
  notFound: '该评估不存在',
  resultNotFound: '该评估记录不存在',
  idInvalid: '评估编号不正确',
  resultIdInvalid: '评估记录编号不正确',
  ageInvalid: '请填写 1 至 120 之间的年龄',
  sexInvalid: '请选择性别',
  answersMissing: '请先回答问卷中的问题',
  unknownQuestion: '答案中有问卷里没有的问题，请刷新页面后重新作答',
} as const;

export const MIN_ASSESSED_AGE = 1;
export const MAX_ASSESSED_AGE = 120;

/** The points of one's age: the band with the highest minAge reached, 0 below every band. */
export function agePointsOf(def: AssessmentDefinition, age: number): number {
  let points = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const band of def.agePoints) {
    if (age >= band.minAge && band.minAge > reached) {
      reached = band.minAge;
      points = band.points;
    }
  }
  return points;
}

/** The level a total falls in: the last level whose minScore it reaches (the first one below all). */
export function levelOf(def: AssessmentDefinition, score: number): AssessmentLevel {
  const sorted = [...def.levels].sort((a, b) => a.minScore - b.minScore);
  let level = sorted[0];
  if (!level) throw new Error(`assessment ${def.id} has no levels`);
  for (const l of sorted) if (score >= l.minScore) level = l;
  return level;
}

/**
 * The first reason the answers cannot be scored (a Chinese message a person can act on), or null:
 * the person's age, an answer to a question the questionnaire does not ask, a question unanswered.
 */
export function assessmentProblem(
  def: AssessmentDefinition,
  person: AssessedPerson,
  answers: readonly Answer[],
): string | null {
  if (!Number.isInteger(person.age) || person.age < MIN_ASSESSED_AGE || person.age > MAX_ASSESSED_AGE) {
    return AssessmentMessages.ageInvalid;
  }
  if (answers.length === 0) return AssessmentMessages.answersMissing;
  const byQid = Object.fromEntries(answers.map((a) => [a.qid, a]));
  const asked = new Set(pruneAnswers(def.questionnaire, byQid, person.sexCode).map((a) => a.qid));
  if (answers.some((a) => !asked.has(a.qid))) return AssessmentMessages.unknownQuestion;
  const questions = new Map(
    visibleInQuestionnaire(def.questionnaire, byQid, person.sexCode).map((q) => [q.id, q]),
  );
  const unknownOption = answers.some((a) =>
    (a.optAnswers ?? []).some((id) => !questions.get(a.qid)?.optionList.some((o) => o.id === id)),
  );
  if (unknownOption) return AssessmentMessages.unknownQuestion;
  return firstProblemInQuestionnaire(def.questionnaire, byQid, person.sexCode)?.message ?? null;
}

/** The total of the chosen options' points and the age's, and the level it falls in. */
export function scoreRiskAssessment(
  def: AssessmentDefinition,
  person: AssessedPerson,
  answers: readonly Answer[],
): AssessmentOutcome {
  const byQid = Object.fromEntries(answers.map((a) => [a.qid, a]));
  // Only answers to questions still asked count: a follow-up of an option no longer chosen scores nothing.
  const kept = pruneAnswers(def.questionnaire, byQid, person.sexCode);
  const optionPoints = kept
    .flatMap((a) => a.optAnswers ?? [])
    .reduce((sum, id) => sum + (def.optionScores[id] ?? 0), 0);
  const score = optionPoints + agePointsOf(def, person.age);
  return { score, level: levelOf(def, score) };
}

/** The age typed on 填写信息: a whole number of years within the bounds, or the message to show. */
export function assessedAgeProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return AssessmentMessages.ageInvalid;
  const age = Number(trimmed);
  return age >= MIN_ASSESSED_AGE && age <= MAX_ASSESSED_AGE ? null : AssessmentMessages.ageInvalid;
}
