// What the order page says on the exam day, above everything else: what to bring, until when to
// fast, when to arrive, and the round with where the person is now.
import { FASTING_ADVICE } from '../booking/fasting.ts';
import type { FastingWindow } from '../booking/types.ts';
import { arrivalTime } from '../notices/notices.ts';

/** What everyone brings; a fasting round adds something to eat after the blood test. */
export const BRING_ALWAYS = ['本人身份证件（身份证、护照等）', '预约订单（本页签到码）'] as const;
export const BRING_WHEN_FASTING = '早餐或小点心（空腹项目完成后食用）';
export const BRING_GLASSES = '近视者请佩戴框架眼镜（勿戴隐形眼镜）';

export function bringList(o: { fasting: boolean; eyeExam: boolean }): string[] {
  return [...BRING_ALWAYS, ...(o.fasting ? [BRING_WHEN_FASTING] : []), ...(o.eyeExam ? [BRING_GLASSES] : [])];
}

/**
 * Until when the person keeps an empty stomach: until the fasting stations are done, and at the
 * latest the end of the centre's fasting window when it has one. null when nothing needs fasting.
 */
export function fastingUntil(fasting: boolean, window: FastingWindow | null): string | null {
  if (!fasting) return null;
  return window
    ? `请保持空腹，直到抽血等空腹项目完成（空腹项目须在${window.end}前完成）`
    : `请保持空腹，直到抽血等空腹项目完成（${FASTING_ADVICE}）`;
}

/** Arrive by: 15 minutes before the slot, as the reminder says. */
export function arriveBy(slotTime: string): string {
  return arrivalTime(slotTime);
}

/** The line under the current station. */
export function queueLine(place: {
  state: 'waiting' | 'called';
  ahead: number | null;
  stationName: string;
}): string {
  if (place.state === 'called') return `请到${place.stationName}检查`;
  return `您前面还有 ${place.ahead ?? 0} 人`;
}

export const GuideMessages = {
  checkInFirst: '请先到前台签到（出示本页签到码），签到后按下方顺序检查',
  allDone: '全部检查已完成，请到前台交回体检单',
  breakfastNow: '空腹项目已完成，可以用早餐了',
  noOneWaiting: '该科室暂无排队的人',
  notInQueue: '此人不在该科室的叫号中（可能已被叫号或已完成），请刷新后重试',
} as const;
