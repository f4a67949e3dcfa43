// Properties of the selection and pricing rules over generated centres and random tap sequences.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import { type CatalogueIndex, indexCatalogue } from './catalogue-index.ts';
import { checkProject, restoreProject } from './check.ts';
import { checkedIds, newPlan } from './plan.ts';
import { priceSummary } from './pricing.ts';
import { material, packageProject, project } from './test-catalogue.ts';
import type { Catalogue, Plan, Product, Project } from './types.ts';
import { uncheckProject } from './uncheck.ts';

interface World {
  ix: CatalogueIndex;
  plan: Plan;
  product: Product | null;
  recommended: string[];
  ids: string[];
}

const GROUPS = ['G0', 'G1'];

/** A centre of up to 14 items with random exclusions, requirements, groups, consumables and rules. */
const worldArb = fc.integer({ min: 3, max: 8 }).chain((n) => {
  const item = fc.nat(n - 1);
  return fc
    .record({
      prices: fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: n, maxLength: n }),
      mutex: fc.array(fc.tuple(item, item), { maxLength: n }),
      requires: fc.array(fc.tuple(item, item), { maxLength: Math.ceil(n / 2) }),
      group: fc.array(fc.option(fc.nat(GROUPS.length - 1), { freq: 2 }), { minLength: n, maxLength: n }),
      fixed: fc.array(
        fc.integer({ min: 0, max: 5 }).map((k) => k === 0),
        { minLength: n, maxLength: n },
      ),
      needs: fc.array(fc.tuple(item, fc.nat(1), fc.integer({ min: 1, max: 3 })), { maxLength: n }),
      rules: fc.array(
        fc.record({
          items: fc.uniqueArray(item, { minLength: 1, maxLength: 3 }),
          price: fc.integer({ min: 0, max: 50_000 }),
        }),
        { maxLength: 3 },
      ),
      base: fc.array(
        fc.integer({ min: 0, max: 3 }).map((k) => k === 0),
        { minLength: n, maxLength: n },
      ),
      recommended: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      asPackage: fc.boolean(),
      discount: fc.integer({ min: 1, max: 100 }),
      swaps: fc.array(fc.tuple(item, item, fc.integer({ min: 0, max: 50_000 })), { maxLength: 6 }),
      fee: fc.boolean(),
    })
    .map((g): World => {
      const ids = Array.from({ length: n }, (_, i) => `P${i}`);
      const projects: Project[] = ids.map((id, i) =>
        project(id, `项目${i}`, g.prices[i]!, {
          parentId: g.group[i] === null ? null : GROUPS[g.group[i]!]!,
          delectable: g.fixed[i] ? '0' : '1',
        }),
      );
      for (const [a, b] of g.mutex) if (a !== b) projects[a]!.mutexId.push(ids[b]!);
      for (const [a, b] of g.requires) if (a !== b) projects[a]!.relationships.push(ids[b]!);
      const parents = GROUPS.map((id) => project(id, `组${id}`, 0, { typable: 1 }));
      const fee = project('FEE', '材料费', 0, { visible: 0 });
      const catalogue: Catalogue = {
        projects: [...projects, ...parents, fee],
        materials: [material('M0', '采血针', 500, 0), material('M1', '采血管', 300, 1)],
        materialNeeds: g.needs.map(([p, m, count]) => ({
          projectId: ids[p]!,
          materials: [{ materialId: `M${m}`, count }],
        })),
        classes: [],
        pricingRules: g.rules.map((r, k) => ({
          id: `R${k}`,
          name: `组合${k}`,
          price: fen(r.price * r.items.length),
          subList: r.items.map((p) => ({ projectId: ids[p]!, price: fen(r.price), recalculate: 0 as const })),
        })),
        upgrades: [],
        showProjectPrice: '1',
        materialFeeProjectId: g.fee ? 'FEE' : null,
      };
      const ix = indexCatalogue(catalogue);
      // A base pack or package never holds two items that exclude each other (with what they require).
      const base: string[] = [];
      const inPlan = new Set<string>();
      for (const [i, id] of ids.entries()) {
        if (!g.base[i]) continue;
        const closure = closureOf(ix, id);
        const clash = closure.some((c) =>
          ix.nodes.get(c)!.mutex.some((m) => inPlan.has(m.project.id) || closure.includes(m.project.id)),
        );
        if (clash) continue;
        base.push(id);
        for (const c of closure) inPlan.add(c);
      }
      const recommended = ids.filter((_, i) => g.recommended[i]);
      if (!g.asPackage) return { ix, plan: newPlan(ix, { base }), product: null, recommended, ids };
      const packageProjects = base.map((id) => {
        const offers = g.swaps.filter(([a, b]) => ids[a] === id && !base.includes(ids[b]!));
        if (!offers.length) return packageProject(id);
        return packageProject(id, 'x', Object.fromEntries(offers.map(([, b, d]) => [ids[b]!, d])));
      });
      const product: Product = {
        id: 'P',
        sysCenterId: '00-0',
        packageName: '套餐',
        planTypeCode: 'general',
        typeId: 'general',
        sex: 'common',
        discount: g.discount,
        packageProjects,
      };
      return { ix, plan: newPlan(ix, { product }), product, recommended, ids };
    })
    .map((w) => Object.assign(w, { [fc.toStringMethod]: () => describeWorld(w) }));
});

