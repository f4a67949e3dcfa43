import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import { floorFen, indexCatalogue } from './catalogue-index.ts';
import { checkProject } from './check.ts';
import { newPlan } from './plan.ts';
import { priceSummary } from './pricing.ts';
import {
  packageProject,
  projectsWith,
  RULE_LIVER_KIDNEY,
  TEST_MATERIALS,
  testCatalogue,
  testProduct,
} from './test-catalogue.ts';
import type { Plan } from './types.ts';

const ix = indexCatalogue(testCatalogue());

function checkAll(plan: Plan, ids: string[], index = ix): Plan {
  let p = plan;
  for (const id of ids) {
    const r = checkProject(index, p, id);
    if (r.kind !== 'ok') throw new Error(`check ${id}: ${r.kind}`);
    p = r.plan;
  }
  return p;
}

const needle = TEST_MATERIALS[0]!;
const tube = TEST_MATERIALS[1]!;

describe('priceSummary, package path', () => {
  it('charges the package at its discount, floored to the fen', () => {
    // GEN 2000 + ECG 2500 + BLOOD 3000 + DR-CHEST 8000 = 15500 × 90 % = 13950; BLOOD needs a needle and a tube.
    expect(priceSummary(ix, newPlan(ix, { product: testProduct() }))).toEqual({
      productPrice: 13950,
      replacePrice: 0,
      customPrice: 0,
      basePackPrice: 0,
      materialPrice: 800,
      priceTotal: 14750,
      baseProjectPrice: 15500,
      customProjectPrice: 0,
      materials: [
        { material: needle, count: 1, price: 500 },
        { material: tube, count: 1, price: 300 },
      ],
      appliedRules: [],
    });
    const odd = testProduct({ id: 'P-ODD', discount: 33, packageProjects: [packageProject('ECG')] });
    // 2500 × 33 % = 825; 2001 × 33 % = 660.33 → 660
    expect(priceSummary(ix, newPlan(ix, { product: odd })).productPrice).toBe(825);
    const index = indexCatalogue(testCatalogue({ projects: projectsWith({ ECG: { price: fen(2001) } }) }));
    expect(priceSummary(index, newPlan(index, { product: odd })).productPrice).toBe(660);
  });

  it('adds the difference of a swapped package item, and counts the swapped-in item as a base item', () => {
    const plan = checkAll(newPlan(ix, { product: testProduct() }), ['CT-CHEST']);
    const s = priceSummary(ix, plan);
    expect(s.productPrice).toBe(13950);
    expect(s.replacePrice).toBe(20000);
    expect(s.baseProjectPrice).toBe(2000 + 2500 + 3000 + 30000);
    expect(s.priceTotal).toBe(13950 + 20000 + 800);
  });

  it('charges a swap the package does not offer at the item’s full price', () => {
    const plan: Plan = { ...newPlan(ix, { product: testProduct() }), replaced: { BLOOD: 'LIPID' } };
    expect(priceSummary(ix, plan).replacePrice).toBe(5000);
  });

  it('charges items beyond the package as custom items', () => {
    const s = priceSummary(ix, checkAll(newPlan(ix, { product: testProduct() }), ['LIVER']));
    expect(s.customPrice).toBe(8000);
    expect(s.materials).toEqual([
      { material: needle, count: 1, price: 500 },
      { material: tube, count: 2, price: 600 },
    ]);
    expect(s.priceTotal).toBe(13950 + 8000 + 1100);
  });

  it('applies no combination price across a package item and a custom item', () => {
    const product = testProduct({ id: 'P-LIVER', packageProjects: [packageProject('LIVER')] });
    const s = priceSummary(ix, checkAll(newPlan(ix, { product }), ['KIDNEY']));
    expect(s.customPrice).toBe(6000);
    expect(s.appliedRules).toEqual([]);
  });

  it('takes the package from opts when the index has not seen it, and says so when nobody gave it', () => {
    const product = testProduct();
    const plan = newPlan(indexCatalogue(testCatalogue()), { product });
    const fresh = indexCatalogue(testCatalogue());
    expect(() => priceSummary(fresh, plan)).toThrow(/not indexed/);
    expect(priceSummary(fresh, plan, { product }).productPrice).toBe(13950);
  });
});

