import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './catalogue-index.ts';
import { checkProject } from './check.ts';
import { checkedIds, newPlan } from './plan.ts';
import { packageProject, projectsWith, testCatalogue, testProduct } from './test-catalogue.ts';
import type { Plan } from './types.ts';
import { type UncheckResult, uncheckProject } from './uncheck.ts';

const ix = indexCatalogue(testCatalogue());
const custom = (base: string[] = ['GEN', 'BLOOD']) => newPlan(ix, { base });

function checkAll(plan: Plan, ids: string[], index = ix): Plan {
  let p = plan;
  for (const id of ids) {
    const r = checkProject(index, p, id);
    if (r.kind !== 'ok') throw new Error(`check ${id}: ${r.kind}`);
    p = r.plan;
  }
  return p;
}

function ok(result: UncheckResult) {
  if (result.kind !== 'ok') throw new Error(`expected ok, got ${result.message}`);
  return result;
}

describe('uncheckProject refuses', () => {
  it('a package item, fixed or swappable, naming it', () => {
    const plan = newPlan(ix, { product: testProduct() });
    expect(uncheckProject(ix, plan, 'BLOOD')).toEqual({
      kind: 'refused',
      message: '该项目【血常规】为套餐项目，不可取消',
    });
    expect(uncheckProject(ix, plan, 'DR-CHEST')).toEqual({
      kind: 'refused',
      message: '该项目【胸部DR】为套餐项目，不可取消',
    });
  });

  it("an item with delectable '0'", () => {
    expect(uncheckProject(ix, custom(['ECG']), 'ECG')).toEqual({
      kind: 'refused',
      message: '该项目不可取消',
    });
    expect(uncheckProject(ix, checkAll(custom(), ['ECG']), 'ECG')).toEqual({
      kind: 'refused',
      message: '该项目不可取消',
    });
  });

  it('an item another checked item requires, even one the person checked', () => {
    const plan = checkAll(custom(), ['ANES-ASSESS', 'GAS-PAINLESS']);
    expect(uncheckProject(ix, plan, 'ANES-ASSESS')).toEqual({ kind: 'refused', message: '该项目不可取消' });
    expect(uncheckProject(ix, checkAll(custom(), ['GAS-PAINLESS']), 'ANES-ASSESS')).toEqual({
      kind: 'refused',
      message: '该项目不可取消',
    });
  });

  it('the material-fee item', () => {
    const index = indexCatalogue(testCatalogue({ materialFeeProjectId: 'MAT-FEE' }));
    const plan = newPlan(index, { base: ['BLOOD'] });
    expect(checkedIds(index, plan)).toEqual(['BLOOD', 'MAT-FEE']);
    expect(uncheckProject(index, plan, 'MAT-FEE')).toEqual({ kind: 'refused', message: '该项目不可取消' });
  });

  it('an unknown item', () => {
    expect(uncheckProject(ix, custom(), 'NOPE')).toEqual({ kind: 'refused', message: '该项目不存在' });
  });
});

