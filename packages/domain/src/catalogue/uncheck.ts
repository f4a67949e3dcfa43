// Unchecking an item (docs/catalogue.md "Unchecking"): what may not be removed, where a removed item
// goes, and what it had pushed out coming back.
import { type CatalogueIndex, packageFor } from './catalogue-index.ts';
import { joinNames, CatalogueMessages as M } from './messages.ts';
import { BASE, CHECKED, CHOSEN, checkedOnlyIn, PACKAGE, planState, REPLACEMENT } from './plan-state.ts';
import { releaseSuspensions } from './suspensions.ts';
import type { Plan, Product, ProjectId } from './types.ts';

export interface UncheckContext {
  /** every item of the recommendation groups shown: a recommended item the person removes goes to deleted */
  recommended?: readonly ProjectId[];
  /** the plan's package, when the index has not seen it */
  product?: Product;
}

export type UncheckResult =
  | {
      kind: 'ok';
      plan: Plan;
      removed: ProjectId[];
      /** items that came back: what it had excluded, or the package item it had been swapped for */
      restored?: ProjectId[];
    }
  | { kind: 'refused'; message: string };

export function uncheckProject(
  ix: CatalogueIndex,
  plan: Plan,
  id: ProjectId,
  ctx: UncheckContext = {},
): UncheckResult {
  const node = ix.nodes.get(id);
  if (!node) return { kind: 'refused', message: M.unknownProject };
  const before = planState(ix, plan);
  const f = before.flags;
  const nf = f[node.i]!;
  if (!(nf & CHECKED)) return { kind: 'ok', plan, removed: [], restored: [] };
  if (nf & PACKAGE) return { kind: 'refused', message: M.packageItemNotRemovable(node.project.item) };
  if (node.project.delectable === '0' || node === ix.feeNode)
    return { kind: 'refused', message: M.notRemovable };

  let replaced = plan.replaced;
  if (nf & REPLACEMENT) {
    // Unchecking what was swapped in takes the swap back: the alternative it displaced, else the
    // package item, returns.
    const pkg = packageFor(ix, plan.productId!, ctx.product);
    replaced = { ...plan.replaced };
    for (const original in replaced) {
      if (replaced[original] !== id) continue;
      const offers = pkg.items.get(original)?.priceDifference ?? {};
      let previous: ProjectId | undefined;
      for (const key in plan.excludedBy) {
        if (plan.excludedBy[key] === id && Object.hasOwn(offers, key)) previous = key;
      }
      if (previous === undefined) delete replaced[original];
      else replaced[original] = previous;
    }
  }
  // A recommended item the person drops stays listed as removed, like a base item (undo, risk warning).
  const toDeleted = nf & BASE || (nf & CHOSEN && ctx.recommended?.includes(id));
  const without: Plan = {
    ...plan,
    chosen: nf & CHOSEN ? plan.chosen.filter((c) => c !== id) : plan.chosen,
    deleted: toDeleted && !plan.deleted.includes(id) ? [...plan.deleted, id] : plan.deleted,
    replaced,
  };
  const mid = planState(ix, without);
  const m = mid.flags;
  // Still checked without it: a checked item that stays requires it.
  if (m[node.i]! & CHECKED) return { kind: 'refused', message: M.notRemovable };
  // A package item coming back may not bring back one swapped out (through what it requires).
  for (const original in replaced) {
    const out = ix.nodes.get(original);
    if (out && m[out.i]! & CHECKED) {
      const swap = ix.projects.get(replaced[original]!)?.item ?? replaced[original]!;
      return { kind: 'refused', message: M.packageRestoreConflict(out.project.item, swap) };
    }
  }
  for (const back of mid.checked) {
    if (f[back.i]! & CHECKED) continue;
    const clashes = back.mutex.filter((x) => m[x.i]! & CHECKED);
    if (clashes.length) {
      return {
        kind: 'refused',
        message: M.packageRestoreConflict(back.project.item, joinNames(clashes.map((c) => c.project.item))),
      };
    }
  }

  const { plan: next, state: after } = releaseSuspensions(ix, without, mid);
  return {
    kind: 'ok',
    plan: next,
    removed: checkedOnlyIn(ix, f, after.flags),
    restored: checkedOnlyIn(ix, after.flags, f),
  };
}
