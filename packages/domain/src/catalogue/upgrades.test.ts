import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import { indexCatalogue } from './catalogue-index.ts';
import { checkProject } from './check.ts';
import { checkedIds, newPlan } from './plan.ts';
import { priceSummary } from './pricing.ts';
import { testCatalogue, testProduct, upgrade } from './test-catalogue.ts';
import type { Plan, UpgradeMatchType } from './types.ts';
import { applyUpgrade, findUpgrade, upgradeMatches } from './upgrades.ts';

describe('upgradeMatches', () => {
  const at = (matchType: UpgradeMatchType, value: number) =>
    upgradeMatches(
      upgrade({ matchType, matchValue: fen(1000), minValue: fen(500), maxValue: fen(1500) }),
      fen(value),
    );

  it.each([
    [0, 1000, true],
    [0, 999, false],
    [1, 1000, true],
    [1, 999, false],
    [2, 1000, true],
    [2, 1001, false],
    [3, 501, true],
    [3, 1499, true],
    [3, 500, false],
    [3, 1500, false],
    [4, 999, true],
    [4, 1000, false],
    [5, 1001, true],
    [5, 1000, false],
  ] as const)('type %i at %i fen: %s', (type, value, expected) => {
    expect(at(type, value)).toBe(expected);
  });

  it('matches nothing for an unknown type', () => {
    expect(upgradeMatches({ ...upgrade(), matchType: 9 as UpgradeMatchType }, fen(50000))).toBe(false);
  });
});

describe('findUpgrade and applyUpgrade', () => {
  const ix = indexCatalogue(testCatalogue());
  const plan = (base: string[]) => newPlan(ix, { base });
  const find = (p: Plan) => findUpgrade(ix, p, priceSummary(ix, p));

  it('finds the first rule that matches the total and would add something', () => {
    const rich = plan(['GAS-PLAIN']);
    expect(find(rich)?.id).toBe('U-CT');
    expect(find(plan(['GEN']))).toBeNull();
    const withCt = checkProject(ix, rich, 'CT-CHEST');
    expect(withCt.kind === 'ok' && find(withCt.plan)).toBeNull();
  });

  it('passes over a rule none of whose items could be checked', () => {
    expect(find(plan(['GAS-PLAIN', 'DR-CHEST']))).toBeNull();
    const unknownOnly = indexCatalogue(testCatalogue({ upgrades: [upgrade({ upgradeExpress: 'NOPE*1' })] }));
    const p = newPlan(unknownOnly, { base: ['GAS-PLAIN'] });
    expect(findUpgrade(unknownOnly, p, priceSummary(unknownOnly, p))).toBeNull();
  });

  it('checks the upgrade items, swapping a package item where the package prices it', () => {
    const product = testProduct({ discount: 100, packageProjects: [...testProduct().packageProjects] });
    const p = newPlan(ix, { product });
    const summary = priceSummary(ix, p);
    const rule = findUpgrade(ix, p, { ...summary, priceTotal: fen(60000) });
    expect(rule?.id).toBe('U-CT');
    const upgraded = applyUpgrade(ix, p, rule!);
    expect(upgraded.replaced).toEqual({ 'DR-CHEST': 'CT-CHEST' });
    expect(checkedIds(ix, upgraded)).toContain('CT-CHEST');
  });

  it('leaves out items that would be refused and checks the rest', () => {
    const rule = upgrade({ upgradeExpress: 'CT-CHEST*1,LIPID*2,NOPE' });
    const upgraded = applyUpgrade(ix, plan(['DR-CHEST']), rule);
    expect(checkedIds(ix, upgraded)).toEqual(['LIPID', 'DR-CHEST']);
  });
});