describe('uncheckProject', () => {
  it('puts a base item in deleted', () => {
    const r = ok(uncheckProject(ix, custom(), 'BLOOD'));
    expect(r.plan.deleted).toEqual(['BLOOD']);
    expect(r.removed).toEqual(['BLOOD']);
    expect(checkedIds(ix, r.plan)).toEqual(['GEN']);
  });

  it('takes a chosen item out of chosen; a recommended one also goes to deleted', () => {
    const plan = checkAll(custom(), ['LIVER', 'C13']);
    const plain = ok(uncheckProject(ix, plan, 'LIVER'));
    expect(plain.plan.chosen).toEqual(['C13']);
    expect(plain.plan.deleted).toEqual([]);
    const recommended = ok(uncheckProject(ix, plan, 'LIVER', { recommended: ['LIVER'] }));
    expect(recommended.plan.chosen).toEqual(['C13']);
    expect(recommended.plan.deleted).toEqual(['LIVER']);
  });

  it('takes the items it required with it, unless something else needs them', () => {
    const r = ok(uncheckProject(ix, checkAll(custom(), ['GAS-PAINLESS']), 'GAS-PAINLESS'));
    expect(r.removed).toEqual(['GAS-PAINLESS', 'ANES-ASSESS']);
    const kept = ok(uncheckProject(ix, checkAll(custom(['ANES-ASSESS']), ['GAS-PAINLESS']), 'GAS-PAINLESS'));
    expect(kept.removed).toEqual(['GAS-PAINLESS']);
  });

  it('brings back what it had excluded, where it was', () => {
    const plan = checkAll(custom(), ['GAS-PLAIN', 'LIVER', 'GAS-PAINLESS']);
    expect(plan.chosen).toEqual(['GAS-PLAIN', 'LIVER', 'GAS-PAINLESS']);
    const r = ok(uncheckProject(ix, plan, 'GAS-PAINLESS'));
    expect(r.plan.chosen).toEqual(['GAS-PLAIN', 'LIVER']);
    expect(r.plan.excludedBy).toEqual({});
    expect(r.restored).toEqual(['GAS-PLAIN']);
    expect(checkedIds(ix, r.plan)).toEqual(['GEN', 'BLOOD', 'LIVER', 'GAS-PLAIN']);
  });

  it('brings back a recommended item deselected after the question', () => {
    const asked = checkProject(ix, checkAll(custom(), ['C13']), 'C14', {
      recommended: ['C13'],
      confirmed: true,
    });
    if (asked.kind !== 'ok') throw new Error('check refused');
    expect(ok(uncheckProject(ix, asked.plan, 'C14')).restored).toEqual(['C13']);
  });

  it('drops what it had excluded when something checked since excludes it', () => {
    const index = indexCatalogue(
      testCatalogue({ projects: projectsWith({ LIPID: { mutexId: ['GAS-PLAIN'] } }) }),
    );
    const plan = checkAll(custom(), ['GAS-PLAIN', 'GAS-PAINLESS', 'LIPID'], index);
    const r = ok(uncheckProject(index, plan, 'GAS-PAINLESS'));
    expect(r.restored).toEqual([]);
    expect(r.plan.chosen).toEqual(['LIPID']);
    expect(r.plan.excludedBy).toEqual({});
  });

  it('takes a package swap back: the package item returns', () => {
    const swapped = checkAll(newPlan(ix, { product: testProduct() }), ['CT-CHEST']);
    const r = ok(uncheckProject(ix, swapped, 'CT-CHEST'));
    expect(r.plan.replaced).toEqual({});
    expect(r.removed).toEqual(['CT-CHEST']);
    expect(r.restored).toEqual(['DR-CHEST']);
  });

  it('refuses to take a swap back when the package item would clash with an item checked since', () => {
    const index = indexCatalogue(
      testCatalogue({ projects: projectsWith({ LIPID: { mutexId: ['DR-CHEST'] } }) }),
    );
    const plan = checkAll(newPlan(index, { product: testProduct() }), ['CT-CHEST', 'LIPID'], index);
    expect(uncheckProject(index, plan, 'CT-CHEST')).toEqual({
      kind: 'refused',
      message: '套餐中的【胸部DR】与【血脂四项】不能同时选择',
    });
  });

  it('refuses to take a swap back when the package item needs another package item swapped out since', () => {
    const index = indexCatalogue(
      testCatalogue({ projects: projectsWith({ BLOOD: { relationships: ['DR-CHEST'] } }) }),
    );
    const product = testProduct({
      id: 'P-TWO',
      packageProjects: [
        packageProject('BLOOD', 'x', { LIPID: 0 }),
        packageProject('DR-CHEST', 'x', { 'CT-CHEST': 0 }),
      ],
    });
    const plan = checkAll(newPlan(index, { product }), ['LIPID', 'CT-CHEST'], index);
    expect(checkedIds(index, plan)).toEqual(['LIPID', 'CT-CHEST']);
    expect(uncheckProject(index, plan, 'LIPID')).toEqual({
      kind: 'refused',
      message: '套餐中的【胸部DR】与【胸部CT】不能同时选择',
    });
  });

  it('changes nothing for an item that is not checked', () => {
    const plan = custom();
    const r = ok(uncheckProject(ix, plan, 'LIVER'));
    expect(r.plan).toBe(plan);
    expect(r.removed).toEqual([]);
  });

  it('takes a requirement cycle out with the item that brought it in', () => {
    const index = indexCatalogue(
      testCatalogue({
        projects: projectsWith({
          LIVER: { relationships: ['KIDNEY'] },
          KIDNEY: { relationships: ['LIVER'] },
        }),
      }),
    );
    const plan = checkAll(custom(), ['LIVER'], index);
    expect(checkedIds(index, plan)).toEqual(['GEN', 'BLOOD', 'LIVER', 'KIDNEY']);
    expect(ok(uncheckProject(index, plan, 'LIVER')).removed).toEqual(['LIVER', 'KIDNEY']);
    expect(uncheckProject(index, plan, 'KIDNEY')).toEqual({ kind: 'refused', message: '该项目不可取消' });
  });
});
