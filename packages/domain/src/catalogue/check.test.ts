import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './catalogue-index.ts';
import { type CheckResult, checkProject, restoreProject } from './check.ts';
import { checkedIds, newPlan } from './plan.ts';
import { packageProject, projectsWith, testCatalogue, testProduct } from './test-catalogue.ts';
import type { Plan } from './types.ts';
import { uncheckProject } from './uncheck.ts';

const ix = indexCatalogue(testCatalogue());
const custom = (base: string[] = ['GEN', 'BLOOD']) => newPlan(ix, { base });

function ok(result: CheckResult) {
  if (result.kind !== 'ok') throw new Error(`expected ok, got ${result.kind}: ${JSON.stringify(result)}`);
  return result;
}

function checkAll(plan: Plan, ids: string[], index = ix): Plan {
  let p = plan;
  for (const id of ids) p = ok(checkProject(index, p, id)).plan;
  return p;
}

describe('checkProject', () => {
  it('adds an item to chosen and to the end of history', () => {
    const r = ok(checkProject(ix, custom(), 'LIVER'));
    expect(r.plan.chosen).toEqual(['LIVER']);
    expect(r.plan.history).toEqual(['LIVER']);
    expect(r.added).toEqual(['LIVER']);
    expect(r.removed).toEqual([]);
    expect(checkedIds(ix, r.plan)).toEqual(['GEN', 'BLOOD', 'LIVER']);
  });

  it('rule 1: an item already checked changes nothing', () => {
    const plan = checkAll(custom(), ['LIVER']);
    const r = ok(checkProject(ix, plan, 'LIVER'));
    expect(r.plan).toBe(plan);
    expect(r.added).toEqual([]);
    expect(ok(checkProject(ix, plan, 'GEN')).plan).toBe(plan);
  });

  describe('rule 2: package items', () => {
    it('refuses an item that excludes a fixed package item', () => {
      const product = testProduct({ packageProjects: [packageProject('GEN'), packageProject('DR-CHEST')] });
      const r = checkProject(ix, newPlan(ix, { product }), 'CT-CHEST');
      expect(r).toEqual({ kind: 'refused', message: '该项目与套餐中的【胸部DR】不能同时选择' });
    });

    it('swaps a swappable package item for an alternative it prices, charging the difference', () => {
      const plan = newPlan(ix, { product: testProduct() });
      const r = ok(checkProject(ix, plan, 'CT-CHEST'));
      expect(r.plan.replaced).toEqual({ 'DR-CHEST': 'CT-CHEST' });
      expect(r.plan.chosen).toEqual([]);
      expect(r.added).toEqual(['CT-CHEST']);
      expect(r.removed).toEqual(['DR-CHEST']);
      expect(checkedIds(ix, r.plan)).toEqual(['GEN', 'ECG', 'BLOOD', 'CT-CHEST']);
    });

    it('refuses like a fixed item when the swappable item has no difference for it', () => {
      const product = testProduct({
        packageProjects: [packageProject('DR-CHEST', 'x', { C13: 100 })],
      });
      expect(checkProject(ix, newPlan(ix, { product }), 'CT-CHEST')).toEqual({
        kind: 'refused',
        message: '该项目与套餐中的【胸部DR】不能同时选择',
      });
    });

    it('checking the package item again takes the swap back', () => {
      const swapped = ok(checkProject(ix, newPlan(ix, { product: testProduct() }), 'CT-CHEST')).plan;
      const r = ok(checkProject(ix, swapped, 'DR-CHEST'));
      expect(r.plan.replaced).toEqual({});
      expect(r.added).toEqual(['DR-CHEST']);
      expect(r.removed).toEqual(['CT-CHEST']);
    });

    it('swaps an alternative for another the package prices, and unchecking returns the first', () => {
      const index = indexCatalogue(
        testCatalogue({
          projects: projectsWith(
            { 'CT-CHEST': { mutexId: ['DR-CHEST', 'LDCT'] }, 'DR-CHEST': { mutexId: ['CT-CHEST', 'LDCT'] } },
            [
              {
                ...ix.projects.get('CT-CHEST')!,
                id: 'LDCT',
                item: '低剂量胸部CT',
                mutexId: ['DR-CHEST', 'CT-CHEST'],
              },
            ],
          ),
        }),
      );
      const product = testProduct({
        packageProjects: [packageProject('DR-CHEST', 'x', { 'CT-CHEST': 20000, LDCT: 25000 })],
      });
      const ct = checkAll(newPlan(index, { product }), ['CT-CHEST'], index);
      const ldct = ok(checkProject(index, ct, 'LDCT'));
      expect(ldct.plan.replaced).toEqual({ 'DR-CHEST': 'LDCT' });
      expect(ldct.removed).toEqual(['CT-CHEST']);
      const back = uncheckProject(index, ldct.plan, 'LDCT');
      expect(back.kind === 'ok' && back.plan.replaced).toEqual({ 'DR-CHEST': 'CT-CHEST' });
      expect(back.kind === 'ok' && checkedIds(index, back.plan)).toEqual(['CT-CHEST']);
    });

    it('refuses a swap whose alternative requires the package item it would replace', () => {
      const index = indexCatalogue(
        testCatalogue({ projects: projectsWith({ 'CT-CHEST': { relationships: ['DR-CHEST'] } }) }),
      );
      expect(checkProject(index, newPlan(index, { product: testProduct() }), 'CT-CHEST')).toEqual({
        kind: 'refused',
        message: '该项目与套餐中的【胸部DR】不能同时选择',
      });
    });

    it('taking a swap back brings back what the alternative had pushed out', () => {
      const index = indexCatalogue(
        testCatalogue({
          projects: projectsWith({
            'CT-CHEST': { mutexId: ['DR-CHEST', 'C13'] },
            C13: { mutexId: ['C14', 'CT-CHEST'] },
          }),
        }),
      );
      const plan = checkAll(newPlan(index, { product: testProduct() }), ['C13'], index);
      const ct = ok(checkProject(index, plan, 'CT-CHEST', { recommended: ['C13'], confirmed: true }));
      expect(ct.removed).toEqual(['C13', 'DR-CHEST']);
      const back = ok(checkProject(index, ct.plan, 'DR-CHEST'));
      expect(back.added).toEqual(['C13', 'DR-CHEST']);
      expect(back.removed).toEqual(['CT-CHEST']);
      expect(back.plan).toEqual({ ...plan, history: ['C13', 'CT-CHEST', 'DR-CHEST'] });
    });

    it('swaps for an alternative the package prices even when the data does not list them as exclusive', () => {
      const product = testProduct({ packageProjects: [packageProject('DR-CHEST', 'x', { LIPID: 1000 })] });
      const r = ok(checkProject(ix, newPlan(ix, { product }), 'LIPID'));
      expect(r.plan.replaced).toEqual({ 'DR-CHEST': 'LIPID' });
    });
  });

  it('rule 3: refuses an item that excludes a checked base-pack item', () => {
    const r = checkProject(ix, custom(['GEN', 'C13']), 'C14');
    expect(r).toEqual({ kind: 'refused', message: '该项目与基础项目包中的【碳13呼气试验】不能同时选择' });
  });

  it('rule 3 does not apply to a base item the person removed', () => {
    const plan = uncheckProject(ix, custom(['GEN', 'C13']), 'C13');
    if (plan.kind !== 'ok') throw new Error('uncheck refused');
    expect(ok(checkProject(ix, plan.plan, 'C14')).added).toEqual(['C14']);
  });

  it('rule 4: another leaf of the same choose-one group is swapped out', () => {
    const plan = checkAll(custom(), ['GAS-PLAIN']);
    const r = ok(checkProject(ix, plan, 'GAS-PAINLESS'));
    expect(r.removed).toEqual(['GAS-PLAIN']);
    expect(r.added).toEqual(['GAS-PAINLESS', 'ANES-ASSESS']);
    expect(r.plan.excludedBy).toEqual({ 'GAS-PLAIN': 'GAS-PAINLESS' });
    expect(checkedIds(ix, r.plan)).toEqual(['GEN', 'BLOOD', 'GAS-PAINLESS', 'ANES-ASSESS']);
  });

  it('rule 4 applies to leaves of one group even when their mutexId does not list each other', () => {
    const index = indexCatalogue(
      testCatalogue({
        projects: projectsWith({ 'GAS-PLAIN': { mutexId: [] }, 'GAS-PAINLESS': { mutexId: [] } }),
      }),
    );
    const r = ok(checkProject(index, checkAll(custom(), ['GAS-PLAIN'], index), 'GAS-PAINLESS'));
    expect(r.removed).toEqual(['GAS-PLAIN']);
  });

  describe('rule 5: recommended items', () => {
    const plan = checkAll(custom(), ['C13']);

    it('asks before deselecting checked recommended items', () => {
      expect(checkProject(ix, plan, 'C14', { recommended: ['C13', 'LIVER'] })).toEqual({
        kind: 'confirm',
        message: '该项目与【碳13呼气试验】不能同时选择，是否选择此项目？',
        conflicts: ['C13'],
      });
    });

    it('deselects them once confirmed, recording them in excludedBy', () => {
      const r = ok(checkProject(ix, plan, 'C14', { recommended: ['C13'], confirmed: true }));
      expect(r.removed).toEqual(['C13']);
      expect(r.plan.excludedBy).toEqual({ C13: 'C14' });
      expect(checkedIds(ix, r.plan)).toEqual(['GEN', 'BLOOD', 'C14']);
    });

    it('refuses rather than asks when a non-recommended conflict would remain anyway', () => {
      const index = indexCatalogue(
        testCatalogue({
          projects: projectsWith({ C14: { mutexId: ['C13', 'LIPID'] }, LIPID: { mutexId: ['C14'] } }),
        }),
      );
      const both = checkAll(custom(), ['C13', 'LIPID'], index);
      expect(checkProject(index, both, 'C14', { recommended: ['C13'] })).toEqual({
        kind: 'refused',
        message: '该项目与【血脂四项】不能同时选择',
      });
    });
  });

  it('rule 6: refuses an item that excludes checked chosen items, naming them', () => {
    const r = checkProject(ix, checkAll(custom(), ['C13']), 'C14');
    expect(r).toEqual({ kind: 'refused', message: '该项目与【碳13呼气试验】不能同时选择' });
  });

  describe('rule 7: requirements', () => {
    it('adds the required items recursively', () => {
      const index = indexCatalogue(
        testCatalogue({ projects: projectsWith({ 'ANES-ASSESS': { relationships: ['ECG'] } }) }),
      );
      const r = ok(checkProject(index, custom(), 'GAS-PAINLESS'));
      expect(r.added).toEqual(['ECG', 'GAS-PAINLESS', 'ANES-ASSESS']);
      expect(r.plan.chosen).toEqual(['GAS-PAINLESS']);
    });

    const clashing = indexCatalogue(
      testCatalogue({
        projects: projectsWith({
          'ANES-ASSESS': { mutexId: ['LIPID'] },
          LIPID: { mutexId: ['ANES-ASSESS'] },
        }),
      }),
    );

    it('refuses when a required item excludes a chosen item (rule 6 message), even a recommended one', () => {
      const plan = checkAll(custom(), ['LIPID'], clashing);
      const expected = { kind: 'refused', message: '该项目与【血脂四项】不能同时选择' };
      expect(checkProject(clashing, plan, 'GAS-PAINLESS')).toEqual(expected);
      expect(
        checkProject(clashing, plan, 'GAS-PAINLESS', { recommended: ['LIPID'], confirmed: true }),
      ).toEqual(expected);
    });

    it('refuses when a required item excludes a base item (rule 3 message)', () => {
      expect(checkProject(clashing, newPlan(clashing, { base: ['LIPID'] }), 'GAS-PAINLESS')).toEqual({
        kind: 'refused',
        message: '该项目与基础项目包中的【血脂四项】不能同时选择',
      });
    });

    it('refuses when a required item excludes a package item (rule 2 message)', () => {
      const product = testProduct({ id: 'P-LIPID', packageProjects: [packageProject('LIPID')] });
      expect(checkProject(clashing, newPlan(clashing, { product }), 'GAS-PAINLESS')).toEqual({
        kind: 'refused',
        message: '该项目与套餐中的【血脂四项】不能同时选择',
      });
    });

    it('refuses a group swap when the leaf swapped out stays required by another item', () => {
      const index = indexCatalogue(
        testCatalogue({ projects: projectsWith({ LIPID: { relationships: ['GAS-PLAIN'] } }) }),
      );
      const plan = checkAll(custom(), ['GAS-PLAIN', 'LIPID'], index);
      expect(checkProject(index, plan, 'GAS-PAINLESS')).toEqual({
        kind: 'refused',
        message: '该项目与【普通胃镜】不能同时选择',
      });
    });
  });

  it('rule 8: a removed base item leaves deleted and joins the end of history', () => {
    const removed = uncheckProject(ix, custom(), 'BLOOD');
    if (removed.kind !== 'ok') throw new Error('uncheck refused');
    const plan = checkAll(removed.plan, ['LIVER']);
    const r = ok(checkProject(ix, plan, 'BLOOD'));
    expect(r.plan.deleted).toEqual([]);
    expect(r.plan.chosen).toEqual(['LIVER']);
    expect(r.plan.history).toEqual(['LIVER', 'BLOOD']);
  });

  it('moves an item checked again to the end of history', () => {
    let plan = checkAll(custom(), ['LIVER', 'C13']);
    const u = uncheckProject(ix, plan, 'LIVER');
    plan = u.kind === 'ok' ? u.plan : plan;
    expect(checkAll(plan, ['LIVER']).history).toEqual(['C13', 'LIVER']);
  });

  it('refuses an unknown item and the parent of a choose-one group', () => {
    expect(checkProject(ix, custom(), 'NOPE')).toEqual({ kind: 'refused', message: '该项目不存在' });
    expect(checkProject(ix, custom(), 'GAS')).toEqual({
      kind: 'refused',
      message: '请在【胃镜（多选一）】中选择一项',
    });
  });

  it('leaves the material-fee item to the consumables', () => {
    const index = indexCatalogue(testCatalogue({ materialFeeProjectId: 'MAT-FEE' }));
    const plan = newPlan(index, { base: ['GEN'] });
    const r = ok(checkProject(index, plan, 'MAT-FEE'));
    expect(r.plan).toBe(plan);
    expect(checkedIds(index, plan)).toEqual(['GEN']);
  });

  it('never changes the plan it is given', () => {
    const plan = checkAll(custom(), ['C13', 'GAS-PLAIN']);
    const copy = structuredClone(plan);
    checkProject(ix, plan, 'C14', { recommended: ['C13'], confirmed: true });
    checkProject(ix, plan, 'GAS-PAINLESS');
    expect(plan).toEqual(copy);
  });
});

