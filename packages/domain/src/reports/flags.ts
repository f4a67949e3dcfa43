import type { Report, ReportResult, ResultFlag } from './types.ts';

// "5.6", "-1", "<0.5" and ">1000" are read as numbers; "阴性", "3+" or "" are not.
const NUMBER = /^[<>≤≥]?\s*(-?\d+(?:\.\d+)?)$/;

/** The number a printed value stands for, or null when it is not a number. */
export function numericValue(value: string): number | null {
  const match = NUMBER.exec(value.trim());
  return match ? Number(match[1]) : null;
}

const same = (a: string, b: string) => a.trim().replace(/\s+/g, '') === b.trim().replace(/\s+/g, '');

/**
 * The abnormal mark of a result. A number is compared with the range (either bound may be missing);
 * a value that is not a number is abnormal when it differs from the printed reference ("阳性" against
 * "阴性"). Without any reference nothing can be judged, so it is normal.
 */
export function resultFlag(
  value: string,
  refLow: number | null | undefined,
  refHigh: number | null | undefined,
  refText = '',
): ResultFlag {
  const n = numericValue(value);
  if (n !== null && (refLow != null || refHigh != null)) {
    if (refHigh != null && n > refHigh) return 'H';
    if (refLow != null && n < refLow) return 'L';
    return '';
  }
  if (refText.trim() === '') return '';
  return same(value, refText) ? '' : 'A';
}

/** The results marked abnormal, in report order. */
export function abnormalResults(report: Pick<Report, 'results'>): ReportResult[] {
  return report.results.filter((result) => result.flag !== '');
}

/** What the list shows as 异常项: abnormal results plus abnormal findings. */
export function abnormalCount(report: Pick<Report, 'results' | 'findings'>): number {
  return abnormalResults(report).length + report.findings.filter((f) => f.abnormal).length;
}

/** The reference as one line: "3.9-6.1", "<5.2", ">1.0", or the printed text. */
export function referenceText(result: Pick<ReportResult, 'refLow' | 'refHigh' | 'refText'>): string {
  const { refLow, refHigh, refText } = result;
  if (refLow != null && refHigh != null) return `${refLow}-${refHigh}`;
  if (refHigh != null) return `<${refHigh}`;
  if (refLow != null) return `>${refLow}`;
  return refText;
}

/** The mark a reader sees beside a value: ↑ above, ↓ below, 异常 otherwise abnormal. */
export function flagMark(flag: ResultFlag): string {
  return flag === 'H' ? '↑' : flag === 'L' ? '↓' : flag === 'A' ? '异常' : '';
}
