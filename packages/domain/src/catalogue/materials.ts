// Consumables charged with the checked items (docs/catalogue.md "Pricing", Materials).
import type { Fen } from '../money.ts';
import type { CatalogueIndex, ProjectNode } from './catalogue-index.ts';
import type { Material, ProjectId } from './types.ts';

export interface MaterialLine {
  material: Material;
  count: number;
  price: Fen;
}

/**
 * Every consumable a checked item needs, in the centre's material order: recalculate 1 counts the
 * largest count any checked item needs (one draw serves every tube-sharing test), recalculate 0 once.
 */
export function materialsFor(ix: CatalogueIndex, checked: readonly ProjectId[]): MaterialLine[] {
  const nodes: ProjectNode[] = [];
  const seen = new Set<ProjectId>();
  for (const id of checked) {
    const node = ix.nodes.get(id);
    if (node && !seen.has(id)) {
      seen.add(id);
      nodes.push(node);
    }
  }
  return materialLines(ix, nodes);
}

/** The consumables' total for these items: what /order/getOrderMaterialsFee.json answers. */
export function materialFee(ix: CatalogueIndex, checked: readonly ProjectId[]): Fen {
  let total = 0;
  for (const line of materialsFor(ix, checked)) total += line.price;
  return total as Fen;
}

/** materialsFor over nodes already resolved (each once). */
export function materialLines(ix: CatalogueIndex, nodes: readonly ProjectNode[]): MaterialLine[] {
  let counts: Int32Array | null = null;
  for (const node of nodes) {
    for (const need of node.needs) {
      counts ??= new Int32Array(ix.materialNodes.length);
      const { i, material } = need.material;
      const count = material.recalculate === 1 ? need.count : 1;
      if (count > counts[i]!) counts[i] = count;
    }
  }
  const lines: MaterialLine[] = [];
  if (!counts) return lines;
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i]!;
    if (!count) continue;
    const { material } = ix.materialNodes[i]!;
    lines.push({ material, count, price: (material.price * count) as Fen });
  }
  return lines;
}
