// Checking an item (docs/catalogue.md "Checking an item", rules 1–8) and restoring a removed one.
import { type CatalogueIndex, type PackageIndex, type ProjectNode, packageFor } from './catalogue-index.ts';
import { joinNames, CatalogueMessages as M } from './messages.ts';
import {
  BASE,
  CHECKED,
  CHOSEN,
  checkedOnlyIn,
  IN_BASE,
  PACKAGE,
  type PlanState,
  planState,
  REPLACEMENT,
} from './plan-state.ts';
import { releaseSuspensions } from './suspensions.ts';
import type { Plan, Product, ProjectId } from './types.ts';

export interface CheckContext {
  /** every item of the recommendation groups shown; checked ones it excludes are asked about (rule 5) */
  recommended?: readonly ProjectId[];
  /** the person answered 选择此项目！ to the rule-5 prompt */
  confirmed?: boolean;
  /** the plan's package, when the index has not seen it (a plan read back from storage) */
  product?: Product;
}

export type CheckResult =
  | { kind: 'ok'; plan: Plan; added: ProjectId[]; removed: ProjectId[] }
  | { kind: 'refused'; message: string }
  | { kind: 'confirm'; message: string; conflicts: ProjectId[] };

export function checkProject(
  ix: CatalogueIndex,
  plan: Plan,
  id: ProjectId,
  ctx: CheckContext = {},
): CheckResult {
  const node = ix.nodes.get(id);
  if (!node) return { kind: 'refused', message: M.unknownProject };
  const before = planState(ix, plan);
  const f = before.flags;
  // The material-fee item follows the consumables: checking it by hand changes nothing.
  if (f[node.i]! & CHECKED || node === ix.feeNode) return { kind: 'ok', plan, added: [], removed: [] };
  // A choose-one parent is a heading over its leaves, not an examination of its own.
  if (node.project.typable === 1) return { kind: 'refused', message: M.chooseOne(node.project.item) };

  const pkg = plan.productId === null ? null : packageFor(ix, plan.productId, ctx.product);
  const conflicts = conflictsOf(ix, plan, before, node, pkg);

  const refusedPackage: ProjectNode[] = [];
  const refusedBase: ProjectNode[] = [];
  const refusedOther: ProjectNode[] = [];
  const asked: ProjectNode[] = [];
  const suspended: ProjectNode[] = [];
  let replaced: Record<ProjectId, ProjectId> | null = null;
  let swappedIn = false;
  const swap = (original: ProjectId): boolean => {
    const pp = pkg?.items.get(original);
    if (pp?.packable !== 'x' || !Object.hasOwn(pp.priceDifference, id)) return false;
    replaced ??= { ...plan.replaced };
    replaced[original] = id;
    swappedIn = true;
    return true;
  };
  for (const c of conflicts) {
    const cf = f[c.i]!;
    const cid = c.project.id;
    if (cf & PACKAGE) {
      if (!swap(cid)) refusedPackage.push(c);
    } else if (cf & REPLACEMENT) {
      for (const original in plan.replaced) {
        if (plan.replaced[original] !== cid) continue;
        if (original === id) {
          // Checking the package item again takes back the swap.
          replaced ??= { ...plan.replaced };
          delete replaced[original];
        } else if (swap(original)) {
          // Remembered so that unchecking the new alternative brings this one back, not the package item.
          suspended.push(c);
        } else refusedPackage.push(c);
      }
    } else if (cf & BASE) refusedBase.push(c);
    else if (cf & CHOSEN && c.parent !== null && c.parent === node.parent) suspended.push(c);
    else if (cf & CHOSEN && ctx.recommended?.includes(cid)) {
      asked.push(c);
      suspended.push(c);
    } else refusedOther.push(c);
  }
  // Refusals before the question: asking makes sense only when yes would succeed.
  const refusal = refusalMessage(refusedPackage, refusedBase, refusedOther);
  if (refusal) return { kind: 'refused', message: refusal };

  const excludedBy = { ...plan.excludedBy };
  delete excludedBy[id];
  for (const c of suspended) excludedBy[c.project.id] = id;
  const next: Plan = {
    ...plan,
    // Base and package items are checked by leaving deleted; a swapped-in item lives in replaced.
    chosen:
      f[node.i]! & IN_BASE || swappedIn || plan.chosen.includes(id) ? plan.chosen : [...plan.chosen, id],
    deleted: plan.deleted.includes(id) ? plan.deleted.filter((d) => d !== id) : plan.deleted,
    excludedBy,
    replaced: replaced ?? plan.replaced,
    history: [...plan.history.filter((h) => h !== id), id],
  };
  const after = planState(ix, next);

  // Rule 7: what the item brings with it may not clash with what stays.
  const a = after.flags;
  for (const n of after.checked) {
    if (f[n.i]! & CHECKED) continue;
    for (const m of n.mutex) {
      if (m === node || !(a[m.i]! & CHECKED)) continue;
      const mf = f[m.i]!;
      const list = mf & (PACKAGE | REPLACEMENT) ? refusedPackage : mf & BASE ? refusedBase : refusedOther;
      if (!list.includes(m)) list.push(m);
    }
  }
  // A package item swapped out cannot stay in the plan because the new item requires it.
  for (const original in next.replaced) {
    const p = ix.nodes.get(original);
    if (p && a[p.i]! & CHECKED && !refusedPackage.includes(p)) refusedPackage.push(p);
  }
  const clash = refusalMessage(refusedPackage, refusedBase, refusedOther);
  if (clash) return { kind: 'refused', message: clash };

  if (asked.length && !ctx.confirmed) {
    return {
      kind: 'confirm',
      message: M.recommendedConflict(joinNames(asked.map((c) => c.project.item))),
      conflicts: asked.map((c) => c.project.id),
    };
  }
  // What an item that left had pushed out comes back (checking a package item back ends its swap).
  const settled = releaseSuspensions(ix, next, after);
  const s = settled.state.flags;
  return {
    kind: 'ok',
    plan: settled.plan,
    added: checkedOnlyIn(ix, s, f),
    removed: checkedOnlyIn(ix, f, s),
  };
}

