import { numericValue } from './flags.ts';
import type { ReportResult, ResultFlag } from './types.ts';

/** One exam's results, as a trend reads them (any centre). */
export interface ExamResults {
  readonly examDate: string;
  readonly sysCenterName: string;
  readonly results: readonly ReportResult[];
}

export interface TendencyPoint {
  readonly examDate: string;
  readonly sysCenterName: string;
  readonly value: number;
  readonly flag: ResultFlag;
}

export interface TendencySeries {
  readonly code: string;
  readonly name: string;
  readonly unit: string;
  /** oldest first: a chart reads left to right */
  readonly points: readonly TendencyPoint[];
  /** the reference band of the latest exam that printed one (centres' ranges differ slightly) */
  readonly band: { readonly low: number | null; readonly high: number | null };
  /** the axis: every point and the band's bounds, with a margin so nothing sits on the edge */
  readonly min: number;
  readonly max: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The series of one indicator across exams, by exam date. Values that are not numbers ("阴性") have no
 * place on a line and are left out; an indicator with no numeric value anywhere gives null.
 */
export function tendencySeries(exams: readonly ExamResults[], code: string): TendencySeries | null {
  const found = [...exams]
    .sort((a, b) => a.examDate.localeCompare(b.examDate))
    .flatMap((exam) => {
      const result = exam.results.find((r) => r.code === code);
      const value = result ? numericValue(result.value) : null;
      return result && value !== null ? [{ exam, result, value }] : [];
    });
  const last = found.at(-1);
  if (!last) return null;
  const banded = [...found].reverse().find((f) => f.result.refLow != null || f.result.refHigh != null);
  const band = { low: banded?.result.refLow ?? null, high: banded?.result.refHigh ?? null };
  const values = [...found.map((f) => f.value), band.low, band.high].filter((v): v is number => v != null);
  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  const margin = highest === lowest ? Math.max(Math.abs(highest) * 0.1, 1) : (highest - lowest) * 0.1;
  return {
    code,
    name: last.result.name,
    unit: last.result.unit,
    points: found.map(({ exam, result, value }) => ({
      examDate: exam.examDate,
      sysCenterName: exam.sysCenterName,
      value,
      flag: result.flag,
    })),
    band,
    min: round(Math.max(lowest >= 0 ? 0 : -Infinity, lowest - margin)),
    max: round(highest + margin),
  };
}

/** The indicators with a numeric value in any exam, each once, in the order first met (latest exam first). */
export function trendIndicators(
  exams: readonly ExamResults[],
): { code: string; name: string; unit: string }[] {
  const seen = new Map<string, { code: string; name: string; unit: string }>();
  const newestFirst = [...exams].sort((a, b) => b.examDate.localeCompare(a.examDate));
  for (const exam of newestFirst) {
    for (const r of exam.results) {
      if (!seen.has(r.code) && numericValue(r.value) !== null) {
        seen.set(r.code, { code: r.code, name: r.name, unit: r.unit });
      }
    }
  }
  return [...seen.values()];
}
