// Who may read a person's reports besides the people it proved: the guardian of a minor. And the
// reads the access log records, named as the report page lists them.
import dayjs from 'dayjs';
import { infoFromIdCard } from '../validators/id-card.ts';

/** 民法典 第十七条: a person of 18 or more is an adult and decides about their own reports. */
export const ADULT_AGE = 18;

/** The day (YYYY-MM-DD) the holder of this ID number turns 18, or null when it is no valid ID number. */
export function adultOn(idCardNo: string): string | null {
  // Any day after the birth date serves: only the birth date is read from the answer.
  const info = infoFromIdCard(idCardNo, '2999-12-31');
  return info ? dayjs(info.birthday).add(ADULT_AGE, 'year').format('YYYY-MM-DD') : null;
}

/** Whether the holder of this ID number is a minor on `day` (YYYY-MM-DD); an invalid number never is. */
export function isMinorOn(idCardNo: string, day: string): boolean {
  const adult = adultOn(idCardNo);
  return adult !== null && day < adult;
}

/** What a read of a report showed: the report itself, an indicator's trend, or the health evaluation. */
export const REPORT_READ_KINDS = ['detail', 'tendency', 'health', 'recheck'] as const;
export type ReportReadKind = (typeof REPORT_READ_KINDS)[number];

export const REPORT_READ_NAMES: Record<ReportReadKind, string> = {
  detail: '查看报告',
  tendency: '查看指标趋势',
  health: '查看健康评估',
  recheck: '查看异常解读',
};
