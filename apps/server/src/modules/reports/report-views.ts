// Rows → what the wire carries: the list's summary, the detail's sections, the domain's Report.
import type { ReportDetail, ReportSummary } from '@tijian/contract';
import {
  abnormalCount,
  displayUnit,
  type ExamResults,
  maskIdCard,
  REPORT_SECTION_NAMES,
  REPORT_SECTIONS,
  type Report,
  type ReportResult,
  referenceText,
} from '@tijian/domain';
import type { ReportResultRow, ReportRow } from './repository.ts';

/** A stored result as read: its unit as people read it (10¹²/L, whatever the centre's system wrote). */
export function toResult(row: ReportResultRow): ReportResult {
  return {
    section: row.section,
    groupName: row.groupName,
    code: row.code,
    name: row.name,
    value: row.value,
    unit: displayUnit(row.unit),
    refLow: row.refLow,
    refHigh: row.refHigh,
    refText: row.refText,
    flag: row.flag,
  };
}

export function toReport(row: ReportRow, results: readonly ReportResultRow[]): Report & ExamResults {
  return {
    examDate: row.examDate,
    sysCenterName: row.sysCenterName,
    results: results.filter((r) => r.reportId === row.id).map(toResult),
    findings: row.findings.map((f) => ({ ...f, section: sectionOf(f.section) })),
  };
}

const sectionOf = (s: string) =>
  (REPORT_SECTIONS as readonly string[]).includes(s)
    ? (s as Report['findings'][number]['section'])
    : 'imaging';

export function toSummary(row: ReportRow, relation: string, abnormal: number): ReportSummary {
  return {
    id: row.id,
    reportNo: row.reportNo,
    name: row.name,
    relation,
    identityCardNo: maskIdCard(row.idCardNo),
    sysCenterName: row.sysCenterName,
    examDate: row.examDate,
    packageName: row.packageName,
    abnormalCount: abnormal,
  };
}

/** The detail: summary first, then each section with its groups (in report order) and findings. */
export function toDetail(
  row: ReportRow,
  relation: string,
  results: readonly ReportResultRow[],
  /** indicator code → the health knowledge article its row links to */
  knowledgeLinks: ReadonlyMap<string, number> = new Map(),
): ReportDetail {
  const report = toReport(row, results);
  const sections = REPORT_SECTIONS.map((section) => {
    const groups: ReportDetail['sections'][number]['groups'] = [];
    for (const r of report.results.filter((x) => x.section === section)) {
      let group = groups.find((g) => g.groupName === r.groupName);
      if (!group) {
        group = { groupName: r.groupName, items: [] };
        groups.push(group);
      }
      group.items.push({
        code: r.code,
        name: r.name,
        value: r.value,
        unit: r.unit,
        reference: referenceText(r),
        flag: r.flag,
        knowledgeId: knowledgeLinks.get(r.code) ?? null,
      });
    }
    return {
      section,
      sectionName: REPORT_SECTION_NAMES[section],
      groups,
      findings: report.findings.filter((f) => f.section === section),
    };
  }).filter((s) => s.groups.length > 0 || s.findings.length > 0);
  return {
    ...toSummary(row, relation, abnormalCount(report)),
    sexCode: row.sexCode === 'female' ? 'female' : 'male',
    age: row.age,
    doctor: row.doctor,
    conclusions: row.conclusions,
    advice: row.advice,
    sections,
  };
}