describe('priceSummary, custom path', () => {
  it('charges base and chosen items at list price', () => {
    const s = priceSummary(ix, checkAll(newPlan(ix, { base: ['GEN'] }), ['C13']));
    expect(s).toMatchObject({
      productPrice: 0,
      customPrice: 17000,
      basePackPrice: 2000,
      customProjectPrice: 17000,
      baseProjectPrice: 2000,
      materialPrice: 0,
      priceTotal: 17000,
      materials: [],
    });
  });

  it('charges a combination price when all of its items are checked', () => {
    const plan = checkAll(newPlan(ix, { base: ['GEN', 'BLOOD'] }), ['LIVER']);
    expect(priceSummary(ix, plan).customPrice).toBe(2000 + 3000 + 8000);
    const both = priceSummary(ix, checkAll(plan, ['KIDNEY']));
    expect(both.appliedRules).toEqual(['R-LIVER-KIDNEY']);
    expect(both.customPrice).toBe(2000 + 3000 + 6000 + 4000);
    expect(both.basePackPrice).toBe(2000 + 3000);
    // needle once (recalculate 0); tubes: the largest count any item needs (LIVER 2)
    expect(both.materials).toEqual([
      { material: needle, count: 1, price: 500 },
      { material: tube, count: 2, price: 600 },
    ]);
    expect(both.priceTotal).toBe(15000 + 1100);
  });

  it('tells the base pack apart from the chosen items, a combination price across both on each side', () => {
    const s = priceSummary(ix, checkAll(newPlan(ix, { base: ['GEN', 'LIVER'] }), ['KIDNEY']));
    expect(s.appliedRules).toEqual(['R-LIVER-KIDNEY']);
    expect(s.basePackPrice).toBe(2000 + 6000);
    expect(s.customPrice - s.basePackPrice).toBe(4000);
  });

  it('prices an item by one combination price at most, the first the centre lists', () => {
    const second = {
      ...RULE_LIVER_KIDNEY,
      id: 'R-KIDNEY-LIPID',
      subList: [
        { projectId: 'KIDNEY', price: fen(1000), recalculate: 0 as const },
        { projectId: 'LIPID', price: fen(1000), recalculate: 0 as const },
      ],
    };
    const index = indexCatalogue(testCatalogue({ pricingRules: [RULE_LIVER_KIDNEY, second] }));
    const s = priceSummary(index, checkAll(newPlan(index, {}), ['LIVER', 'KIDNEY', 'LIPID'], index));
    expect(s.appliedRules).toEqual(['R-LIVER-KIDNEY']);
    expect(s.customPrice).toBe(6000 + 4000 + 5000);
  });

  it('applies team ratios per custom item, each floored to the fen', () => {
    const plan = checkAll(newPlan(ix, { base: ['GEN'] }), ['C13', 'LIVER', 'KIDNEY']);
    const s = priceSummary(ix, plan, { discountUnit: 0.9, discountUser: 0.95 });
    // 2000→1710, 15000→12825, 6000→5130, 4000→3420
    expect(s.customPrice).toBe(1710 + 12825 + 5130 + 3420);
    expect(s.basePackPrice).toBe(1710);
    const odd = priceSummary(ix, checkAll(newPlan(ix, {}), ['C14']), { discountUnit: 0.333 });
    expect(odd.customPrice).toBe(3330);
    const cents = indexCatalogue(testCatalogue({ projects: projectsWith({ C14: { price: fen(1001) } }) }));
    // 1001 × 0.333 = 333.333 → 333
    expect(
      priceSummary(cents, checkAll(newPlan(cents, {}), ['C14'], cents), { discountUnit: 0.333 }).customPrice,
    ).toBe(333);
  });

  it('refuses ratios that are not ratios', () => {
    const plan = newPlan(ix, { base: ['GEN'] });
    expect(() => priceSummary(ix, plan, { discountUnit: -0.1 })).toThrow(RangeError);
    expect(() => priceSummary(ix, plan, { discountUser: Number.NaN })).toThrow(RangeError);
  });

  it('shows consumables as one fee at a centre with a material-fee item, never charging its list price', () => {
    const index = indexCatalogue(
      testCatalogue({
        materialFeeProjectId: 'MAT-FEE',
        projects: projectsWith({ 'MAT-FEE': { price: fen(999) } }),
      }),
    );
    const s = priceSummary(index, newPlan(index, { base: ['BLOOD', 'LIVER'] }));
    expect(s.materials).toEqual([]);
    expect(s.materialPrice).toBe(1100);
    expect(s.customPrice).toBe(3000 + 8000);
    expect(s.priceTotal).toBe(3000 + 8000 + 1100);
  });
});

describe('floorFen', () => {
  it('floors, counting a hair under a whole fen from binary rounding as that fen', () => {
    expect(3 * 0.7 * 10).toBeLessThan(21);
    expect(floorFen(3 * 0.7 * 10)).toBe(21);
    expect(floorFen(20.99)).toBe(20);
    expect(floorFen(0)).toBe(0);
  });
});
