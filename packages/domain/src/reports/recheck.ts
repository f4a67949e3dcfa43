// The abnormal-result loop (issue 24): which rule of the table explains each abnormal value of a
// report, which follow-up items a centre offers for them, when to re-check, and the booking plan
// that re-checks them. An item no rule covers gets no advice: nothing is made up.
import type { Plan, ProjectId } from '../catalogue/types.ts';
import { numericValue } from './flags.ts';
import { RECHECK_RULES, type RecheckDirection, type RecheckRule } from './recheck-rules.ts';
import type { ReportResult } from './types.ts';
import { displayUnit } from './units.ts';

export interface RecheckExplanation {
  readonly code: string;
  readonly name: string;
  readonly value: string;
  readonly unit: string;
  readonly direction: RecheckDirection;
  readonly meaning: string;
  readonly avoid: string;
  readonly doctor: string;
  /** 尽快就医 advice when the value passes the rule's urgent threshold, else null */
  readonly urgent: string | null;
  readonly rule: RecheckRule;
}

/** A unit as compared: superscripts, case, spaces and the micro sign's spellings do not matter. */
export function sameUnit(a: string, b: string): boolean {
  const norm = (u: string) =>
    displayUnit(u).replace(/\s+/g, '').replace(/[µu]/g, 'μ').replace(/²/g, '2').toLowerCase();
  return norm(a) === norm(b);
}

/** The direction of an abnormal numeric result, or null (normal, or not a number). */
function directionOf(result: ReportResult): RecheckDirection | null {
  if (numericValue(result.value) === null) return null;
  if (result.flag === 'H') return 'high';
  if (result.flag === 'L') return 'low';
  return null;
}

const normName = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** The rule for a result: by its indicator code, else by a name centres print for it; same direction. */
export function recheckRuleFor(result: ReportResult): RecheckRule | null {
  const direction = directionOf(result);
  if (direction === null) return null;
  const sameWay = RECHECK_RULES.filter((r) => r.direction === direction);
  const byCode = sameWay.find((r) => r.code === result.code);
  if (byCode) return byCode;
  const name = normName(result.name);
  return sameWay.find((r) => r.names.some((n) => normName(n) === name)) ?? null;
}

/** Whether the value passes the rule's urgent threshold (absolute ones only in the rule's unit). */
function isUrgent(rule: RecheckRule, result: ReportResult): boolean {
  const u = rule.urgent;
  const n = numericValue(result.value);
  if (!u || n === null) return false;
  if (u.aboveRefHigh !== undefined) return result.refHigh != null && n > result.refHigh * u.aboveRefHigh;
  if (!sameUnit(result.unit, rule.unit)) return false;
  if (u.atLeast !== undefined && n >= u.atLeast) return true;
  if (u.below !== undefined && n < u.below) return true;
  return false;
}

/** The plain-words explanation of each abnormal value a rule covers, in report order. */
export function recheckExplanations(results: readonly ReportResult[]): RecheckExplanation[] {
  const out: RecheckExplanation[] = [];
  for (const result of results) {
    const rule = recheckRuleFor(result);
    if (!rule) continue;
    out.push({
      code: result.code,
      name: result.name,
      value: result.value,
      unit: result.unit,
      direction: rule.direction,
      meaning: rule.meaning,
      avoid: rule.avoid,
      doctor: rule.doctor,
      urgent: isUrgent(rule, result) ? rule.urgent!.advice : null,
      rule,
    });
  }
  return out;
}

/** An item of a centre's catalogue, as the follow-up matching needs it. */
export interface CatalogueItemRef {
  readonly id: string;
  readonly item: string;
}

/**
 * The centre's items that re-check these explanations: each rule's follow-ups found by id, else by
 * words of the name; none when the centre offers none of them. Each item once, in rule order.
 */
export function followUpItems(
  explanations: readonly RecheckExplanation[],
  items: readonly CatalogueItemRef[],
): CatalogueItemRef[] {
  const found: CatalogueItemRef[] = [];
  for (const e of explanations) {
    for (const f of e.rule.followUps) {
      const item =
        items.find((i) => i.id === f.projectId) ??
        items.find((i) => f.nameWords.some((w) => i.item.includes(w)));
      if (item && !found.some((x) => x.id === item.id)) found.push(item);
    }
  }
  return found;
}

/** YYYY-MM-DD plus whole months; the 31st of a shorter month becomes its last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** The re-check day: the soonest interval among the rules that matched; null when none did. */
export function recheckDate(examDate: string, explanations: readonly RecheckExplanation[]): string | null {
  if (explanations.length === 0) return null;
  return addMonths(examDate, Math.min(...explanations.map((e) => e.rule.recheckMonths)));
}

/** The reminder comes this many days before the re-check day, at 09:00 (Shanghai). */
export const RECHECK_REMIND_DAYS_BEFORE = 7;

/** When the re-check reminder is sent: a week before the re-check day, 09:00 Shanghai. */
export function recheckRemindAt(recheckDay: string): Date {
  const day = new Date(`${recheckDay}T09:00:00+08:00`);
  return new Date(day.getTime() - RECHECK_REMIND_DAYS_BEFORE * 86_400_000);
}

/**
 * The booking plan of a re-check on the custom path: the server requires that path's plan to start
 * from the examinee's base pack, so the base pack is its base and every base item that is not a
 * follow-up is removed where the centre allows it (the re-check books only what it re-checks); follow-ups outside it are chosen.
 */
export function recheckPlan(
  basePack: readonly ProjectId[],
  followUps: readonly ProjectId[],
  /** whether the centre lets this item be removed (delectable); one that may not stays */
  removable: (id: ProjectId) => boolean = () => true,
): Plan {
  const base = [...new Set(basePack)];
  const chosen = [...new Set(followUps)].filter((id) => !base.includes(id));
  return {
    productId: null,
    base,
    chosen,
    deleted: base.filter((id) => !followUps.includes(id) && removable(id)),
    excludedBy: {},
    replaced: {},
    history: chosen,
  };
}
