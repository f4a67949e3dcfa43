// The questionnaire model (spec 3 "Questionnaire question"): a questionnaire in steps, each step a list
// of questions; an option may carry follow-up (child) questions shown inline (popup 0) or in a pop-up
// (popup 1). Answers are the spec's payload: { qid, optAnswers } or { qid, txtAnswer }.
import type { ProjectId, RecommendLevel } from '../catalogue/types.ts';
import type { ExamCondition } from '../eligibility/types.ts';

export type QuestionType = 'radio' | 'checkbox' | 'text';

export interface QuestionOption {
  id: string;
  name: string;
  /** 1: choosing it clears every other option of the question, and any other clears it (无 / 以上都没有) */
  exclusive: 0 | 1;
  /** follow-up questions asked when this option is chosen */
  childrenQuestion: Question[];
  /** choosing it declares this pre-exam condition (eligibility/: 已怀孕 → pregnant) */
  examCondition?: ExamCondition;
}

export interface Question {
  /** the question's id in this questionnaire: the answers' qid */
  id: string;
  /** the question's id in the question library */
  questionId: string;
  name: string;
  questionTypeCode: QuestionType;
  questionTypeName: string;
  optionList: QuestionOption[];
  /** how this question's options' follow-ups are asked: 0 inline below it, 1 in a pop-up */
  popup: 0 | 1;
  /** text questions: 'int', 'decimal' or 'string' */
  dataType: 'int' | 'decimal' | 'string';
  /** inclusive bounds of a numeric text answer, null when unbounded */
  dataValueBegin: number | null;
  dataValueEnd: number | null;
  /** unit shown after a numeric input (年, 支/天…) */
  dataUnit: string;
  /** options per row; 1 lists them one under another */
  numOfEachRow: number;
  questionPic: string;
  optionsPic: string;
}

export interface QuestionnaireStep {
  id: string;
  name: string;
  /** a step only for one sex (the women's-health branch); null for everyone */
  sex: 'male' | 'female' | null;
  questions: Question[];
}

export interface Questionnaire {
  id: string;
  /** which questionnaire: physical (the health questionnaire of the plan), sport, epidemic */
  businessCode: string;
  name: string;
  steps: QuestionnaireStep[];
  /**
   * A survey's risk rule (the epidemiological survey's isGzbd): any condition that holds marks the
   * answers as risky. Kept on the server; the wire does not carry it.
   */
  riskWhen?: RuleCondition[];
}

/** One answer as the spec emits it. */
export interface Answer {
  qid: string;
  optAnswers?: string[];
  txtAnswer?: string;
}

/** Answers by question id. */
export type Answers = Readonly<Record<string, Answer>>;

/** A condition of a plan rule on one question's answer. */
export type RuleCondition =
  /** one of these options is chosen */
  | { qid: string; anyOf: string[] }
  /** a numeric text answer within min..max inclusive */
  | { qid: string; min?: number; max?: number };

/**
 * A row of the plan's rule table: when every condition holds (and sex and age fit), the items are
 * recommended at the level, with the reason shown under each item.
 */
export interface PlanRule {
  id: string;
  projectIds: ProjectId[];
  level: RecommendLevel;
  reason: string;
  /** all must hold; empty: always */
  when: RuleCondition[];
  sex?: 'male' | 'female';
  marriage?: 'married';
  minAge?: number;
  maxAge?: number;
}