/** A counterexample in a few lines rather than the whole cyclic index. */
function describeWorld(w: World): string {
  const lines = w.ix.nodeList.map(({ project: p }) =>
    [
      p.id,
      p.parentId && `in ${p.parentId}`,
      p.mutexId.length && `excludes ${p.mutexId.join(',')}`,
      p.relationships.length && `requires ${p.relationships.join(',')}`,
      p.delectable === '0' && 'fixed',
      w.recommended.includes(p.id) && 'recommended',
    ]
      .filter(Boolean)
      .join(' '),
  );
  return `{${lines.join('; ')} | plan ${JSON.stringify(w.plan)} | package ${JSON.stringify(w.product?.packageProjects ?? null)}}`;
}

function closureOf(ix: CatalogueIndex, id: string): string[] {
  const out = [id];
  for (let k = 0; k < out.length; k++) {
    for (const r of ix.nodes.get(out[k]!)!.requires) if (!out.includes(r.project.id)) out.push(r.project.id);
  }
  return out;
}

const tapArb = fc.record({
  op: fc.oneof(
    { arbitrary: fc.constant('check'), weight: 5 },
    { arbitrary: fc.constant('uncheck'), weight: 3 },
    { arbitrary: fc.constant('restore'), weight: 1 },
  ),
  pick: fc.nat(),
  confirmed: fc.integer({ min: 0, max: 3 }).map((k) => k > 0),
});

/** Taps through the plan, keeping only the outcomes the rules accepted. */
function tap(
  w: World,
  taps: { op: string; pick: number; confirmed: boolean }[],
  after?: (plan: Plan) => void,
): Plan {
  // Mostly the centre's items; now and then a group heading, the fee item or an unknown id.
  const all = [...w.ids, ...w.ids, ...GROUPS, 'FEE', 'NOPE'];
  let plan = w.plan;
  for (const t of taps) {
    // Taps land where a person's would: unchecking checked items, restoring removed or earlier ones.
    const checked = checkedIds(w.ix, plan);
    const pool =
      t.op === 'uncheck'
        ? checked
        : t.op === 'restore'
          ? [...plan.deleted, ...plan.history]
          : all.filter((id) => !checked.includes(id));
    const from = pool.length ? pool : all;
    const id = from[t.pick % from.length]!;
    const ctx = { recommended: w.recommended, confirmed: t.confirmed };
    const r =
      t.op === 'check'
        ? checkProject(w.ix, plan, id, ctx)
        : t.op === 'restore'
          ? restoreProject(w.ix, plan, id, ctx)
          : uncheckProject(w.ix, plan, id, ctx);
    if (r.kind === 'ok') plan = r.plan;
    after?.(plan);
  }
  return plan;
}

function invariants(w: World, plan: Plan) {
  const checked = new Set(checkedIds(w.ix, plan));
  for (const original in plan.replaced) expect(checked.has(original), `${original} swapped out`).toBe(false);
  for (const id of checked) {
    const node = w.ix.nodes.get(id)!;
    for (const m of node.mutex) expect(checked.has(m.project.id), `${id} with ${m.project.id}`).toBe(false);
    for (const r of node.requires)
      expect(checked.has(r.project.id), `${id} needs ${r.project.id}`).toBe(true);
  }
}

const runs = { numRuns: 300 };

