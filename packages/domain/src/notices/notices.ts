// The notices the product sends on its own (issue 21 "Reminders and notices"): the evening before an
// examination, and when a report is published. Their words are here, once, so the SMS, the WeChat
// message and the settings screen say the same thing; when they are sent is here too.
import { FASTING_ADVICE } from '../booking/fasting.ts';
import { shanghaiDate } from '../booking/slots.ts';
import { maskName } from '../mask.ts';

export const NOTICE_KINDS = ['examEve', 'reportReady', 'recheck'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What the settings screen calls each notice, and what it says it does. */
export const NOTICE_NAMES: Record<NoticeKind, { title: string; description: string }> = {
  examEve: { title: '体检前一天提醒', description: '体检前一天18:00发送：到院时间、是否空腹、携带证件' },
  reportReady: { title: '报告出具通知', description: '体检报告发布后立即通知' },
  recheck: { title: '复查提醒', description: '报告建议复查的日期前7天提醒预约复查' },
};

/** The evening before the examination, from this hour (Shanghai) until the sending window closes. */
export const EXAM_EVE_FROM_HOUR = 18;
/** After this hour nobody is woken by a reminder; a booking made later for tomorrow gets none. */
export const EXAM_EVE_UNTIL_HOUR = 21;

/** Arrive this many minutes before the slot begins: signing in and changing take that long. */
export const ARRIVE_EARLY_MINUTES = 15;

export interface ExamEveFacts {
  name: string;
  centreName: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm~HH:mm or HH:mm-HH:mm */
  slotTime: string;
  /** an item of the plan needs an empty stomach */
  fasting: boolean;
}

/** HH:mm that many minutes before the slot's start. */
export function arrivalTime(slotTime: string, earlyMinutes = ARRIVE_EARLY_MINUTES): string {
  const match = /^(\d{2}):(\d{2})/.exec(slotTime);
  if (!match) return slotTime;
  const minutes = Math.max(0, Number(match[1]) * 60 + Number(match[2]) - earlyMinutes);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** M月D日 of a YYYY-MM-DD date. */
const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/**
 * The reminder's template parameters (SMS gateways and WeChat fill their approved templates with
 * them) and its whole text (the development outbox, and the log of what was sent). The name is
 * masked: a text message can be read on a locked screen.
 */
export function examEveNotice(f: ExamEveFacts): { params: Record<string, string>; text: string } {
  const params = {
    name: maskName(f.name),
    centre: f.centreName,
    date: monthDay(f.date),
    time: f.slotTime.replace('~', '-'),
    arrive: arrivalTime(f.slotTime),
    fasting: f.fasting ? FASTING_ADVICE : '无需空腹',
  };
  const text =
    `${params.name}您好，您预约了明天（${params.date}）${params.time}在${params.centre}的体检，` +
    `请于${params.arrive}前到达，携带本人身份证件。${f.fasting ? `${FASTING_ADVICE}。` : ''}`;
  return { params, text };
}

export function reportReadyNotice(f: { name: string; centreName: string }): {
  params: Record<string, string>;
  text: string;
} {
  const params = { name: maskName(f.name), centre: f.centreName };
  return {
    params,
    text: `${params.name}您好，您在${params.centre}的体检报告已出具，请在“体检报告”中查看。`,
  };
}

/**
 * The day whose examinations are reminded of at this instant, or null outside the sending window:
 * tomorrow (Shanghai) between 18:00 and 21:00.
 */
export function examEveDay(now: Date): string | null {
  // The Shanghai hour: the date part is the booking rules' own shanghaiDate.
  const hour = new Date(now.getTime() + 8 * 3600_000).getUTCHours();
  if (hour < EXAM_EVE_FROM_HOUR || hour >= EXAM_EVE_UNTIL_HOUR) return null;
  return shanghaiDate(now.getTime() + 86_400_000);
}

/**
 * An HR administrator's reminder to book a company check-up (issue 23): the company, the centre and
 * the last day of its window. The name is masked, as every text message's.
 */
export function teamInviteNotice(f: {
  name: string;
  companyName: string;
  centreName: string;
  windowEnd: string;
}): {
  params: Record<string, string>;
  text: string;
} {
  const params = {
    name: maskName(f.name),
    company: f.companyName,
    centre: f.centreName,
    date: monthDay(f.windowEnd),
  };
  return {
    params,
    text:
      `${params.name}您好，${params.company}为您安排了${params.centre}的团检，` +
      `请于${params.date}前在“团检列表”中预约体检日期。`,
  };
}

/**
 * The re-check reminder (issue 24): the report's centre and the day its rules advise re-checking. It
 * names no value and no item: a text message can be read on a locked screen, and health details
 * stay in the app.
 */
export function recheckNotice(f: { name: string; centreName: string; date: string }): {
  params: Record<string, string>;
  text: string;
} {
  const params = { name: maskName(f.name), centre: f.centreName, date: monthDay(f.date) };
  return {
    params,
    text:
      `${params.name}您好，您在${params.centre}的体检报告建议于${params.date}前后复查，` +
      `请在“体检报告”中查看复查建议并预约。`,
  };
}

/** HH:mm of an instant, in Shanghai time. */
const shanghaiClock = (at: Date) => {
  const t = new Date(at.getTime() + 8 * 3600_000);
  return `${String(t.getUTCHours()).padStart(2, '0')}:${String(t.getUTCMinutes()).padStart(2, '0')}`;
};

/**
 * 候补 (issue 24, docs/waitlist.md): a freed place is held for the person. The centre, the day and
 * slot, and until when it is held; the name masked, as every text message's.
 */
export function waitlistHoldNotice(f: {
  name: string;
  centreName: string;
  date: string;
  slotTime: string;
  expiresAt: Date;
}): { params: Record<string, string>; text: string } {
  const params = {
    name: maskName(f.name),
    centre: f.centreName,
    date: monthDay(f.date),
    time: f.slotTime.replace('~', '-'),
    until: shanghaiClock(f.expiresAt),
  };
  return {
    params,
    text:
      `${params.name}您好，您候补的${params.centre}${params.date}${params.time}有名额了，已为您保留至` +
      `${params.until}，请在“我的候补”中尽快预约并支付，逾时将顺延给下一位。`,
  };
}
