// What a person does for the items that need an empty stomach: one instruction, the same words on
// every screen that gives it (the package, the confirm screen, the success page, the order detail,
// the centre's 体检须知). It is given only when an item needs it (the item's fastingCheck), and names
// the centre's fasting window (spec 9: fastingCheckStart/End, 00:00-24:00 meaning none) when it has
// one, the window the slot picker already holds such items to.
import type { FastingWindow } from './types.ts';

/** The shortest fast before blood tests and abdominal ultrasound that centres ask for. */
export const FASTING_HOURS = 8;

/** When to stop eating, without a centre's window. */
export const FASTING_ADVICE = `体检前一天晚餐后禁食，空腹${FASTING_HOURS}小时以上，可少量饮水`;

/** The advice at a centre: with its fasting window when it has one. */
export function fastingAdvice(window: FastingWindow | null): string {
  return window ? `${FASTING_ADVICE}；空腹项目请在${window.start}-${window.end}之间检查` : FASTING_ADVICE;
}

/** The note an item list carries: '需空腹检查：' and the advice. */
export function fastingNote(window: FastingWindow | null): string {
  return `需空腹检查：${fastingAdvice(window)}`;
}

/** For a diabetic examinee the same note, and how to fast safely. */
export function diabeticFastingNote(window: FastingWindow | null): string {
  return `${fastingNote(window)}；糖尿病患者体检当天早晨请暂停降糖药和胰岛素，随身携带糖果或饼干，抽血后及时进食，以防低血糖`;
}

export interface FastingFacts {
  item: string;
  fastingCheck: 0 | 1;
}

export interface FastingInstruction {
  /** the items that need it, by name, each once, in the order given */
  items: string[];
  note: string;
}

/** The instruction for these items at a centre, or null when none of them needs an empty stomach. */
export function fastingInstruction(
  items: readonly FastingFacts[],
  window: FastingWindow | null,
): FastingInstruction | null {
  const names = [...new Set(items.filter((i) => i.fastingCheck === 1).map((i) => i.item))];
  return names.length === 0 ? null : { items: names, note: fastingNote(window) };
}
