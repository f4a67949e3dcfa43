import { describe, expect, it } from 'vitest';
import type { ExamineeProfile } from '../catalogue/types.ts';
import { conditionHolds, evaluatePlanRules, LEVEL_STARS, planRuleApplies } from './plan-rules.ts';
import type { Answers, PlanRule } from './types.ts';

const man50: ExamineeProfile = { sexCode: 'male', marryStateCode: 'married', age: 50 };
const woman30: ExamineeProfile = { sexCode: 'female', marryStateCode: 'unmarried', age: 30 };

const rules: PlanRule[] = [
  { id: 'base', projectIds: ['GEN-BASIC', 'BLOOD-RT'], level: 'base', reason: '基础必查项目', when: [] },
  {
    id: 'smoke',
    projectIds: ['CT-CHEST'],
    level: 'must',
    reason: '长期吸烟者建议低剂量螺旋CT筛查肺癌',
    when: [
      { qid: 'smoke', anyOf: ['smoke-yes'] },
      { qid: 'smoke-years', min: 10 },
    ],
  },
  {
    id: 'smoke-tumour',
    projectIds: ['CT-CHEST', 'CYFRA211'],
    level: 'precise',
    reason: '吸烟者肺部肿瘤标志物',
    when: [{ qid: 'smoke', anyOf: ['smoke-yes'] }],
  },
  {
    id: 'stomach',
    projectIds: ['GAS-PAINLESS'],
    level: 'precise',
    reason: '胃癌家族史',
    when: [{ qid: 'family', anyOf: ['f-stomach'] }],
    minAge: 40,
  },
  {
    id: 'women',
    projectIds: ['TCT'],
    level: 'must',
    reason: '已婚女性宫颈癌筛查',
    when: [],
    sex: 'female',
    marriage: 'married',
  },
  { id: 'young', projectIds: ['THYROID'], level: 'thorough', reason: '年轻人甲状腺', when: [], maxAge: 35 },
];

const answers = (a: Record<string, string[] | string>): Answers =>
  Object.fromEntries(
    Object.entries(a).map(([qid, v]) => [
      qid,
      Array.isArray(v) ? { qid, optAnswers: v } : { qid, txtAnswer: v },
    ]),
  );

describe('conditionHolds', () => {
  it('holds when one of the options is chosen', () => {
    expect(conditionHolds({ qid: 'q', anyOf: ['a', 'b'] }, answers({ q: ['b'] }))).toBe(true);
    expect(conditionHolds({ qid: 'q', anyOf: ['a'] }, answers({ q: ['b'] }))).toBe(false);
    expect(conditionHolds({ qid: 'q', anyOf: ['a'] }, {})).toBe(false);
  });

  it('holds when a numeric answer is within bounds, inclusive', () => {
    expect(conditionHolds({ qid: 'n', min: 10 }, answers({ n: '10' }))).toBe(true);
    expect(conditionHolds({ qid: 'n', min: 10 }, answers({ n: '9' }))).toBe(false);
    expect(conditionHolds({ qid: 'n', max: 5 }, answers({ n: '5' }))).toBe(true);
    expect(conditionHolds({ qid: 'n', min: 1 }, answers({ n: 'abc' }))).toBe(false);
  });
});

describe('planRuleApplies', () => {
  it('checks sex, marriage and age', () => {
    const women = rules.find((r) => r.id === 'women')!;
    expect(planRuleApplies(women, {}, woman30)).toBe(false);
    expect(planRuleApplies(women, {}, { ...woman30, marryStateCode: 'married' })).toBe(true);
    expect(planRuleApplies(women, {}, man50)).toBe(false);
    const stomach = rules.find((r) => r.id === 'stomach')!;
    expect(planRuleApplies(stomach, answers({ family: ['f-stomach'] }), woman30)).toBe(false);
    expect(planRuleApplies(stomach, answers({ family: ['f-stomach'] }), man50)).toBe(true);
  });
});

describe('evaluatePlanRules', () => {
  it('always includes the rules without conditions', () => {
    const r = evaluatePlanRules(rules, {}, man50);
    expect(r.recommendations).toEqual({
      basePackagePros: ['GEN-BASIC', 'BLOOD-RT'],
      rulePackagePros: [],
      lastRulePackagePros: [],
      thoroughRulePackagePros: [],
    });
    expect(r.reasons['GEN-BASIC']).toEqual(['基础必查项目']);
  });

  it('puts an item at its highest level with every reason', () => {
    const r = evaluatePlanRules(
      rules,
      answers({ smoke: ['smoke-yes'], 'smoke-years': '20', family: ['f-stomach'] }),
      man50,
    );
    expect(r.recommendations.rulePackagePros).toEqual(['CT-CHEST']);
    expect(r.recommendations.lastRulePackagePros).toEqual(['CYFRA211', 'GAS-PAINLESS']);
    expect(r.levels['CT-CHEST']).toBe('must');
    expect(r.reasons['CT-CHEST']).toEqual(['长期吸烟者建议低剂量螺旋CT筛查肺癌', '吸烟者肺部肿瘤标志物']);
  });

  it('a short smoking history gets the precise level only', () => {
    const r = evaluatePlanRules(rules, answers({ smoke: ['smoke-yes'], 'smoke-years': '3' }), man50);
    expect(r.recommendations.rulePackagePros).toEqual([]);
    expect(r.recommendations.lastRulePackagePros).toEqual(['CT-CHEST', 'CYFRA211']);
  });

  it('follows age for the in-depth level', () => {
    expect(evaluatePlanRules(rules, {}, woman30).recommendations.thoroughRulePackagePros).toEqual([
      'THYROID',
    ]);
  });

  it('gives each level its stars', () => {
    expect(LEVEL_STARS).toEqual({ base: 5, must: 4, precise: 3, thorough: 2 });
  });
});