describe('restoreProject', () => {
  it('checks a removed base item again', () => {
    const removed = uncheckProject(ix, custom(), 'BLOOD');
    if (removed.kind !== 'ok') throw new Error('uncheck refused');
    const r = ok(restoreProject(ix, removed.plan, 'BLOOD'));
    expect(r.plan.deleted).toEqual([]);
    expect(r.added).toEqual(['BLOOD']);
  });

  it('follows the checking rules', () => {
    const removed = uncheckProject(ix, custom(['C13']), 'C13');
    if (removed.kind !== 'ok') throw new Error('uncheck refused');
    const withC14 = checkAll(removed.plan, ['C14']);
    expect(restoreProject(ix, withC14, 'C13')).toEqual({
      kind: 'refused',
      message: '该项目与【碳14呼气试验】不能同时选择',
    });
  });

  it('a removed base item that a checked item requires stays once that item goes', () => {
    const removed = uncheckProject(ix, custom(['ANES-ASSESS']), 'ANES-ASSESS');
    if (removed.kind !== 'ok') throw new Error('uncheck refused');
    const painless = checkAll(removed.plan, ['GAS-PAINLESS']);
    expect(checkedIds(ix, painless)).toContain('ANES-ASSESS');
    const gone = uncheckProject(ix, painless, 'GAS-PAINLESS');
    expect(gone.kind === 'ok' && checkedIds(ix, gone.plan)).toEqual([]);

    const restored = ok(restoreProject(ix, painless, 'ANES-ASSESS'));
    expect(restored.plan.deleted).toEqual([]);
    const kept = uncheckProject(ix, restored.plan, 'GAS-PAINLESS');
    expect(kept.kind === 'ok' && checkedIds(ix, kept.plan)).toEqual(['ANES-ASSESS']);
  });
});
