// Upgrade hints before Next (docs/catalogue.md "Upgrades", spec 4 "Confirm-items: on Next" step 6).
import type { Fen } from '../money.ts';
import type { CatalogueIndex, ProjectNode } from './catalogue-index.ts';
import { type CheckContext, checkProject } from './check.ts';
import { parseCountList } from './count-list.ts';
import { CHECKED, planState } from './plan-state.ts';
import type { PriceSummary } from './pricing.ts';
import type { Plan, UpgradeRule } from './types.ts';

/** 0 equals, 1 at least, 2 at most, 3 strictly between min and max, 4 less than, 5 greater than. */
export function upgradeMatches(rule: UpgradeRule, value: Fen): boolean {
  switch (rule.matchType) {
    case 0:
      return value === rule.matchValue;
    case 1:
      return value >= rule.matchValue;
    case 2:
      return value <= rule.matchValue;
    case 3:
      return value > rule.minValue && value < rule.maxValue;
    case 4:
      return value < rule.matchValue;
    case 5:
      return value > rule.matchValue;
    default:
      return false;
  }
}

/**
 * The first of the centre's upgrade rules that matches the plan's payable total and would add
 * something: a rule whose items are all checked, or could none of them be checked, is passed over
 * (offering an upgrade that changes nothing would only puzzle).
 */
export function findUpgrade(
  ix: CatalogueIndex,
  plan: Plan,
  summary: PriceSummary,
  ctx: CheckContext = {},
): UpgradeRule | null {
  let flags: Uint16Array | null = null;
  for (const rule of ix.catalogue.upgrades) {
    if (!upgradeMatches(rule, summary.priceTotal)) continue;
    const items = upgradeItems(ix, rule);
    flags ??= planState(ix, plan).flags;
    const checked = flags;
    if (items.every((n) => checked[n.i]! & CHECKED)) continue;
    if (applyUpgrade(ix, plan, rule, ctx) === plan) continue;
    return rule;
  }
  return null;
}

/**
 * Checks the rule's items one by one with the ordinary rules (a package item may be swapped, a
 * choose-one leaf replaced); an item that would be refused or would need the rule-5 question is left
 * out. `id*count` counts are ignored: an item is examined once.
 */
export function applyUpgrade(
  ix: CatalogueIndex,
  plan: Plan,
  rule: UpgradeRule,
  ctx: CheckContext = {},
): Plan {
  let next = plan;
  for (const node of upgradeItems(ix, rule)) {
    const result = checkProject(ix, next, node.project.id, { ...ctx, confirmed: false });
    if (result.kind === 'ok') next = result.plan;
  }
  return next;
}

function upgradeItems(ix: CatalogueIndex, rule: UpgradeRule): ProjectNode[] {
  const out: ProjectNode[] = [];
  for (const { id } of parseCountList(rule.upgradeExpress)) {
    const node = ix.nodes.get(id);
    if (node && !out.includes(node)) out.push(node);
  }
  return out;
}
