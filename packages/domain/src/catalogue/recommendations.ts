// Recommendation groups for the custom path and the risk warning before Next (spec 4 "Confirm-items:
// on Next" step 5).
import type { CatalogueIndex } from './catalogue-index.ts';
import { CHECKED, planState } from './plan-state.ts';
import type {
  ExamineeProfile,
  Plan,
  Project,
  ProjectId,
  Recommendations,
  RecommendLevel,
  RecommendRule,
} from './types.ts';

const GROUPS = [
  ['base', 'basePackagePros'],
  ['must', 'rulePackagePros'],
  ['precise', 'lastRulePackagePros'],
  ['thorough', 'thoroughRulePackagePros'],
] as const satisfies readonly (readonly [RecommendLevel, keyof Recommendations])[];

const RANK: Record<RecommendLevel, number> = { base: 0, must: 1, precise: 2, thorough: 3 };

/** Whether a rule is for this examinee: sex, marriage, and age within minAge..maxAge inclusive. */
export function recommendRuleApplies(rule: RecommendRule, examinee: ExamineeProfile): boolean {
  return (
    (rule.sex === 'common' || rule.sex === examinee.sexCode) &&
    (rule.marriage === 'any' || examinee.marryStateCode === 'married') &&
    examinee.age >= rule.minAge &&
    examinee.age <= rule.maxAge
  );
}

/**
 * The recommendation groups for an examinee, each in the centre's rule order. An item several rules
 * recommend sits only in its highest level's group, so no list shows it twice.
 */
export function recommendationsFor(
  rules: readonly RecommendRule[],
  examinee: ExamineeProfile,
): Recommendations {
  const best = new Map<ProjectId, number>();
  for (const rule of rules) {
    if (!recommendRuleApplies(rule, examinee)) continue;
    const rank = RANK[rule.level];
    const known = best.get(rule.projectId);
    if (known === undefined || rank < known) best.set(rule.projectId, rank);
  }
  const out: Recommendations = {
    basePackagePros: [],
    rulePackagePros: [],
    lastRulePackagePros: [],
    thoroughRulePackagePros: [],
  };
  for (const [id, rank] of best) out[GROUPS[rank]![1]].push(id);
  return out;
}

/** Recommended items (in the order given, each once) that are not checked now: the risk warning's list. */
export function droppedRecommendations(
  ix: CatalogueIndex,
  plan: Plan,
  recommended: readonly ProjectId[],
): Project[] {
  const { flags } = planState(ix, plan);
  const out: Project[] = [];
  for (const id of recommended) {
    const node = ix.nodes.get(id);
    if (!node || flags[node.i]! & CHECKED || out.includes(node.project)) continue;
    out.push(node.project);
  }
  return out;
}
