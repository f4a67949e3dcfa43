// The price line of an item in the lists (spec 9: 套餐项目, 补差价, hidden, or the price).
import { formatYuan } from '../money.ts';
import { type CatalogueIndex, packageFor } from './catalogue-index.ts';
import { CatalogueMessages as M } from './messages.ts';
import type { Plan, Product, ProjectId } from './types.ts';

/**
 * `套餐项目` for a package item; `补差价¥x` for an item that would replace (or has replaced) a
 * swappable package item; `''` where the centre hides prices; else `¥x`. The first two show even
 * where prices are hidden: they say what the item is in the package, and a difference is a charge.
 */
export function projectPriceText(
  ix: CatalogueIndex,
  plan: Plan,
  id: ProjectId,
  ctx: { product?: Product } = {},
): string {
  const node = ix.nodes.get(id);
  if (!node) return '';
  const { project } = node;
  if (plan.productId !== null) {
    const pkg = packageFor(ix, plan.productId, ctx.product);
    if (pkg.items.has(id)) return M.packageItem;
    for (const offer of pkg.alternatives.get(id) ?? []) {
      const current = plan.replaced[offer.projectId];
      // Swapped for another item, it is swapped again only for an item that excludes that one.
      const swapped = current === undefined ? undefined : ix.nodes.get(current);
      if (swapped && swapped !== node && !node.mutex.includes(swapped)) continue;
      if (current === undefined && plan.deleted.includes(offer.projectId)) continue;
      return M.priceDifference(formatYuan(offer.priceDifference[id]!));
    }
  }
  if (ix.catalogue.showProjectPrice === '0') return '';
  return formatYuan(project.price);
}
