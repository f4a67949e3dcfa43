import { flagMark, type ResultFlag } from '@tijian/domain';

/** ↑ ↓ 异常 beside an abnormal value, in red; nothing for a normal one. */
export function FlagMark({ flag }: { flag: ResultFlag }) {
  const mark = flagMark(flag);
  return mark ? <span className="report-flag">{mark}</span> : null;
}
