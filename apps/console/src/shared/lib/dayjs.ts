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
