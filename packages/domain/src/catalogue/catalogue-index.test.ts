import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import { addProduct, indexCatalogue, packageFor, productListPrice, productPrice } from './catalogue-index.ts';
import { checkedIds, newPlan } from './plan.ts';
import {
  packageProject,
  project,
  projectsWith,
  RULE_LIVER_KIDNEY,
  testCatalogue,
  testProduct,
} from './test-catalogue.ts';

const mutexOf = (ix: ReturnType<typeof indexCatalogue>, id: string) =>
  ix.nodes.get(id)!.mutex.map((n) => n.project.id);

describe('indexCatalogue', () => {
  it('makes exclusion mutual even where only one side lists it', () => {
    const ix = indexCatalogue(testCatalogue({ projects: projectsWith({ C14: { mutexId: [] } }) }));
    expect(mutexOf(ix, 'C14')).toEqual(['C13']);
  });

  it('makes the leaves of a choose-one group exclude each other', () => {
    const ix = indexCatalogue(
      testCatalogue({
        projects: projectsWith({ 'GAS-PLAIN': { mutexId: [] }, 'GAS-PAINLESS': { mutexId: [] } }),
      }),
    );
    expect(mutexOf(ix, 'GAS-PLAIN')).toEqual(['GAS-PAINLESS']);
    expect(ix.nodes.get('GAS')!.leaves.map((n) => n.project.id)).toEqual(['GAS-PLAIN', 'GAS-PAINLESS']);
  });

  it('keeps the first of two items with one id', () => {
    const ix = indexCatalogue(testCatalogue({ projects: projectsWith({}, [project('GEN', '重复', 1)]) }));
    expect(ix.projects.get('GEN')?.item).toBe('一般检查');
    expect(ix.nodeList).toHaveLength(16);
  });

  it('drops a combination price naming an item the centre does not list', () => {
    const broken = {
      ...RULE_LIVER_KIDNEY,
      id: 'R-GONE',
      subList: [{ projectId: 'NOPE', price: fen(1), recalculate: 0 as const }],
    };
    const ix = indexCatalogue(testCatalogue({ pricingRules: [broken, RULE_LIVER_KIDNEY] }));
    expect(ix.rules.map((r) => r.rule.id)).toEqual(['R-LIVER-KIDNEY']);
  });

  it('finds the material-fee item only where the centre names one', () => {
    expect(indexCatalogue(testCatalogue()).feeNode).toBeNull();
    expect(indexCatalogue(testCatalogue({ materialFeeProjectId: 'MAT-FEE' })).feeNode?.project.id).toBe(
      'MAT-FEE',
    );
  });
});

describe('packages', () => {
  const ix = indexCatalogue(testCatalogue());

  it('prices a package: list price, and list price × discount floored', () => {
    expect(productListPrice(ix, testProduct())).toBe(15500);
    expect(productPrice(ix, testProduct())).toBe(13950);
    expect(productPrice(ix, testProduct({ discount: Number.NaN }))).toBe(15500);
  });

  it('leaves out package items the centre no longer lists', () => {
    const product = testProduct({
      packageProjects: [packageProject('GEN'), packageProject('GONE'), packageProject('GEN')],
    });
    expect(productListPrice(ix, product)).toBe(2000);
    expect(newPlan(ix, { product }).base).toEqual(['GEN']);
  });

  it('knows the packages given to indexCatalogue, and refuses to guess one it has not seen', () => {
    const product = testProduct();
    const withIt = indexCatalogue(testCatalogue(), { products: [product] });
    expect(packageFor(withIt, 'P-BASIC').price).toBe(13950);
    expect(() => packageFor(indexCatalogue(testCatalogue()), 'P-BASIC')).toThrow(/not indexed/);
    expect(() => packageFor(withIt, 'P-OTHER', product)).toThrow(/not P-BASIC/);
    expect(addProduct(withIt, testProduct({ discount: 50 })).price).toBe(7750);
  });
});

describe('newPlan and checkedIds', () => {
  const ix = indexCatalogue(testCatalogue());

  it('starts a package plan from the package items and a custom plan from the base pack', () => {
    const pkg = newPlan(ix, { product: testProduct(), base: ['LIVER'] });
    expect(pkg).toEqual({
      productId: 'P-BASIC',
      base: ['GEN', 'ECG', 'BLOOD', 'DR-CHEST'],
      chosen: [],
      deleted: [],
      excludedBy: {},
      replaced: {},
      history: [],
    });
    expect(newPlan(ix, { base: ['LIVER', 'NOPE', 'GEN', 'LIVER'] }).base).toEqual(['LIVER', 'GEN']);
  });

  it('lists checked items in catalogue order', () => {
    const plan = { ...newPlan(ix, { base: ['CT-CHEST', 'GEN'] }), chosen: ['LIVER', 'ECG'] };
    expect(checkedIds(ix, plan)).toEqual(['GEN', 'ECG', 'LIVER', 'CT-CHEST']);
  });
});
