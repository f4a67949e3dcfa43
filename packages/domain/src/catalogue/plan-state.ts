// What a plan checks, derived in one pass: one flag word per catalogue item. Every rule reads these
// flags instead of searching the plan's arrays.
import type { CatalogueIndex, ProjectNode } from './catalogue-index.ts';
import type { Plan, ProjectId } from './types.ts';

export const CHECKED = 1;
/** a package item, neither swapped nor removed */
export const PACKAGE = 2;
/** a custom path base-pack item, not removed */
export const BASE = 4;
/** checked by the person, not suspended */
export const CHOSEN = 8;
/** swapped in for a package item */
export const REPLACEMENT = 16;
export const DELETED = 32;
/** removed by an item that excludes it (excludedBy), back when that item is unchecked */
export const SUSPENDED = 64;
/** in plan.base (a package item or a base-pack item), whatever its state */
export const IN_BASE = 128;
/** another checked item requires it */
export const REQUIRED = 256;
/** the material-fee item, checked because some checked item needs a consumable */
export const FEE = 512;

/** the flags that make an item checked in its own right, rather than because something requires it */
export const ROOT = PACKAGE | BASE | CHOSEN | REPLACEMENT;

export interface PlanState {
  /** by catalogue position */
  readonly flags: Uint16Array;
  /** checked items, in the order they were found */
  readonly checked: ProjectNode[];
}

export function planState(ix: CatalogueIndex, plan: Plan): PlanState {
  // Written for speed: it runs two or three times per tap and once per priced order.
  const { nodes } = ix;
  const flags = new Uint16Array(ix.nodeList.length);
  const checked: ProjectNode[] = [];
  const { base, chosen, deleted, excludedBy, replaced } = plan;
  for (let k = 0; k < deleted.length; k++) {
    const node = nodes.get(deleted[k]!);
    if (node) flags[node.i]! |= DELETED;
  }
  for (const id in excludedBy) {
    const node = nodes.get(id);
    if (node) flags[node.i]! |= SUSPENDED;
  }
  const isPackage = plan.productId !== null;
  let swaps = false;
  if (isPackage) for (const _ in replaced) swaps = true;
  const rootFlag = (isPackage ? PACKAGE : BASE) | CHECKED;
  for (let k = 0; k < base.length; k++) {
    const id = base[k]!;
    const node = nodes.get(id);
    if (!node) continue;
    const f = flags[node.i]! | IN_BASE;
    if (swaps) {
      const swap = replaced[id];
      if (swap !== undefined && nodes.has(swap)) {
        flags[node.i] = f;
        continue;
      }
    }
    if (f & DELETED) flags[node.i] = f;
    else {
      if (!(f & CHECKED)) checked.push(node);
      flags[node.i] = f | rootFlag;
    }
  }
  if (swaps) {
    for (const id in replaced) {
      const original = nodes.get(id);
      const swap = nodes.get(replaced[id]!);
      if (!original || !swap || !(flags[original.i]! & IN_BASE)) continue;
      const f = flags[swap.i]!;
      if (!(f & CHECKED)) checked.push(swap);
      flags[swap.i] = f | REPLACEMENT | CHECKED;
    }
  }
  for (let k = 0; k < chosen.length; k++) {
    const node = nodes.get(chosen[k]!);
    if (!node) continue;
    const f = flags[node.i]!;
    if (f & SUSPENDED) continue;
    if (!(f & CHECKED)) checked.push(node);
    flags[node.i] = f | CHOSEN | CHECKED;
  }
  // Requirements, recursively; `checked` grows while it is walked.
  let needsMaterial = false;
  for (let k = 0; k < checked.length; k++) {
    const node = checked[k]!;
    if (node.needs.length) needsMaterial = true;
    const requires = node.requires;
    for (let j = 0; j < requires.length; j++) {
      const req = requires[j]!;
      const f = flags[req.i]!;
      if (!(f & CHECKED)) checked.push(req);
      flags[req.i] = f | REQUIRED | CHECKED;
    }
  }
  const fee = ix.feeNode;
  if (fee && (needsMaterial || flags[fee.i]! & CHECKED)) {
    if (!(flags[fee.i]! & CHECKED)) checked.push(fee);
    flags[fee.i]! |= FEE | CHECKED;
  }
  return { flags, checked };
}

/** Ids of the items whose flags have `flag`, in catalogue order. */
export function idsWith(ix: CatalogueIndex, flags: Uint16Array, flag: number): ProjectId[] {
  const out: ProjectId[] = [];
  const list = ix.nodeList;
  for (let i = 0; i < flags.length; i++) if (flags[i]! & flag) out.push(list[i]!.project.id);
  return out;
}

/** Ids checked in `a` and not in `b`, in catalogue order. */
export function checkedOnlyIn(ix: CatalogueIndex, a: Uint16Array, b: Uint16Array): ProjectId[] {
  const out: ProjectId[] = [];
  const list = ix.nodeList;
  for (let i = 0; i < a.length; i++) if (a[i]! & CHECKED && !(b[i]! & CHECKED)) out.push(list[i]!.project.id);
  return out;
}
