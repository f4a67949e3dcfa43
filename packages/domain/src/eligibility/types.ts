// What a person may declare before an examination (怀孕、体内植入物…), as the eligibility rules
// read it. The questionnaire's options name these on the wire and in the seed, so they are stable
// codes, never Chinese text.

export const EXAM_CONDITIONS = [
  'pregnant',
  'planning_pregnancy',
  'menstruating',
  'pacemaker',
  'implant',
  'recent_barium',
  'diabetes',
] as const;

export type ExamCondition = (typeof EXAM_CONDITIONS)[number];

/** Conditions only a woman can have: a man's declaration of them is ignored, wherever it came from. */
export const FEMALE_CONDITIONS: readonly ExamCondition[] = ['pregnant', 'planning_pregnancy', 'menstruating'];

/** How the confirm-items screen and the report name each condition. */
export const EXAM_CONDITION_LABELS: Record<ExamCondition, string> = {
  pregnant: '已怀孕',
  planning_pregnancy: '备孕中',
  menstruating: '体检当天在月经期',
  pacemaker: '体内有心脏起搏器',
  implant: '体内有金属植入物（支架、钢板、人工关节等）',
  recent_barium: '近一周内做过钡餐或钡剂灌肠检查',
  diabetes: '患有糖尿病',
};

export function isExamCondition(value: string): value is ExamCondition {
  return (EXAM_CONDITIONS as readonly string[]).includes(value);
}

/** The conditions that apply to an examinee of this sex, known codes only, each once, in list order. */
export function conditionsFor(sexCode: 'male' | 'female', declared: readonly string[]): ExamCondition[] {
  const wanted = new Set(declared);
  return EXAM_CONDITIONS.filter(
    (c) => wanted.has(c) && (sexCode === 'female' || !FEMALE_CONDITIONS.includes(c)),
  );
}
