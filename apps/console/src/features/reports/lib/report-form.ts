import type { PublishReportBody } from '../api/publish-report.ts';
import { boundOf, flagOf, type ResultRow } from './result-row.ts';

/** A result row as the form's inputs hold it: the reference bounds as typed. */
export type ResultInput = Omit<ResultRow, 'refLow' | 'refHigh'> & { refLow: string; refHigh: string };

export interface FindingInput {
  item: string;
  finding: string;
  conclusion: string;
  abnormal: boolean;
}

export interface ReportFormValues {
  conclusions: string[];
  advice: string[];
  results: ResultInput[];
  findings: FindingInput[];
}

export const EMPTY_RESULT: ResultInput = {
  groupName: '',
  code: '',
  name: '',
  value: '',
  unit: '',
  refLow: '',
  refHigh: '',
  refText: '',
};

export function inputOf(row: ResultRow): ResultInput {
  return {
    ...row,
    refLow: row.refLow === null ? '' : String(row.refLow),
    refHigh: row.refHigh === null ? '' : String(row.refHigh),
  };
}

function rowOf(input: Partial<ResultInput>): ResultRow {
  const low = boundOf(input.refLow ?? '');
  const high = boundOf(input.refHigh ?? '');
  return {
    groupName: input.groupName?.trim() ?? '',
    code: input.code?.trim() ?? '',
    name: input.name?.trim() ?? '',
    value: input.value?.trim() ?? '',
    unit: input.unit?.trim() ?? '',
    refLow: low.ok ? low.bound : null,
    refHigh: high.ok ? high.bound : null,
    refText: input.refText?.trim() ?? '',
  };
}

/** The abnormal mark of a row as typed so far (the preview beside it). */
export function previewFlag(input: Partial<ResultInput> | undefined): 'H' | 'L' | 'A' | '' {
  return input ? flagOf(rowOf(input)) : '';
}

/** How many abnormal items the report will have: flagged results and findings marked abnormal. */
export function previewAbnormalCount(values: Partial<ReportFormValues>): number {
  const results = (values.results ?? []).filter((r) => previewFlag(r) !== '').length;
  return results + (values.findings ?? []).filter((f) => f?.abnormal).length;
}

/** The publish call's body from the validated form. */
export function publishBodyOf(orderId: number, values: ReportFormValues): PublishReportBody {
  return {
    orderId,
    conclusions: values.conclusions.map((c) => c.trim()),
    advice: (values.advice ?? []).map((a) => a.trim()),
    results: (values.results ?? []).map((input) => ({ section: 'laboratory' as const, ...rowOf(input) })),
    findings: (values.findings ?? []).map((f) => ({
      section: 'imaging' as const,
      item: f.item.trim(),
      finding: f.finding?.trim() ?? '',
      conclusion: f.conclusion.trim(),
      abnormal: Boolean(f.abnormal),
    })),
  };
}
