import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './catalogue-index.ts';
import { checkProject } from './check.ts';
import { newPlan } from './plan.ts';
import { projectPriceText } from './price-text.ts';
import { testCatalogue, testProduct } from './test-catalogue.ts';

describe('projectPriceText', () => {
  const ix = indexCatalogue(testCatalogue());
  const pkg = newPlan(ix, { product: testProduct() });

  it('says 套餐项目 for a package item, fixed or swappable', () => {
    expect(projectPriceText(ix, pkg, 'BLOOD')).toBe('套餐项目');
    expect(projectPriceText(ix, pkg, 'DR-CHEST')).toBe('套餐项目');
  });

  it('shows the difference for an item that would replace a package item, and after it has', () => {
    expect(projectPriceText(ix, pkg, 'CT-CHEST')).toBe('补差价¥200.00');
    const swapped = checkProject(ix, pkg, 'CT-CHEST');
    expect(swapped.kind === 'ok' && projectPriceText(ix, swapped.plan, 'CT-CHEST')).toBe('补差价¥200.00');
  });

  it('shows the list price otherwise', () => {
    expect(projectPriceText(ix, pkg, 'LIVER')).toBe('¥80.00');
    expect(projectPriceText(ix, newPlan(ix, {}), 'CT-CHEST')).toBe('¥300.00');
    expect(projectPriceText(ix, pkg, 'NOPE')).toBe('');
  });

  it("hides prices where showProjectPrice is '0', but still names package items and differences", () => {
    const hidden = indexCatalogue(testCatalogue({ showProjectPrice: '0' }));
    const plan = newPlan(hidden, { product: testProduct() });
    expect(projectPriceText(hidden, plan, 'LIVER')).toBe('');
    expect(projectPriceText(hidden, plan, 'BLOOD')).toBe('套餐项目');
    expect(projectPriceText(hidden, plan, 'CT-CHEST')).toBe('补差价¥200.00');
  });
});
