// How a priced plan becomes the figures and lines an order keeps. The amounts go into the domain's
// payableTotal exactly as the submit screen feeds it (apps/web features/catalogue use-plan-pricing), so
// the payable the server computes is the one the person was shown.
import {
  type CatalogueIndex,
  type Coupon,
  type ExclusiveService,
  fen,
  type Plan,
  type PriceSummary,
  type Product,
  type ProjectId,
} from '@tijian/domain';
import type { NewOrderItem } from './repository.ts';

/**
 * The lines of the order: each checked item (package items as such), the consumables, the exclusive
 * services, and the item a gift coupon adds free.
 */
export function orderLines(input: {
  ix: CatalogueIndex;
  plan: Plan;
  product: Product | null;
  checked: readonly ProjectId[];
  summary: PriceSummary;
  services: readonly ExclusiveService[];
  coupon: Coupon | null;
}): NewOrderItem[] {
  const { ix, plan, product, checked, summary } = input;
  const inPackage = new Set<string>([
    ...(product?.packageProjects.map((p) => p.projectId) ?? []),
    ...Object.values(plan.replaced),
  ]);
  const feeItem = ix.catalogue.materialFeeProjectId;
  const lines: NewOrderItem[] = [];
  for (const id of checked) {
    const project = ix.projects.get(id);
    if (!project) continue;
    const fee = id === feeItem;
    lines.push({
      projectId: id,
      item: project.item,
      price: fee ? summary.materialPrice : project.price,
      kind: fee ? 'material' : inPackage.has(id) ? 'package' : 'custom',
      fasting: project.fastingCheck === 1 ? 1 : 0,
    });
  }
  for (const line of summary.materials) {
    lines.push({
      projectId: line.material.id,
      item: line.material.item,
      price: line.price,
      kind: 'material',
      fasting: 0,
    });
  }
  for (const s of input.services) {
    lines.push({ projectId: s.projectId, item: s.item, price: s.price, kind: 'service', fasting: 0 });
  }
  const gift = input.coupon?.couponType === 4 ? input.coupon.exchangeProjectMap : null;
  if (gift && !checked.includes(gift.id)) {
    lines.push({ projectId: gift.id, item: gift.item, price: fen(0), kind: 'gift', fasting: 0 });
  }
  return lines;
}

/** The checked items an order reserved day quotas for (services and a gift item hold none). */
export const heldProjectIds = (lines: readonly Pick<NewOrderItem, 'projectId' | 'kind'>[]): string[] =>
  lines.filter((l) => l.kind !== 'service' && l.kind !== 'gift').map((l) => l.projectId);

/**
 * TJ + the order's day in Shanghai (yyyyMMdd) + its id, at least six digits. The id, not a random
 * number, so two orders never share a number however many a day brings.
 */
export function orderNoOf(id: number, now: Date): string {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `TJ${day}${String(id).padStart(6, '0')}`;
}
