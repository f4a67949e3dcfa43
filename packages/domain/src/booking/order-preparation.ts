// The preparation notes of an order (issue 11, order detail): what the person must do before the
// exam day for the items they chose. Derived from the same facts the eligibility rules read (the
// item's fastingCheck and examTags), so a new tag on an item brings its note with it.
import type { ExamTag } from '../catalogue/types.ts';
import { fastingNote } from './fasting.ts';
import type { FastingWindow } from './types.ts';

export interface PreparedItem {
  fastingCheck: 0 | 1;
  examTags: readonly ExamTag[];
}

export const PreparationNotes = {
  /** without a centre's window; preparationNotes gives the centre's (fasting.ts) */
  fasting: fastingNote(null),
  radiation: '含放射检查：怀孕或备孕者请提前告知医生，检查时请取下项链等金属饰品',
  radionuclide: '碳14呼气试验含放射性核素：怀孕或备孕者不能检查，检查前需空腹',
  mri: '磁共振检查：体内有心脏起搏器或金属植入物者请提前告知医生，勿携带手机、钥匙等金属物品',
  gynaecology: '妇科检查：请避开月经期，检查前24小时避免性生活和阴道用药',
  urine: '尿液检查：请留取清晨中段尿，月经期间不宜留取',
  stool: '粪便检查：请留取新鲜标本，月经期间不宜检查',
  abdominal: '腹部超声检查：请空腹，近一周做过钡餐检查者请告知医生',
  always: '体检当日请携带本人身份证，穿着宽松衣物，按预约时段到达',
} as const;

// One note per kind of preparation, in the order the person acts on them (the evening before first).
const TAGGED: readonly { note: string; tags: readonly ExamTag[] }[] = [
  { note: PreparationNotes.radionuclide, tags: ['radionuclide'] },
  { note: PreparationNotes.radiation, tags: ['xray', 'ct', 'mammography'] },
  { note: PreparationNotes.mri, tags: ['mri'] },
  { note: PreparationNotes.gynaecology, tags: ['gynaecology'] },
  { note: PreparationNotes.urine, tags: ['urine'] },
  { note: PreparationNotes.stool, tags: ['stool'] },
  { note: PreparationNotes.abdominal, tags: ['abdominal'] },
];

/**
 * The notes for these items: fasting first when any needs it (with the centre's fasting window when it
 * has one), each kind once, the general note last.
 */
export function preparationNotes(
  items: readonly PreparedItem[],
  fasting: FastingWindow | null = null,
): string[] {
  const notes: string[] = [];
  if (items.some((i) => i.fastingCheck === 1)) notes.push(fastingNote(fasting));
  const tags = new Set(items.flatMap((i) => i.examTags));
  for (const { note, tags: wanted } of TAGGED) if (wanted.some((t) => tags.has(t))) notes.push(note);
  notes.push(PreparationNotes.always);
  return notes;
}
