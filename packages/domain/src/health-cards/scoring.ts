// Scoring a health card's assessment: the points of the options chosen, summed over every answer
// (follow-up questions included), and the result band that total falls in.
import type { Answer } from '../questionnaire/types.ts';
import type { AssessmentScoring } from './types.ts';

export interface AssessmentResult {
  score: number;
  level: string;
  advice: string;
}

/** The total: each chosen option's points (an option the scoring does not list scores 0). */
export function assessmentScore(scoring: AssessmentScoring, answers: readonly Answer[]): number {
  let total = 0;
  for (const answer of answers) {
    // An option listed twice in one answer is one choice.
    for (const id of new Set(answer.optAnswers ?? [])) total += scoring.optionScores[id] ?? 0;
  }
  return total;
}

/**
 * The band of a total: the first, lowest first, whose maxScore is at least the total; a total above
 * every band's maxScore falls in the last (highest) band.
 */
export function assessmentBand(scoring: AssessmentScoring, score: number): { level: string; advice: string } {
  const bands = [...scoring.bands].sort((a, b) => a.maxScore - b.maxScore);
  const band = bands.find((b) => score <= b.maxScore) ?? bands[bands.length - 1];
  if (!band) throw new Error('assessment scoring has no band');
  return { level: band.level, advice: band.advice };
}

/** The score of these answers and the band it falls in. */
export function scoreAssessment(scoring: AssessmentScoring, answers: readonly Answer[]): AssessmentResult {
  const score = assessmentScore(scoring, answers);
  return { score, ...assessmentBand(scoring, score) };
}
