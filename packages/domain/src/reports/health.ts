import { flagMark, numericValue } from './flags.ts';
import {
  FINDING_RULES,
  HEALTH_SYSTEMS,
  type HealthSystem,
  INDICATOR_RULES,
  LOW_RISK_ADVICE,
  NOT_MEASURED_ADVICE,
  RISING_WATCH,
  type RiskLevel,
  type Threshold,
} from './health-rules.ts';
import type { ExamResults } from './tendency.ts';
import type { Report, ReportResult } from './types.ts';

/** What drove a system's level: an indicator (with its value) or a finding. */
export interface RiskDriver {
  readonly code: string;
  readonly name: string;
  /** "152 mmHg ↑", or the finding's conclusion */
  readonly value: string;
  readonly level: RiskLevel;
}

export interface SystemRisk {
  readonly system: HealthSystem;
  /** null: the report holds nothing about this system, so it is not rated (never a guessed 低) */
  readonly level: RiskLevel | null;
  readonly drivers: readonly RiskDriver[];
  readonly advice: readonly string[];
}

export interface HealthEvaluation {
  readonly examDate: string;
  /** the highest level of any rated system; null when the report rates none */
  readonly overall: RiskLevel | null;
  readonly systems: readonly SystemRisk[];
}

const RANK: Record<RiskLevel, number> = { 低: 0, 中: 1, 高: 2 };
const higher = (a: RiskLevel, b: RiskLevel): RiskLevel => (RANK[b] > RANK[a] ? b : a);

function meets(result: ReportResult, value: number | null, t: Threshold | undefined): boolean {
  if (!t) return false;
  if (t.flagged && result.flag !== '') return true;
  if (value === null) return false;
  if (t.atLeast !== undefined && value >= t.atLeast) return true;
  if (t.below !== undefined && value < t.below) return true;
  if (t.aboveRefHigh !== undefined && result.refHigh != null && value > result.refHigh * t.aboveRefHigh)
    return true;
  if (t.belowRefLow !== undefined && result.refLow != null && value < result.refLow * t.belowRefLow)
    return true;
  return false;
}

const shown = (r: ReportResult) =>
  [r.value, r.unit].filter(Boolean).join(' ') + (r.flag ? ` ${flagMark(r.flag)}` : '');

/** True when the values rose at each step (at least three exams). */
function risingOverLast(values: readonly number[], steps = 3): boolean {
  const last = values.slice(-steps);
  return last.length === steps && last.every((v, k) => k === 0 || v > (last[k - 1] as number));
}

/**
 * Risk by system for one report: each rule of INDICATOR_RULES / FINDING_RULES that holds raises its
 * system to its level and adds its advice; a system nothing raised is 低 with its standing advice.
 * With earlier exams of the same person (`history`), an indicator of RISING_WATCH that rose at each of
 * the last three exams and is near its upper reference raises a 低 system to 中.
 */
export function healthEvaluation(
  report: Report,
  history: readonly Pick<ExamResults, 'examDate' | 'results'>[] = [],
): HealthEvaluation {
  const found = new Map<HealthSystem, { level: RiskLevel; drivers: RiskDriver[]; advice: string[] }>();
  const raise = (system: HealthSystem, level: RiskLevel, driver: RiskDriver, advice: string) => {
    const entry = found.get(system) ?? { level: '低' as RiskLevel, drivers: [], advice: [] };
    entry.level = higher(entry.level, level);
    if (!entry.drivers.some((d) => d.code === driver.code && d.value === driver.value))
      entry.drivers.push(driver);
    if (!entry.advice.includes(advice)) entry.advice.push(advice);
    found.set(system, entry);
  };

  for (const rule of INDICATOR_RULES) {
    const result = report.results.find((r) => r.code === rule.code);
    if (!result) continue;
    const value = numericValue(result.value);
    const level: RiskLevel | null = meets(result, value, rule.high)
      ? '高'
      : meets(result, value, rule.medium)
        ? '中'
        : null;
    if (level)
      raise(
        rule.system,
        level,
        { code: result.code, name: result.name, value: shown(result), level },
        rule.advice,
      );
  }

  for (const finding of report.findings.filter((f) => f.abnormal)) {
    const text = `${finding.item} ${finding.finding} ${finding.conclusion}`;
    // Within one system the first (highest) matching rule speaks for the finding.
    const systems = new Set<HealthSystem>();
    for (const rule of FINDING_RULES) {
      if (systems.has(rule.system) || !rule.words.some((w) => text.includes(w))) continue;
      systems.add(rule.system);
      raise(
        rule.system,
        rule.level,
        { code: finding.item, name: finding.item, value: finding.conclusion, level: rule.level },
        rule.advice,
      );
    }
  }

  const exams = [...history.filter((h) => h.examDate < report.examDate), report].sort((a, b) =>
    a.examDate.localeCompare(b.examDate),
  );
  for (const watch of RISING_WATCH) {
    if ((found.get(watch.system)?.level ?? '低') !== '低') continue;
    const series = exams.flatMap((exam) => {
      const r = exam.results.find((x) => x.code === watch.code);
      const v = r ? numericValue(r.value) : null;
      return r && v !== null ? [{ r, v }] : [];
    });
    const latest = series.at(-1);
    if (!latest || latest.r.refHigh == null) continue;
    if (risingOverLast(series.map((s) => s.v)) && latest.v >= latest.r.refHigh * watch.nearRefHigh) {
      raise(
        watch.system,
        '中',
        { code: latest.r.code, name: latest.r.name, value: shown(latest.r), level: '中' },
        `${latest.r.name}近三次体检持续升高，已接近参考上限，请注意生活方式并定期复查。`,
      );
    }
  }

  // A system is rated only when the report measured something of it: saying 血脂正常 of a report
  // without lipids would tell the person something nobody checked.
  const measured = new Set<HealthSystem>(found.keys());
  for (const rule of INDICATOR_RULES) {
    if (report.results.some((r) => r.code === rule.code)) measured.add(rule.system);
  }
  if (report.findings.some((f) => f.section === 'imaging')) measured.add('影像');

  const systems = HEALTH_SYSTEMS.map((system): SystemRisk => {
    const entry = found.get(system);
    if (entry) return { system, level: entry.level, drivers: entry.drivers, advice: entry.advice };
    if (measured.has(system)) return { system, level: '低', drivers: [], advice: [LOW_RISK_ADVICE[system]] };
    return { system, level: null, drivers: [], advice: [NOT_MEASURED_ADVICE] };
  });
  const rated = systems.flatMap((s) => (s.level ? [s.level] : []));
  return {
    examDate: report.examDate,
    overall: rated.length > 0 ? rated.reduce(higher) : null,
    systems,
  };
}
