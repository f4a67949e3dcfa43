// A risk assessment (专病风险评估, issue 22): a questionnaire of the questionnaire engine whose options
// carry points; the total, with points for age, falls into a risk level with its advice, and names the
// check-ups that look into the condition.
import type { Questionnaire } from '../questionnaire/types.ts';

export type RiskLevelCode = 'low' | 'medium' | 'high';

export interface AssessmentLevel {
  code: RiskLevelCode;
  /** 低风险 / 中风险 / 高风险 */
  name: string;
  /** the lowest total in this level; the levels are listed from the lowest */
  minScore: number;
  advice: string;
}

/** A package of the catalogue (by its code, the same at every centre) or an item (by its id). */
export interface AssessmentCheck {
  kind: 'package' | 'item';
  code: string;
  name: string;
}

export interface AssessmentDefinition {
  /** the assessment's id; a disease column's assessment has the column's id */
  id: number;
  /** the disease column it belongs to, null for a topical questionnaire (专题问卷) */
  columnId: number | null;
  name: string;
  /** what it estimates and how long it takes, shown before starting */
  intro: string;
  questionnaire: Questionnaire;
  /** points of each option by option id; an option not listed scores 0 */
  optionScores: Readonly<Record<string, number>>;
  /** points for age: the highest band whose minAge the person has reached counts */
  agePoints: readonly { minAge: number; points: number }[];
  levels: readonly AssessmentLevel[];
  checks: readonly AssessmentCheck[];
}

/** Who is assessed: the account holder (memberId null) or one of its family members. */
export interface AssessedPerson {
  sexCode: 'male' | 'female';
  age: number;
}

export interface AssessmentOutcome {
  score: number;
  level: AssessmentLevel;
}
