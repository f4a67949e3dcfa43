// The questionnaire's rules (spec 4 "Questionnaire", 5 "Questionnaire", 2 screen 11): which questions
// are asked, how checkbox options exclude one another, what must be answered and how.

import type { ExamineeProfile } from '../catalogue/types.ts';
import { decimalRange, integerRange } from '../validators/generic.ts';
import type { Answer, Answers, Question, Questionnaire, QuestionnaireStep } from './types.ts';

export const QuestionnaireMessages = {
  unanswered: (name: string) => `请回答：${name}`,
  textRequired: (name: string) => `请填写：${name}`,
  number: '请输入数字',
} as const;

/** The steps this examinee is asked: the women's-health step only for women. */
export function stepsFor(q: Questionnaire, sexCode: ExamineeProfile['sexCode'] | null): QuestionnaireStep[] {
  return q.steps.filter((s) => s.sex === null || s.sex === sexCode);
}

/** The chosen option ids of a question (none when unanswered). */
export function chosenOptions(answers: Answers, qid: string): string[] {
  return answers[qid]?.optAnswers ?? [];
}

/**
 * The questions of a list that are asked given the answers, in order: each question, then the
 * follow-ups of its chosen options (recursively), whether shown inline or in a pop-up.
 */
export function visibleQuestions(questions: readonly Question[], answers: Answers): Question[] {
  const out: Question[] = [];
  const walk = (list: readonly Question[]) => {
    for (const q of list) {
      out.push(q);
      const chosen = chosenOptions(answers, q.id);
      for (const option of q.optionList) {
        if (chosen.includes(option.id) && option.childrenQuestion.length > 0) walk(option.childrenQuestion);
      }
    }
  };
  walk(questions);
  return out;
}

/** Every question asked in the whole questionnaire for this examinee and these answers. */
export function visibleInQuestionnaire(
  q: Questionnaire,
  answers: Answers,
  sexCode: ExamineeProfile['sexCode'] | null,
): Question[] {
  return stepsFor(q, sexCode).flatMap((s) => visibleQuestions(s.questions, answers));
}

/**
 * Tapping an option: a radio keeps only it; a checkbox toggles it, where an exclusive option clears
 * the others and any other option clears the exclusive ones.
 */
export function toggleOption(question: Question, current: readonly string[], optionId: string): string[] {
  if (question.questionTypeCode === 'radio') return [optionId];
  if (current.includes(optionId)) return current.filter((id) => id !== optionId);
  const option = question.optionList.find((o) => o.id === optionId);
  if (option?.exclusive === 1) return [optionId];
  const exclusive = new Set(question.optionList.filter((o) => o.exclusive === 1).map((o) => o.id));
  // Kept in the options' order, so the answer does not depend on the order of the taps.
  const next = new Set([...current.filter((id) => !exclusive.has(id)), optionId]);
  return question.optionList.map((o) => o.id).filter((id) => next.has(id));
}

/** Only the answers of questions still asked: a follow-up of an option no longer chosen goes. */
export function pruneAnswers(
  q: Questionnaire,
  answers: Answers,
  sexCode: ExamineeProfile['sexCode'] | null,
): Answer[] {
  return visibleInQuestionnaire(q, answers, sexCode)
    .map((question) => answers[question.id])
    .filter((a): a is Answer => a !== undefined && isAnswered(a));
}

function isAnswered(a: Answer): boolean {
  return (a.optAnswers?.length ?? 0) > 0 || (a.txtAnswer ?? '').trim() !== '';
}

/** The problem with one question's answer, or null when it is answered well. */
export function answerProblem(question: Question, answer: Answer | undefined): string | null {
  if (question.questionTypeCode === 'text') {
    const text = (answer?.txtAnswer ?? '').trim();
    if (text === '') return QuestionnaireMessages.textRequired(question.name);
    if (question.dataType === 'string') return null;
    const min = question.dataValueBegin ?? Number.NEGATIVE_INFINITY;
    const max = question.dataValueEnd ?? Number.POSITIVE_INFINITY;
    if (Number.isFinite(min) || Number.isFinite(max)) {
      const rule = question.dataType === 'int' ? integerRange(min, max) : decimalRange(min, max);
      return rule(text);
    }
    return /^[+-]?\d+(?:\.\d+)?$/.test(text) ? null : QuestionnaireMessages.number;
  }
  const chosen = answer?.optAnswers ?? [];
  const known = chosen.filter((id) => question.optionList.some((o) => o.id === id));
  if (known.length === 0) return QuestionnaireMessages.unanswered(question.name);
  if (question.questionTypeCode === 'radio' && known.length > 1) {
    return QuestionnaireMessages.unanswered(question.name);
  }
  return null;
}

export interface AnswerProblem {
  qid: string;
  message: string;
}

/** The first visible question of the list not answered well (spec 5), or null when all are. */
export function firstProblem(questions: readonly Question[], answers: Answers): AnswerProblem | null {
  for (const question of visibleQuestions(questions, answers)) {
    const message = answerProblem(question, answers[question.id]);
    if (message) return { qid: question.id, message };
  }
  return null;
}

/** The first problem across the examinee's steps, with the step it is on. */
export function firstProblemInQuestionnaire(
  q: Questionnaire,
  answers: Answers,
  sexCode: ExamineeProfile['sexCode'] | null,
): (AnswerProblem & { step: number }) | null {
  const steps = stepsFor(q, sexCode);
  for (let step = 0; step < steps.length; step++) {
    const problem = firstProblem(steps[step]!.questions, answers);
    if (problem) return { ...problem, step };
  }
  return null;
}

/** Answers as a map by qid. */
export function answersByQid(list: readonly Answer[]): Record<string, Answer> {
  return Object.fromEntries(list.map((a) => [a.qid, a]));
}

/** Spec 2 screen 11: a step title over 10 characters shows its first 3 and last 2. */
export function shortStepName(name: string): string {
  const chars = Array.from(name);
  return chars.length > 10 ? chars.slice(0, 3).join('') + chars.slice(-2).join('') : name;
}
