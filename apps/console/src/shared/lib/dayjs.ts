import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// antd's date pickers name months and weekdays through dayjs's locale.
dayjs.locale('zh-cn');

/** Today's date at the centres (Asia/Shanghai), whatever the computer's own zone: YYYY-MM-DD. */
export function todayAtCentres(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export { dayjs };

/** An instant as the centres' clocks read it (Asia/Shanghai): YYYY-MM-DD HH:mm:ss. */
export function timeAtCentres(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
