import { answersByQid, visibleInQuestionnaire } from '../questionnaire/engine.ts';
import type { Answer, Questionnaire } from '../questionnaire/types.ts';
import { conditionsFor, type ExamCondition } from './types.ts';

/**
 * The conditions a submitted questionnaire declares: every chosen option of a question that was
 * asked and that names a condition (examCondition in the definition, so the mapping is data of the
 * questionnaire, not code). Answers to questions not asked (a man's women's-health step, a follow-up
 * of an option not chosen) declare nothing.
 */
export function conditionsFromAnswers(
  questionnaire: Questionnaire,
  answers: readonly Answer[],
  sexCode: 'male' | 'female',
): ExamCondition[] {
  const byQid = answersByQid(answers);
  const named: string[] = [];
  for (const q of visibleInQuestionnaire(questionnaire, byQid, sexCode)) {
    const chosen = new Set(byQid[q.id]?.optAnswers ?? []);
    for (const o of q.optionList) if (chosen.has(o.id) && o.examCondition) named.push(o.examCondition);
  }
  return conditionsFor(sexCode, named);
}
