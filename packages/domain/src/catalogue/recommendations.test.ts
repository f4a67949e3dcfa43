import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './catalogue-index.ts';
import { checkProject } from './check.ts';
import { newPlan } from './plan.ts';
import { droppedRecommendations, recommendationsFor } from './recommendations.ts';
import { testCatalogue } from './test-catalogue.ts';
import type { ExamineeProfile, RecommendRule } from './types.ts';
import { uncheckProject } from './uncheck.ts';

const rule = (
  projectId: string,
  level: RecommendRule['level'],
  more: Partial<RecommendRule> = {},
): RecommendRule => ({
  projectId,
  level,
  sex: 'common',
  marriage: 'any',
  minAge: 0,
  maxAge: 120,
  ...more,
});

const woman: ExamineeProfile = { sexCode: 'female', marryStateCode: 'married', age: 40 };

describe('recommendationsFor', () => {
  it('sorts the rules that apply into the four groups, in rule order', () => {
    const rules = [
      rule('GEN', 'base'),
      rule('BLOOD', 'base'),
      rule('LIVER', 'must'),
      rule('C13', 'precise'),
      rule('CT-CHEST', 'thorough'),
    ];
    expect(recommendationsFor(rules, woman)).toEqual({
      basePackagePros: ['GEN', 'BLOOD'],
      rulePackagePros: ['LIVER'],
      lastRulePackagePros: ['C13'],
      thoroughRulePackagePros: ['CT-CHEST'],
    });
  });

  it('honours sex, marriage and the age range (inclusive)', () => {
    const rules = [
      rule('TCT', 'must', { sex: 'female', marriage: 'married' }),
      rule('PSA', 'must', { sex: 'male' }),
      rule('CT-CHEST', 'must', { minAge: 40, maxAge: 40 }),
      rule('C13', 'must', { minAge: 41 }),
    ];
    expect(recommendationsFor(rules, woman).rulePackagePros).toEqual(['TCT', 'CT-CHEST']);
    expect(recommendationsFor(rules, { ...woman, marryStateCode: 'unmarried' }).rulePackagePros).toEqual([
      'CT-CHEST',
    ]);
    expect(
      recommendationsFor(rules, { sexCode: 'male', marryStateCode: 'married', age: 39 }).rulePackagePros,
    ).toEqual(['PSA']);
  });

  it('lists an item several rules recommend only in its highest level', () => {
    const rules = [rule('LIVER', 'precise'), rule('LIVER', 'base', { minAge: 30 }), rule('LIVER', 'must')];
    const r = recommendationsFor(rules, woman);
    expect(r.basePackagePros).toEqual(['LIVER']);
    expect(r.rulePackagePros).toEqual([]);
    expect(r.lastRulePackagePros).toEqual([]);
  });
});

describe('droppedRecommendations', () => {
  const ix = indexCatalogue(testCatalogue());

  it('lists recommended items not checked now, once each, in the order given', () => {
    const base = newPlan(ix, { base: ['GEN', 'BLOOD'] });
    const removed = uncheckProject(ix, base, 'BLOOD');
    if (removed.kind !== 'ok') throw new Error('refused');
    const withLiver = checkProject(ix, removed.plan, 'LIVER');
    if (withLiver.kind !== 'ok') throw new Error('refused');
    const dropped = droppedRecommendations(ix, withLiver.plan, [
      'KIDNEY',
      'GEN',
      'BLOOD',
      'LIVER',
      'KIDNEY',
      'NOPE',
    ]);
    expect(dropped.map((p) => p.id)).toEqual(['KIDNEY', 'BLOOD']);
  });
});
