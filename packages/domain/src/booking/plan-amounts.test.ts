import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '../catalogue/catalogue-index.ts';
import { newPlan } from '../catalogue/plan.ts';
import { priceSummary } from '../catalogue/pricing.ts';
import { projectsWith, testCatalogue } from '../catalogue/test-catalogue.ts';
import { fen } from '../money.ts';
import { payableTotal } from './payable.ts';
import { planAmounts } from './plan-amounts.ts';

const pay = (amounts: ReturnType<typeof planAmounts>) =>
  payableTotal({ ...amounts, coupon: null, payType: 'onhospital', services: [], cards: [] }).payable;

describe('planAmounts', () => {
  it('charges consumables as material items at an ordinary centre', () => {
    const ix = indexCatalogue(testCatalogue());
    const s = priceSummary(ix, newPlan(ix, { base: ['BLOOD', 'LIVER'] }));
    const a = planAmounts(ix, s);
    expect(a).toEqual({ itemsTotal: 3000 + 8000, materialItemsTotal: 1100, materialFee: 0 });
    expect(pay(a)).toBe(s.priceTotal);
  });

  it('charges them once, as the fee, at a centre with a material-fee item (00-77)', () => {
    const ix = indexCatalogue(
      testCatalogue({
        materialFeeProjectId: 'MAT-FEE',
        projects: projectsWith({ 'MAT-FEE': { price: fen(999) } }),
      }),
    );
    const s = priceSummary(ix, newPlan(ix, { base: ['BLOOD', 'LIVER'] }));
    const a = planAmounts(ix, s);
    expect(a).toEqual({ itemsTotal: 3000 + 8000, materialItemsTotal: 0, materialFee: 1100 });
    expect(pay(a)).toBe(s.priceTotal);
  });
});
