// 候补 (issue 24 "Waitlist with a hold"): waiting for a full day, and the place held for the first
// person waiting when one frees. The rules both sides read (how long a hold lasts, what a state is
// called, the time left) and the words of every refusal live here once.

/** How long a freed place is held for the person it was offered to, unless the centre sets another. */
export const WAITLIST_HOLD_MINUTES = 30;

/**
 * waiting: in the queue; held: a place is held until `holdExpiresAt`; booked: the held place became
 * an order; lapsed: the hold ran out (the place went on to the next person); left: the person left.
 */
export const WAITLIST_STATUSES = ['waiting', 'held', 'booked', 'lapsed', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WAITLIST_STATUS_NAMES: Record<WaitlistStatus, string> = {
  waiting: '候补中',
  held: '已为您保留名额',
  booked: '已预约',
  lapsed: '保留已过期',
  left: '已取消候补',
};

/** An entry still in the queue or holding a place: one per person and day. */
export const isActiveWaitlistStatus = (s: WaitlistStatus): boolean => s === 'waiting' || s === 'held';

export const WaitlistMessages = {
  notFull: '该日期仍有可约名额，请直接预约',
  alreadyWaiting: (position: number) => `该体检人已在当天的候补队列中（第${position}位）`,
  alreadyHeld: '已为该体检人保留了当天的名额，请在“我的候补”中预约',
  pastDay: '所选日期已过，请选择其他日期',
  notFound: '候补记录不存在',
  notHeld: '该候补暂无保留的名额',
  holdLapsed: '保留时间已过，名额已顺延给下一位',
  cannotLeave: '该候补已结束，无需取消',
  tooMany: '最多同时候补5个日期',
} as const;

/** At most this many days waited for at once by one account: a queue is not a way to hold the calendar. */
export const MAX_ACTIVE_WAITLIST_ENTRIES = 5;

/** Whole seconds left of a hold at `now` (0 once it has run out). */
export function holdSecondsLeft(expiresAt: string | Date, now: Date): number {
  const end = typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt.getTime();
  return Math.max(0, Math.ceil((end - now.getTime()) / 1000));
}

/** mm:ss (or h:mm:ss) of a number of seconds, for the hold's countdown. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
}
