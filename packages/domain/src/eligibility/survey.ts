import { SpecialCentre } from '../centres.ts';
import { answersByQid } from '../questionnaire/engine.ts';
import { conditionHolds } from '../questionnaire/plan-rules.ts';
import type { Answer, Questionnaire } from '../questionnaire/types.ts';

// The survey gate of centres 00-7 and 00-62 (spec 4 "Booking flow"): the epidemiological survey must
// be answered before booking there, and risky answers (isGzbd 1) refuse the booking.

/** The centres that ask for the epidemiological survey before a booking. */
export const SURVEY_GATE_CENTRES: readonly string[] = [
  SpecialCentre.surveyGateWithDateRange,
  SpecialCentre.surveyGate,
];

/** The business code of the survey the gate asks for. */
export const SURVEY_BUSINESS_CODE = 'epidemic';

/**
 * How long an answered survey lets the person book. Its questions are about the last 14 days, so an
 * answer from weeks ago says nothing of today; three days covers a booking started one day and
 * finished the next.
 */
export const SURVEY_VALID_HOURS = 72;

export const SurveyMessages = {
  required: '根据院感防控要求，在本中心预约体检前须如实填写流行病学调查问卷',
  fill: '去填写',
  refused: (phone: string) =>
    `您的流行病学调查结果提示存在感染风险，暂不能在线预约体检，请致电体检中心${phone ? `（${phone}）` : ''}咨询`,
} as const;

export function needsSurvey(sysCenterId: string): boolean {
  return SURVEY_GATE_CENTRES.includes(sysCenterId);
}

/** isGzbd of a survey's answers: 1 when any of the survey's risk conditions holds. */
export function surveyIsGzbd(survey: Questionnaire, answers: readonly Answer[]): 0 | 1 {
  const byQid = answersByQid(answers);
  return (survey.riskWhen ?? []).some((c) => conditionHolds(c, byQid)) ? 1 : 0;
}

/** Whether a survey answered at `answeredAt` still counts at `now`. */
export function surveyStillValid(answeredAt: Date, now: Date): boolean {
  const age = now.getTime() - answeredAt.getTime();
  return age >= 0 && age <= SURVEY_VALID_HOURS * 3_600_000;
}
