// What the server asks of a plan a client sends before it prices it: only states the rules can reach.
// One pass over the plan, no replay, so it costs about as much as pricing.
import { type CatalogueIndex, packageFor } from './catalogue-index.ts';
import { CatalogueMessages as M } from './messages.ts';
import { newPlan } from './plan.ts';
import { CHECKED, IN_BASE, planState } from './plan-state.ts';
import type { Plan, Product, ProjectId } from './types.ts';

export interface PlanProblem {
  message: string;
  ids: ProjectId[];
}

/**
 * Problems of a plan, none when it is one the rules can produce. With `expected` (the package, or the
 * base pack the server computed) it also checks the plan starts from exactly those items, so a client
 * cannot slip items into the package.
 */
export function validatePlan(
  ix: CatalogueIndex,
  plan: Plan,
  expected?: { product?: Product; base?: readonly ProjectId[] },
): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const name = (id: ProjectId) => ix.projects.get(id)?.item ?? id;

  const unknown = new Set<ProjectId>();
  const known = (ids: Iterable<ProjectId>) => {
    for (const id of ids) if (!ix.nodes.has(id)) unknown.add(id);
  };
  known(plan.base);
  known(plan.chosen);
  known(plan.deleted);
  known(Object.keys(plan.excludedBy));
  known(Object.keys(plan.replaced));
  known(Object.values(plan.replaced));
  if (unknown.size) problems.push({ message: M.unknownProject, ids: [...unknown] });

  if (expected) {
    const want = newPlan(
      ix,
      expected.product ? { product: expected.product } : { base: [...(expected.base ?? [])] },
    );
    const same =
      want.productId === plan.productId &&
      want.base.length === new Set(plan.base).size &&
      want.base.every((id) => plan.base.includes(id));
    if (!same) problems.push({ message: M.baseMismatch, ids: [] });
  }

  const { flags, checked } = planState(ix, plan);
  for (const id of plan.deleted) {
    const node = ix.nodes.get(id);
    if (!node) continue;
    if (plan.productId !== null && flags[node.i]! & IN_BASE) {
      problems.push({ message: M.packageItemNotRemovable(node.project.item), ids: [id] });
    } else if (node.project.delectable === '0') problems.push({ message: M.notRemovable, ids: [id] });
  }

  const swaps = Object.entries(plan.replaced);
  if (swaps.length) {
    const pkg = plan.productId === null ? null : packageFor(ix, plan.productId, expected?.product);
    for (const [original, replacement] of swaps) {
      const offer = pkg?.items.get(original);
      if (offer?.packable === 'x' && Object.hasOwn(offer.priceDifference, replacement)) continue;
      problems.push({
        message: M.invalidSwap(name(original), name(replacement)),
        ids: [original, replacement],
      });
    }
  }

  for (const id of plan.chosen) {
    const project = ix.projects.get(id);
    if (project?.typable === 1) problems.push({ message: M.chooseOne(project.item), ids: [id] });
  }

  for (const node of checked) {
    for (const other of node.mutex) {
      if (other.i > node.i && flags[other.i]! & CHECKED) {
        problems.push({
          message: M.pairConflict(node.project.item, other.project.item),
          ids: [node.project.id, other.project.id],
        });
      }
    }
  }
  return problems;
}
