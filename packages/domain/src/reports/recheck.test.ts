import { describe, expect, it } from 'vitest';
import { indicatorResult } from './indicators.ts';
import {
  addMonths,
  followUpItems,
  recheckDate,
  recheckExplanations,
  recheckPlan,
  recheckRemindAt,
  recheckRuleFor,
  sameUnit,
} from './recheck.ts';
import { RECHECK_RULES } from './recheck-rules.ts';
import type { ReportResult } from './types.ts';

const CATALOGUE = [
  { id: 'LIVER', item: '肝功能（八项）' },
  { id: 'US-ABD', item: '腹部彩超（肝、胆、胰、脾、肾）' },
  { id: 'GLU', item: '空腹血糖' },
  { id: 'HBA1C', item: '糖化血红蛋白（HbA1c）' },
  { id: 'LIPID', item: '血脂四项' },
];

/** A result as another centre prints it: its own code and name. */
const printed = (over: Partial<ReportResult>): ReportResult => ({
  ...indicatorResult('ALT', 30),
  ...over,
});

describe('which values match which rule', () => {
  it('matches by indicator code and direction', () => {
    expect(recheckRuleFor(indicatorResult('ALT', 68))).toMatchObject({ code: 'ALT', direction: 'high' });
    expect(recheckRuleFor(indicatorResult('GLU', 6.6))).toMatchObject({ code: 'GLU', direction: 'high' });
    expect(recheckRuleFor(indicatorResult('GLU', 3.5))).toMatchObject({ code: 'GLU', direction: 'low' });
    expect(recheckRuleFor(indicatorResult('HGB', 100))).toMatchObject({ code: 'HGB', direction: 'low' });
    expect(recheckRuleFor(indicatorResult('TSH', 0.1))).toMatchObject({ code: 'TSH', direction: 'low' });
  });

  it('gives nothing for a normal value, or a direction no rule covers', () => {
    expect(recheckRuleFor(indicatorResult('ALT', 32))).toBeNull();
    // ALT below its range means nothing worth a re-check: no rule, so no advice.
    expect(recheckRuleFor(indicatorResult('ALT', 5))).toBeNull();
    expect(recheckRuleFor(indicatorResult('TC', 4.0))).toBeNull();
  });

  it('matches a centre’s own code by the name it prints', () => {
    const other = printed({ code: 'GPT-01', name: '谷丙转氨酶', value: '80', refHigh: 40, flag: 'H' });
    expect(recheckRuleFor(other)).toMatchObject({ code: 'ALT', direction: 'high' });
  });

  it('makes up no advice for an unknown item, even when it is abnormal', () => {
    const unknown = printed({ code: 'X-99', name: '某未知指标', value: '99', refHigh: 10, flag: 'H' });
    expect(recheckRuleFor(unknown)).toBeNull();
    expect(recheckExplanations([unknown, indicatorResult('U-PRO', '阳性')])).toEqual([]);
  });

  it('applies the absolute urgent threshold only in the rule’s unit', () => {
    const [urgent] = recheckExplanations([indicatorResult('GLU', 12.3)]);
    expect(urgent?.urgent).toContain('尽快就医');
    const [mild] = recheckExplanations([indicatorResult('GLU', 6.6)]);
    expect(mild?.urgent).toBeNull();
    // 240 mg/dL is 13.3 mmol/L: raised, but the mmol/L threshold cannot be read against it.
    const mgdl = printed({
      code: 'GLU',
      name: '空腹血糖',
      value: '240',
      unit: 'mg/dL',
      refHigh: 110,
      flag: 'H',
    });
    const [other] = recheckExplanations([mgdl]);
    expect(other?.code).toBe('GLU');
    expect(other?.urgent).toBeNull();
  });

  it('reads multiples of the report’s own upper limit whatever the unit', () => {
    expect(recheckExplanations([indicatorResult('ALT', 151)])[0]?.urgent).toContain('尽快就医');
    expect(recheckExplanations([indicatorResult('ALT', 149)])[0]?.urgent).toBeNull();
    expect(recheckExplanations([indicatorResult('HGB', 85)])[0]?.urgent).toContain('尽快就医');
  });

  it('compares units without caring for spelling', () => {
    expect(sameUnit('umol/L', 'μmol/L')).toBe(true);
    expect(sameUnit('kg/m^2', 'kg/m²')).toBe(true);
    expect(sameUnit('mmol/L', 'mg/dL')).toBe(false);
  });
});

