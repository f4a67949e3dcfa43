import { addProduct, type CatalogueIndex } from './catalogue-index.ts';
import { CHECKED, idsWith, planState } from './plan-state.ts';
import type { Plan, Product, ProjectId } from './types.ts';

/**
 * A plan from a package's items (the package is indexed for the later rules) or from the custom
 * path's base pack. With a product, `base` is ignored: a package plan starts from the package.
 */
export function newPlan(ix: CatalogueIndex, from: { product?: Product; base?: ProjectId[] }): Plan {
  const ids = from.product ? addProduct(ix, from.product).items.keys() : (from.base ?? []);
  const base: ProjectId[] = [];
  const seen = new Set<ProjectId>();
  for (const id of ids) {
    // Items the centre no longer lists are left out rather than guessed at; duplicates count once.
    if (seen.has(id) || !ix.nodes.has(id)) continue;
    seen.add(id);
    base.push(id);
  }
  return {
    productId: from.product ? from.product.id : null,
    base,
    chosen: [],
    deleted: [],
    excludedBy: {},
    replaced: {},
    history: [],
  };
}

/** The checked items, in catalogue order: derived from the plan, never stored. */
export function checkedIds(ix: CatalogueIndex, plan: Plan): ProjectId[] {
  return idsWith(ix, planState(ix, plan).flags, CHECKED);
}
