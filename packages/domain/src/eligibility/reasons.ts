// The Chinese reasons a finding carries. The order refusal on the server repeats the same words, so
// they live here once. The fasting notes are the one fasting instruction (booking/fasting.ts).
import { diabeticFastingNote, fastingNote } from '../booking/fasting.ts';

export const EligibilityReasons = {
  radiationPregnant: '怀孕期间不能做放射检查，射线可能影响胎儿发育',
  radiationPlanning: '备孕期间不宜做放射检查，射线可能影响受孕和胎儿，建议检查后三个月再怀孕',
  radionuclidePregnant: '怀孕或备孕期间不能做碳14呼气试验（含放射性核素），可改做碳13呼气试验',
  mriPacemaker: '体内有心脏起搏器不能做磁共振检查，强磁场可能使起搏器失灵',
  mriImplant: '体内有金属植入物不能做磁共振检查，金属在强磁场中可能移位或发热',
  gynaecologyMenstruating: '月经期间不宜做妇科检查，结果不准确且易感染，请避开月经期另选体检日期',
  urineMenstruating: '月经期间经血会混入尿液，结果不准确，请避开月经期另选体检日期',
  stoolMenstruating: '月经期间粪便潜血检查易出现假阳性，请避开月经期另选体检日期',
  abdominalBarium: '近期做过钡餐检查，肠道残留的钡剂会影响腹部检查结果，建议钡剂排空（约一周）后再检查',
  /** the fasting notes without a centre's window: eligibilityRules(window) gives a centre's */
  fasting: fastingNote(null),
  fastingDiabetes: diabeticFastingNote(null),
} as const;
