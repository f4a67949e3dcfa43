// The personalised plan: a rule table (data) from answers, sex and age to catalogue items at a level,
// each with the reason shown under it.
import type { ExamineeProfile, ProjectId, Recommendations, RecommendLevel } from '../catalogue/types.ts';
import type { Answers, PlanRule, RuleCondition } from './types.ts';

const GROUP: Record<RecommendLevel, keyof Recommendations> = {
  base: 'basePackagePros',
  must: 'rulePackagePros',
  precise: 'lastRulePackagePros',
  thorough: 'thoroughRulePackagePros',
};

export const LEVEL_ORDER: readonly RecommendLevel[] = ['base', 'must', 'precise', 'thorough'];

/** Stars of each level (spec 9): base 5, must-check 4, precise 3, in-depth 2. */
export const LEVEL_STARS: Record<RecommendLevel, number> = { base: 5, must: 4, precise: 3, thorough: 2 };

export function conditionHolds(c: RuleCondition, answers: Answers): boolean {
  const answer = answers[c.qid];
  if (!answer) return false;
  if ('anyOf' in c) return (answer.optAnswers ?? []).some((id) => c.anyOf.includes(id));
  const text = (answer.txtAnswer ?? '').trim();
  if (text === '' || !/^[+-]?\d+(?:\.\d+)?$/.test(text)) return false;
  const n = Number(text);
  return (c.min === undefined || n >= c.min) && (c.max === undefined || n <= c.max);
}

export function planRuleApplies(rule: PlanRule, answers: Answers, examinee: ExamineeProfile): boolean {
  return (
    (rule.sex === undefined || rule.sex === examinee.sexCode) &&
    (rule.marriage === undefined || examinee.marryStateCode === 'married') &&
    (rule.minAge === undefined || examinee.age >= rule.minAge) &&
    (rule.maxAge === undefined || examinee.age <= rule.maxAge) &&
    rule.when.every((c) => conditionHolds(c, answers))
  );
}

export interface PlanResult {
  recommendations: Recommendations;
  /** each recommended item's level (its highest) */
  levels: Record<ProjectId, RecommendLevel>;
  /** why each item is recommended: the reasons of every rule that named it, each once */
  reasons: Record<ProjectId, string[]>;
}

/**
 * Evaluates the rule table: an item named by several rules sits in its highest level's group, with
 * the reasons of all of them; groups keep the rules' order.
 */
export function evaluatePlanRules(
  rules: readonly PlanRule[],
  answers: Answers,
  examinee: ExamineeProfile,
): PlanResult {
  const levels: Record<ProjectId, RecommendLevel> = {};
  const reasons: Record<ProjectId, string[]> = {};
  const order: ProjectId[] = [];
  for (const rule of rules) {
    if (!planRuleApplies(rule, answers, examinee)) continue;
    for (const id of rule.projectIds) {
      const known = levels[id];
      if (known === undefined) order.push(id);
      if (known === undefined || LEVEL_ORDER.indexOf(rule.level) < LEVEL_ORDER.indexOf(known)) {
        levels[id] = rule.level;
      }
      reasons[id] ??= [];
      const list = reasons[id];
      if (rule.reason && !list.includes(rule.reason)) list.push(rule.reason);
    }
  }
  const recommendations: Recommendations = {
    basePackagePros: [],
    rulePackagePros: [],
    lastRulePackagePros: [],
    thoroughRulePackagePros: [],
  };
  for (const id of order) recommendations[GROUP[levels[id]!]].push(id);
  return { recommendations, levels, reasons };
}

/** The level of a group, for screens that list groups. */
export function groupLevel(group: keyof Recommendations): RecommendLevel {
  return LEVEL_ORDER.find((l) => GROUP[l] === group)!;
}

export { GROUP as LEVEL_GROUP };