describe('selection properties', () => {
  it('never checks two items that exclude each other, and always checks what checked items require', () => {
    fc.assert(
      fc.property(worldArb, fc.array(tapArb, { maxLength: 60, size: 'max' }), (w, taps) => {
        invariants(w, w.plan);
        tap(w, taps, (plan) => invariants(w, plan));
      }),
      runs,
    );
  });

  it('checking then unchecking an item not in the plan gives the same plan back, apart from history', () => {
    fc.assert(
      fc.property(worldArb, fc.array(tapArb, { maxLength: 30, size: 'max' }), fc.nat(), (w, taps, pick) => {
        const plan = tap(w, taps);
        const optional = w.ids.filter((id) => {
          const p = w.ix.projects.get(id)!;
          return (
            p.delectable === '1' &&
            !w.recommended.includes(id) &&
            !plan.base.includes(id) &&
            !plan.chosen.includes(id) &&
            !plan.deleted.includes(id) &&
            !Object.hasOwn(plan.excludedBy, id) &&
            !checkedIds(w.ix, plan).includes(id)
          );
        });
        fc.pre(optional.length > 0);
        const id = optional[pick % optional.length]!;
        const checked = checkProject(w.ix, plan, id, { recommended: w.recommended, confirmed: true });
        fc.pre(checked.kind === 'ok');
        if (checked.kind !== 'ok') return;
        expect(checkedIds(w.ix, checked.plan)).toContain(id);
        const back = uncheckProject(w.ix, checked.plan, id, { recommended: w.recommended });
        expect(back.kind).toBe('ok');
        if (back.kind !== 'ok') return;
        expect({ ...back.plan, history: [] }).toEqual({ ...plan, history: [] });
      }),
      runs,
    );
  });
});

describe('pricing properties', () => {
  const ratioArb = fc.option(fc.double({ min: 0, max: 2, noNaN: true }), { nil: undefined });

  it('is never negative, is the sum of its parts, and depends only on the plan', () => {
    fc.assert(
      fc.property(
        worldArb,
        fc.array(tapArb, { maxLength: 30, size: 'max' }),
        ratioArb,
        ratioArb,
        (w, taps, unit, user) => {
          const plan = tap(w, taps);
          const opts = { discountUnit: unit, discountUser: user };
          const s = priceSummary(w.ix, plan, opts);
          for (const v of [s.productPrice, s.replacePrice, s.customPrice, s.materialPrice, s.priceTotal]) {
            expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          }
          expect(s.priceTotal).toBe(s.productPrice + s.replacePrice + s.customPrice + s.materialPrice);
          expect(s.customProjectPrice).toBe(s.customPrice);
          // The base pack is a part of the custom items, never more, and nothing on the package path.
          expect(s.basePackPrice >= 0 && s.basePackPrice <= s.customPrice).toBe(true);
          if (plan.productId !== null) expect(s.basePackPrice).toBe(0);
          if (w.ix.feeNode === null)
            expect(s.materials.reduce((sum, m) => sum + m.price, 0)).toBe(s.materialPrice);
          else expect(s.materials).toEqual([]);
          // Same answer from a copy of the plan and from a fresh index of the same centre.
          const again = indexCatalogue(w.ix.catalogue, { products: w.product ? [w.product] : [] });
          expect(priceSummary(again, structuredClone(plan), opts)).toEqual(s);
          expect(priceSummary(w.ix, plan, opts)).toEqual(s);
        },
      ),
      runs,
    );
  });

  it('charges custom items their list prices when no combination price applies, the package at most its list price', () => {
    fc.assert(
      fc.property(worldArb, fc.array(tapArb, { maxLength: 30, size: 'max' }), (w, taps) => {
        const plan = tap(w, taps);
        const s = priceSummary(w.ix, plan);
        if (w.product) expect(s.productPrice).toBeLessThanOrEqual(w.ix.products.get('P')!.listPrice);
        let list = 0;
        for (const id of checkedIds(w.ix, plan)) {
          if (plan.base.includes(id) && plan.productId !== null) continue;
          if (Object.values(plan.replaced).includes(id)) continue;
          if (id === 'FEE' && w.ix.feeNode) continue;
          list += w.ix.projects.get(id)!.price;
        }
        const covered = s.appliedRules.length > 0;
        if (!covered) expect(s.customPrice).toBe(list);
      }),
      runs,
    );
  });
});