/** A removed base item checked again, by the same rules (the history sheet re-adds others the same way). */
export function restoreProject(
  ix: CatalogueIndex,
  plan: Plan,
  id: ProjectId,
  ctx: CheckContext = {},
): CheckResult {
  const node = ix.nodes.get(id);
  if (node && plan.deleted.includes(id) && planState(ix, plan).flags[node.i]! & CHECKED) {
    // Still in the plan because a checked item requires it: restoring only makes it stay when that goes.
    return {
      kind: 'ok',
      plan: {
        ...plan,
        deleted: plan.deleted.filter((d) => d !== id),
        history: [...plan.history.filter((h) => h !== id), id],
      },
      added: [],
      removed: [],
    };
  }
  return checkProject(ix, plan, id, ctx);
}

/** The checked items `node` cannot be checked with. */
function conflictsOf(
  ix: CatalogueIndex,
  plan: Plan,
  state: PlanState,
  node: ProjectNode,
  pkg: PackageIndex | null,
): ProjectNode[] {
  const f = state.flags;
  const out: ProjectNode[] = [];
  for (const m of node.mutex) if (f[m.i]! & CHECKED) out.push(m);
  if (!pkg) return out;
  const id = node.project.id;
  // An alternative a package item offers replaces it even where the data forgot to list them as exclusive.
  for (const pp of pkg.alternatives.get(id) ?? []) {
    const p = ix.nodes.get(pp.projectId);
    if (p && f[p.i]! & PACKAGE && !out.includes(p)) out.push(p);
  }
  const swappedFor = plan.replaced[id];
  const replacement = swappedFor === undefined ? undefined : ix.nodes.get(swappedFor);
  if (replacement && f[replacement.i]! & REPLACEMENT && !out.includes(replacement)) out.push(replacement);
  return out;
}

function refusalMessage(pkg: ProjectNode[], base: ProjectNode[], other: ProjectNode[]): string | null {
  const names = (list: ProjectNode[]) => joinNames(list.map((n) => n.project.item));
  if (pkg.length) return M.packageConflict(names(pkg));
  if (base.length) return M.baseConflict(names(base));
  if (other.length) return M.conflict(names(other));
  return null;
}
