// What a plan costs (docs/catalogue.md "Pricing", spec 3 "Price summary", 9). Every amount is whole
// fen. The only multiplications by fractions are the package discount and the team ratios; each is
// floored to the fen per item (floorFen), so a total is always the sum of the figures shown.
import { type Fen, fen } from '../money.ts';
import {
  type CatalogueIndex,
  floorFen,
  type ProjectNode,
  packageFor,
  type RuleNode,
} from './catalogue-index.ts';
import { type MaterialLine, materialLines } from './materials.ts';
import { BASE, CHECKED, FEE, IN_BASE, PACKAGE, planState, REPLACEMENT } from './plan-state.ts';
import type { Plan, Product } from './types.ts';

export interface PriceOptions {
  /** team orders: ratio per unit, applied to each custom item (default 1) */
  discountUnit?: number;
  /** team orders: ratio per person, applied after discountUnit (default 1) */
  discountUser?: number;
  /** the plan's package, when the index has not seen it */
  product?: Product;
}

export interface PriceSummary {
  /** the package: its items' list prices × discount / 100, floored */
  productPrice: Fen;
  /** 补差价 of the swapped package items */
  replacePrice: Fen;
  /** custom items (chosen, base pack, required; not package items) after combination prices and ratios */
  customPrice: Fen;
  /**
   * the custom path's base pack (the questionnaire's plan on that path) within customPrice, after
   * combination prices and ratios: confirm-items shows it apart from the items chosen on top
   */
  basePackPrice: Fen;
  materialPrice: Fen;
  /** payable for the items: the four above, never below 0 */
  priceTotal: Fen;
  /** list price of the base/package items as checked (swapped-in items at their own list price) */
  baseProjectPrice: Fen;
  /** custom items after rules and ratios (the same figure as customPrice) */
  customProjectPrice: Fen;
  /** itemised consumables; empty at a centre that charges them as one fee item (00-77) */
  materials: MaterialLine[];
  /** ids of the combination prices that applied, in the centre's order */
  appliedRules: string[];
}

export function priceSummary(ix: CatalogueIndex, plan: Plan, opts: PriceOptions = {}): PriceSummary {
  const unit = ratio(opts.discountUnit, 'discountUnit');
  const user = ratio(opts.discountUser, 'discountUser');
  const { flags, checked } = planState(ix, plan);
  const pkg = plan.productId === null ? null : packageFor(ix, plan.productId, opts.product);

  let basePrice = 0;
  const custom: ProjectNode[] = [];
  let touched: RuleNode[] | null = null;
  for (const node of checked) {
    const f = flags[node.i]!;
    // The fee item's price is the consumables' sum, charged as materialPrice.
    if (f & FEE) continue;
    if (f & (PACKAGE | REPLACEMENT | BASE)) basePrice += node.project.price;
    if (f & (PACKAGE | REPLACEMENT)) continue;
    custom.push(node);
    for (const rule of node.rules) {
      touched ??= [];
      if (!touched.includes(rule)) touched.push(rule);
    }
  }

  // Combination prices apply in the centre's order; an item is priced by one rule at most, and only
  // among custom items (a package item is already paid for in the package price).
  let rulePrice: Map<ProjectNode, number> | null = null;
  const appliedRules: string[] = [];
  if (touched) {
    touched.sort((a, b) => a.i - b.i);
    for (const rule of touched) {
      let applies = true;
      for (const { node } of rule.items) {
        const f = flags[node.i]!;
        if (!(f & CHECKED) || f & (PACKAGE | REPLACEMENT | FEE) || rulePrice?.has(node)) {
          applies = false;
          break;
        }
      }
      if (!applies) continue;
      rulePrice ??= new Map();
      for (const { node, price } of rule.items) rulePrice.set(node, price);
      appliedRules.push(rule.rule.id);
    }
  }

  let customPrice = 0;
  let basePackPrice = 0;
  const scaled = unit !== 1 || user !== 1;
  for (const node of custom) {
    const listed = rulePrice?.get(node) ?? node.project.price;
    const price = scaled ? floorFen(listed * unit * user) : listed;
    customPrice += price;
    if (flags[node.i]! & BASE) basePackPrice += price;
  }

  let productPrice = 0;
  let replacePrice = 0;
  if (pkg) {
    productPrice = pkg.price;
    for (const original in plan.replaced) {
      const from = ix.nodes.get(original);
      const to = ix.nodes.get(plan.replaced[original]!);
      if (!from || !to || !(flags[from.i]! & IN_BASE)) continue;
      const offered = pkg.items.get(original);
      const difference = offered?.packable === 'x' ? offered.priceDifference[to.project.id] : undefined;
      // A swap the package does not offer costs the item's full price, never less than adding it.
      replacePrice += difference ?? to.project.price;
    }
  }

  const lines = materialLines(ix, checked);
  let materialPrice = 0;
  for (const line of lines) materialPrice += line.price;
  const asFeeItem = ix.catalogue.materialFeeProjectId !== null;

  return {
    productPrice: fen(productPrice),
    replacePrice: fen(replacePrice),
    customPrice: fen(customPrice),
    basePackPrice: fen(basePackPrice),
    materialPrice: fen(materialPrice),
    priceTotal: fen(Math.max(0, productPrice + replacePrice + customPrice + materialPrice)),
    baseProjectPrice: fen(basePrice),
    customProjectPrice: fen(customPrice),
    materials: asFeeItem ? [] : lines,
    appliedRules,
  };
}

function ratio(value: number | undefined, name: string): number {
  if (value === undefined) return 1;
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a ratio ≥ 0, not ${value}`);
  return value;
}
