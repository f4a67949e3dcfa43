// Items an item excluded wait in excludedBy for it to leave (docs/catalogue.md: "Items it had excluded
// come back"). Whatever way it leaves (unchecked, swapped back, pushed out in turn and dropped), they
// come back where they were in `chosen`, unless something checked since excludes them.
import type { CatalogueIndex, ProjectNode } from './catalogue-index.ts';
import { CHECKED, IN_BASE, type PlanState, planState } from './plan-state.ts';
import type { Plan, ProjectId } from './types.ts';

export function releaseSuspensions(
  ix: CatalogueIndex,
  plan: Plan,
  state: PlanState = planState(ix, plan),
): { plan: Plan; state: PlanState } {
  let current = plan;
  let st = state;
  const isPackage = plan.productId !== null;
  for (;;) {
    const { excludedBy, chosen } = current;
    let released: Set<ProjectId> | null = null;
    for (const key in excludedBy) {
      const by = excludedBy[key]!;
      const excluder = ix.nodes.get(by);
      if (excluder && st.flags[excluder.i]! & CHECKED) continue;
      // An excluder pushed out in turn, or a package item swapped out, may still come back (undo in
      // steps): keep waiting for it.
      if (excluder && Object.hasOwn(excludedBy, by)) continue;
      if (excluder && isPackage && Object.hasOwn(current.replaced, by)) continue;
      released ??= new Set();
      released.add(key);
    }
    if (!released) return { plan: current, state: st };
    const nextExcludedBy = { ...excludedBy };
    for (const key of released) delete nextExcludedBy[key];
    const flags = st.flags.slice();
    const dropped = new Set<ProjectId>();
    for (const id of chosen) {
      if (!released.has(id)) continue;
      const node = ix.nodes.get(id);
      if (node && !fitsBack(node, flags, isPackage)) dropped.add(id);
    }
    current = {
      ...current,
      excludedBy: nextExcludedBy,
      chosen: dropped.size ? chosen.filter((id) => !dropped.has(id)) : chosen,
    };
    st = planState(ix, current);
  }
}

/** Whether `node` and what it requires fit into the checked items of `flags`; if so they are marked in. */
function fitsBack(node: ProjectNode, flags: Uint16Array, isPackage: boolean): boolean {
  const adds: ProjectNode[] = [];
  const stack = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (flags[n.i]! & CHECKED || adds.includes(n)) continue;
    adds.push(n);
    stack.push(...n.requires);
  }
  for (const n of adds) {
    // An unchecked package item has been swapped out; it cannot come back as a requirement.
    if (isPackage && flags[n.i]! & IN_BASE) return false;
    for (const x of n.mutex) if (flags[x.i]! & CHECKED || adds.includes(x)) return false;
  }
  for (const n of adds) flags[n.i]! |= CHECKED;
  return true;
}
