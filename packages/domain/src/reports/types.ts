// The shapes of an examination report as every layer sees them: the server's rows map onto these,
// the wire schemas produce them, and the rules in this folder read them.

export type ReportSection = 'general' | 'laboratory' | 'imaging';

/** H above the reference range, L below it, A abnormal without a range ("阳性"), '' normal. */
export type ResultFlag = 'H' | 'L' | 'A' | '';

export const REPORT_SECTIONS: readonly ReportSection[] = ['general', 'laboratory', 'imaging'];

export const REPORT_SECTION_NAMES: Record<ReportSection, string> = {
  general: '一般检查',
  laboratory: '实验室检查',
  imaging: '影像检查',
};

export interface ReportResult {
  readonly section: ReportSection;
  /** the group within the section: 血常规, 肝功能, 血脂… */
  readonly groupName: string;
  /** names the indicator across centres, so a trend can follow it */
  readonly code: string;
  readonly name: string;
  /** as printed ("120", "阴性") */
  readonly value: string;
  readonly unit: string;
  readonly refLow: number | null;
  readonly refHigh: number | null;
  /** as printed when the reference is not a numeric range ("阴性") */
  readonly refText: string;
  readonly flag: ResultFlag;
}

/** A described finding (imaging, ECG…): what was seen and the doctor's conclusion. */
export interface ReportFinding {
  readonly section: ReportSection;
  readonly item: string;
  readonly finding: string;
  readonly conclusion: string;
  readonly abnormal: boolean;
}

export interface Report {
  readonly examDate: string;
  readonly sysCenterName?: string;
  readonly results: readonly ReportResult[];
  readonly findings: readonly ReportFinding[];
}
