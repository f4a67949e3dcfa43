import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './catalogue-index.ts';
import { checkProject } from './check.ts';
import { newPlan } from './plan.ts';
import { testCatalogue, testProduct } from './test-catalogue.ts';
import { validatePlan } from './validate.ts';

describe('validatePlan', () => {
  const ix = indexCatalogue(testCatalogue());
  const product = testProduct();
  const pkg = newPlan(ix, { product });

  it('finds nothing wrong with plans the rules produce', () => {
    const swapped = checkProject(ix, pkg, 'CT-CHEST');
    if (swapped.kind !== 'ok') throw new Error('refused');
    const more = checkProject(ix, swapped.plan, 'GAS-PAINLESS');
    if (more.kind !== 'ok') throw new Error('refused');
    expect(validatePlan(ix, more.plan, { product })).toEqual([]);
    expect(validatePlan(ix, newPlan(ix, { base: ['GEN'] }), { base: ['GEN'] })).toEqual([]);
  });

  it('finds unknown ids', () => {
    expect(validatePlan(ix, { ...pkg, chosen: ['NOPE'] })).toEqual([
      { message: '该项目不存在', ids: ['NOPE'] },
    ]);
  });

  it('finds a plan that does not start from the package or base pack expected', () => {
    const padded = { ...pkg, base: [...pkg.base, 'CT-CHEST'] };
    expect(validatePlan(ix, padded, { product })).toContainEqual({
      message: '体检项目已变化，请重新选择',
      ids: [],
    });
    expect(validatePlan(ix, newPlan(ix, { base: ['GEN', 'LIVER'] }), { base: ['GEN'] })).toEqual([
      { message: '体检项目已变化，请重新选择', ids: [] },
    ]);
  });

  it('finds removed package items and removed items that may not be removed', () => {
    expect(validatePlan(ix, { ...pkg, deleted: ['BLOOD'] })).toEqual([
      { message: '该项目【血常规】为套餐项目，不可取消', ids: ['BLOOD'] },
    ]);
    expect(validatePlan(ix, { ...newPlan(ix, { base: ['ECG'] }), deleted: ['ECG'] })).toEqual([
      { message: '该项目不可取消', ids: ['ECG'] },
    ]);
  });

  it('finds swaps the package does not offer', () => {
    expect(validatePlan(ix, { ...pkg, replaced: { BLOOD: 'LIPID' } })).toContainEqual({
      message: '套餐中的【血常规】不能替换为【血脂四项】',
      ids: ['BLOOD', 'LIPID'],
    });
  });

  it('finds a chosen group heading and items that exclude each other', () => {
    expect(validatePlan(ix, { ...newPlan(ix, {}), chosen: ['GAS', 'C13', 'C14'] })).toEqual([
      { message: '请在【胃镜（多选一）】中选择一项', ids: ['GAS'] },
      { message: '【碳13呼气试验】与【碳14呼气试验】不能同时选择', ids: ['C13', 'C14'] },
    ]);
  });
});