describe('the wording', () => {
  const texts = RECHECK_RULES.flatMap((r) => [r.meaning, r.avoid, r.doctor, r.urgent?.advice ?? '']);

  it('never says the person has a disease', () => {
    for (const text of texts) expect(text).not.toMatch(/患有|确诊|诊断为|得了|您有.{0,6}病|你有.{0,6}病/);
  });

  it('says what a value may be related to, and what is advised', () => {
    for (const rule of RECHECK_RULES) {
      expect(rule.meaning).toMatch(/可能与.+有关/);
      expect(rule.meaning).toContain('建议');
      expect(rule.doctor).toMatch(/就诊|评估/);
    }
  });

  it('says 尽快就医 for every urgent threshold', () => {
    for (const rule of RECHECK_RULES) if (rule.urgent) expect(rule.urgent.advice).toMatch(/尽快/);
  });

  it('covers the common abnormal items of a check-up, each with a follow-up and an interval', () => {
    const codes = new Set(RECHECK_RULES.map((r) => r.code));
    for (const code of [
      'ALT',
      'AST',
      'GLU',
      'TC',
      'LDL',
      'TG',
      'UA',
      'SBP',
      'DBP',
      'CREA',
      'HGB',
      'TSH',
      'BMI',
    ])
      expect(codes).toContain(code);
    for (const rule of RECHECK_RULES) {
      expect(rule.followUps.length).toBeGreaterThan(0);
      expect(rule.recheckMonths).toBeGreaterThan(0);
    }
  });
});

describe('follow-ups and the re-check day', () => {
  const raised = recheckExplanations([indicatorResult('ALT', 68), indicatorResult('GLU', 6.6)]);

  it('proposes the centre’s items: a liver ultrasound after ALT, HbA1c after fasting glucose', () => {
    expect(followUpItems(raised, CATALOGUE).map((i) => i.id)).toEqual(['LIVER', 'US-ABD', 'HBA1C', 'GLU']);
  });

  it('finds an item by the words of its name when the centre’s ids differ', () => {
    const own = [{ id: 'C-0093', item: '糖化血红蛋白测定' }];
    expect(followUpItems(raised, own)).toEqual(own);
  });

  it('proposes nothing the centre does not offer', () => {
    expect(followUpItems(raised, [{ id: 'ECG', item: '心电图' }])).toEqual([]);
  });

  it('re-checks at the soonest interval', () => {
    expect(recheckDate('2025-05-10', raised)).toBe('2025-08-10');
    const bp = recheckExplanations([indicatorResult('SBP', 150), indicatorResult('ALT', 68)]);
    expect(recheckDate('2025-05-10', bp)).toBe('2025-06-10');
    expect(recheckDate('2025-05-10', [])).toBeNull();
  });

  it('adds months to the end of a shorter month', () => {
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
  });

  it('reminds a week before the re-check day, at 09:00 Shanghai', () => {
    expect(recheckRemindAt('2025-08-10').toISOString()).toBe('2025-08-03T01:00:00.000Z');
  });
});

describe('the re-check plan', () => {
  it('starts from the base pack, removes what is not re-checked and chooses the rest', () => {
    const plan = recheckPlan(['GEN-BASIC', 'LIVER', 'GLU', 'ECG'], ['LIVER', 'US-ABD', 'HBA1C', 'GLU']);
    expect(plan).toEqual({
      productId: null,
      base: ['GEN-BASIC', 'LIVER', 'GLU', 'ECG'],
      chosen: ['US-ABD', 'HBA1C'],
      deleted: ['GEN-BASIC', 'ECG'],
      excludedBy: {},
      replaced: {},
      history: ['US-ABD', 'HBA1C'],
    });
  });

  it('keeps a base item the centre does not let be removed', () => {
    expect(recheckPlan(['GEN-BASIC', 'ECG'], ['HBA1C'], (id) => id !== 'GEN-BASIC').deleted).toEqual(['ECG']);
  });
});
