// Health service cards (健康卡, issue 19): a card product bundles services and a scored health
// assessment taken on the questionnaire engine.

/** One service a card grants, `times` times over the card's validity (0: unlimited while valid). */
export interface HealthCardService {
  code: string;
  name: string;
  times: number;
  description: string;
}

/**
 * How a card's assessment questionnaire is scored: points per option (an option not listed scores 0),
 * and the result bands by total score, lowest first; the result is the first band whose maxScore is at
 * least the total.
 */
export interface AssessmentScoring {
  optionScores: Record<string, number>;
  bands: { maxScore: number; level: string; advice: string }[];
}
