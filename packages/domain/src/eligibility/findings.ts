import type { EligibilityFinding } from '../booking/types.ts';
import type { ExamTag, Project } from '../catalogue/types.ts';
import { ELIGIBILITY_RULES, type EligibilityRule } from './rules.ts';
import { conditionsFor, type ExamCondition } from './types.ts';

const kindsOf = (p: Project): ReadonlySet<ExamTag | 'fasting'> =>
  new Set<ExamTag | 'fasting'>(p.fastingCheck === 1 ? [...p.examTags, 'fasting'] : p.examTags);

/**
 * What this examinee must know of these items before booking them: per item, the refusals first,
 * then the notices, in the order the items came. Conditions a man cannot have are ignored for men.
 * Age never drops a declaration: a refusal the person asked for by declaring a pregnancy stands.
 */
export function eligibilityFindings(
  projects: readonly Project[],
  examinee: { sexCode: 'male' | 'female'; age: number },
  conditions: readonly string[],
  rules: readonly EligibilityRule[] = ELIGIBILITY_RULES,
): EligibilityFinding[] {
  const declared = new Set<ExamCondition>(conditionsFor(examinee.sexCode, conditions));
  return projects.flatMap((p) => {
    const kinds = kindsOf(p);
    const topics = new Set<EligibilityRule['topic']>();
    const found: EligibilityFinding[] = [];
    for (const rule of rules) {
      if (topics.has(rule.topic)) continue;
      if (!rule.matches.some((k) => kinds.has(k))) continue;
      if (rule.when.length > 0 && !rule.when.some((c) => declared.has(c))) continue;
      topics.add(rule.topic);
      found.push({ projectId: p.id, item: p.item, severity: rule.severity, reason: rule.reason });
    }
    return [...found.filter((f) => f.severity === 'refuse'), ...found.filter((f) => f.severity === 'notice')];
  });
}

/** The refusals only: what the server refuses an order for and the confirm screen stops on. */
export function refusedFindings(findings: readonly EligibilityFinding[]): EligibilityFinding[] {
  return findings.filter((f) => f.severity === 'refuse');
}

/** One line naming every refused item with its reason, for a dialog or an error envelope. */
export function refusalMessage(findings: readonly EligibilityFinding[]): string | null {
  const refused = refusedFindings(findings);
  if (refused.length === 0) return null;
  return refused.map((f) => `${f.item}：${f.reason}`).join('；');
}
