// Times as a Chinese centre reads them, whatever the phone's own zone.
const sameDay = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const otherDay = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });

/** 09:30 today, 2026/11/20 09:30 on another day. */
export function formatSentAt(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  return dayOf.format(at) === dayOf.format(now) ? sameDay.format(at) : otherDay.format(at);
}
