// The eligibility rule table: which condition makes which kind of item refused or worth a notice.
// Data, not code, so a new rule is a row. Rules of one topic compete: for an item, the first matching
// row of a topic wins (a pregnancy refusal says more than a planning one; the diabetic fasting notice
// replaces the ordinary one). Rows of different topics all apply.
import { diabeticFastingNote, fastingNote } from '../booking/fasting.ts';
import type { EligibilityFinding, FastingWindow } from '../booking/types.ts';
import type { ExamTag } from '../catalogue/types.ts';
import { EligibilityReasons as R } from './reasons.ts';
import type { ExamCondition } from './types.ts';

export interface EligibilityRule {
  topic: 'radiation' | 'mri' | 'menstruation' | 'barium' | 'fasting';
  /** the item has one of these tags; 'fasting' matches items with fastingCheck 1 */
  matches: readonly (ExamTag | 'fasting')[];
  /** one of these conditions is declared; empty: always */
  when: readonly ExamCondition[];
  severity: EligibilityFinding['severity'];
  reason: string;
}

// Planning a pregnancy refuses radiation too: a person trying to conceive may already be pregnant
// without knowing, and centres ask them not to be exposed in the months before conceiving. The
// reason says so, distinct from the pregnancy one.
const REFUSALS_AND_NOTICES: readonly EligibilityRule[] = [
  {
    topic: 'radiation',
    matches: ['radionuclide'],
    when: ['pregnant', 'planning_pregnancy'],
    severity: 'refuse',
    reason: R.radionuclidePregnant,
  },
  {
    topic: 'radiation',
    matches: ['xray', 'ct', 'mammography'],
    when: ['pregnant'],
    severity: 'refuse',
    reason: R.radiationPregnant,
  },
  {
    topic: 'radiation',
    matches: ['xray', 'ct', 'mammography'],
    when: ['planning_pregnancy'],
    severity: 'refuse',
    reason: R.radiationPlanning,
  },
  { topic: 'mri', matches: ['mri'], when: ['pacemaker'], severity: 'refuse', reason: R.mriPacemaker },
  { topic: 'mri', matches: ['mri'], when: ['implant'], severity: 'refuse', reason: R.mriImplant },
  {
    topic: 'menstruation',
    matches: ['gynaecology'],
    when: ['menstruating'],
    severity: 'notice',
    reason: R.gynaecologyMenstruating,
  },
  {
    topic: 'menstruation',
    matches: ['urine'],
    when: ['menstruating'],
    severity: 'notice',
    reason: R.urineMenstruating,
  },
  {
    topic: 'menstruation',
    matches: ['stool'],
    when: ['menstruating'],
    severity: 'notice',
    reason: R.stoolMenstruating,
  },
  {
    topic: 'barium',
    matches: ['abdominal'],
    when: ['recent_barium'],
    severity: 'notice',
    reason: R.abdominalBarium,
  },
];

/** The rules at a centre: the fasting notices name its fasting window when it has one. */
export function eligibilityRules(fasting: FastingWindow | null): readonly EligibilityRule[] {
  return [
    ...REFUSALS_AND_NOTICES,
    {
      topic: 'fasting',
      matches: ['fasting'],
      when: ['diabetes'],
      severity: 'notice',
      reason: diabeticFastingNote(fasting),
    },
    { topic: 'fasting', matches: ['fasting'], when: [], severity: 'notice', reason: fastingNote(fasting) },
  ];
}

/** The rules without a centre's window (the server's refusals read only the refusing rows). */
export const ELIGIBILITY_RULES: readonly EligibilityRule[] = eligibilityRules(null);
