import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { healthEvaluation } from './health.ts';
import { HEALTH_SYSTEMS, LOW_RISK_ADVICE, NOT_MEASURED_ADVICE } from './health-rules.ts';
import { INDICATORS, indicatorResult } from './indicators.ts';
import type { Report, ReportFinding } from './types.ts';

const normal: Record<string, string> = {
  BMI: '22.0',
  SBP: '118',
  DBP: '76',
  WBC: '6.0',
  HGB: '145',
  PLT: '220',
  GLU: '5.0',
  HBA1C: '5.2',
  TC: '4.5',
  TG: '1.2',
  LDL: '2.6',
  HDL: '1.3',
  ALT: '25',
  AST: '22',
  CREA: '80',
  UA: '330',
  'U-PRO': '阴性',
  'U-GLU': '阴性',
};

const report = (
  changes: Record<string, string> = {},
  findings: ReportFinding[] = [],
  examDate = '2025-05-01',
): Report => ({
  examDate,
  results: Object.entries({ ...normal, ...changes }).map(([code, value]) => indicatorResult(code, value)),
  findings,
});

const imaging = (conclusion: string): ReportFinding => ({
  section: 'imaging',
  item: '腹部彩超',
  finding: conclusion,
  conclusion,
  abnormal: true,
});

const levelOf = (r: Report, system: string, history: Report[] = []) =>
  healthEvaluation(r, history).systems.find((s) => s.system === system)?.level;

describe('healthEvaluation', () => {
  it('rates every system 低 with its standing advice when all is normal', () => {
    const clearImaging = { ...imaging('肝胆胰脾未见异常'), abnormal: false };
    const evaluation = healthEvaluation(report({}, [clearImaging]));
    expect(evaluation.overall).toBe('低');
    expect(evaluation.systems.map((s) => s.system)).toEqual(HEALTH_SYSTEMS);
    for (const s of evaluation.systems) {
      expect(s).toEqual({ system: s.system, level: '低', drivers: [], advice: [LOW_RISK_ADVICE[s.system]] });
    }
  });

  it('rates only what the report measured: nothing of lipids is no verdict on lipids', () => {
    const pressureOnly: Report = {
      examDate: '2025-05-01',
      results: [indicatorResult('SBP', '120'), indicatorResult('DBP', '78')],
      findings: [],
    };
    const evaluation = healthEvaluation(pressureOnly);
    expect(evaluation.systems.find((s) => s.system === '心血管')?.level).toBe('低');
    for (const s of evaluation.systems.filter((x) => x.system !== '心血管')) {
      expect(s).toEqual({ system: s.system, level: null, drivers: [], advice: [NOT_MEASURED_ADVICE] });
    }
    expect(evaluation.overall).toBe('低');
    expect(healthEvaluation({ examDate: '2025-05-01', results: [], findings: [] }).overall).toBeNull();
  });

  it.each([
    ['心血管', { SBP: '128' }, '低'],
    ['心血管', { SBP: '132' }, '中'],
    ['心血管', { SBP: '152' }, '高'],
    ['心血管', { DBP: '86' }, '中'],
    ['心血管', { DBP: '95' }, '高'],
    ['糖代谢', { GLU: '6.0' }, '低'],
    ['糖代谢', { GLU: '6.4' }, '中'],
    ['糖代谢', { GLU: '7.2' }, '高'],
    ['糖代谢', { HBA1C: '6.7' }, '高'],
    ['糖代谢', { 'U-GLU': '阳性' }, '中'],
    ['脂代谢', { LDL: '3.6' }, '中'],
    ['脂代谢', { LDL: '4.3' }, '高'],
    ['脂代谢', { TG: '2.5' }, '高'],
    ['脂代谢', { HDL: '0.9' }, '中'],
    ['肝脏', { ALT: '62' }, '中'],
    ['肝脏', { ALT: '120' }, '高'],
    ['肝脏', { AST: '45' }, '中'],
    ['肾脏', { CREA: '120' }, '中'],
    ['肾脏', { CREA: '180' }, '高'],
    ['肾脏', { UA: '450' }, '中'],
    ['肾脏', { UA: '560' }, '高'],
    ['肾脏', { 'U-PRO': '1+' }, '中'],
    ['血液', { HGB: '120' }, '中'],
    ['血液', { HGB: '85' }, '高'],
    ['血液', { WBC: '11.2' }, '中'],
    ['血液', { PLT: '40' }, '高'],
    ['体重', { BMI: '25.1' }, '中'],
    ['体重', { BMI: '29.0' }, '高'],
    ['体重', { BMI: '17.9' }, '中'],
  ])('%s with %o → %s', (system, changes, level) => {
    expect(levelOf(report(changes), system)).toBe(level);
  });

  it('names the indicators that drove a level, with value and mark, and their advice', () => {
    const risk = healthEvaluation(report({ SBP: '146', DBP: '92' })).systems.find(
      (s) => s.system === '心血管',
    )!;
    expect(risk.level).toBe('高');
    expect(risk.drivers.map((d) => [d.code, d.value])).toEqual([
      ['SBP', '146 mmHg ↑'],
      ['DBP', '92 mmHg ↑'],
    ]);
    expect(risk.advice).toHaveLength(2);
    expect(risk.advice[0]).toContain('血压偏高');
  });

  it('reads imaging conclusions: nodules 中, TI-RADS 4 高, fatty liver raises the liver', () => {
    expect(levelOf(report({}, [imaging('甲状腺结节 TI-RADS 3类')]), '影像')).toBe('中');
    expect(levelOf(report({}, [imaging('甲状腺结节 TI-RADS 4a类')]), '影像')).toBe('高');
    const fatty = report({}, [imaging('脂肪肝（轻度）')]);
    expect(levelOf(fatty, '肝脏')).toBe('中');
    expect(levelOf(fatty, '影像')).toBe('低');
    const normalFinding = { ...imaging('肝胆胰脾未见异常'), abnormal: false };
    expect(levelOf(report({}, [normalFinding]), '影像')).toBe('低');
  });

  it('raises a 低 system to 中 when a watched indicator rose at each of the last three exams near its limit', () => {
    const history = [report({ SBP: '118' }, [], '2022-05-01'), report({ SBP: '124' }, [], '2023-05-01')];
    expect(levelOf(report({ SBP: '128' }), '心血管', history)).toBe('中');
    // Not rising every time, or still far below the limit: no change.
    const uneven = [report({ SBP: '130' }, [], '2022-05-01'), report({ SBP: '124' }, [], '2023-05-01')];
    expect(levelOf(report({ SBP: '128' }), '心血管', uneven)).toBe('低');
    const low = [report({ SBP: '100' }, [], '2022-05-01'), report({ SBP: '105' }, [], '2023-05-01')];
    expect(levelOf(report({ SBP: '110' }), '心血管', low)).toBe('低');
    // Later exams are not history of an earlier one.
    const later = [report({ SBP: '118' }, [], '2026-05-01'), report({ SBP: '124' }, [], '2027-05-01')];
    expect(levelOf(report({ SBP: '128' }), '心血管', later)).toBe('低');
  });

  it('rates any value within every standard range 低 (property)', () => {
    const ranged = INDICATORS.filter((i) => i.refLow != null && i.refHigh != null && i.code in normal);
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(
            ranged.map((i) => [i.code, fc.double({ min: 0, max: 1, noNaN: true })]),
          ) as Record<string, fc.Arbitrary<number>>,
        ),
        (shares) => {
          // Within range and below the guideline thresholds that sit inside some ranges (SBP 130, DBP 85, HbA1c 6.0, 空腹血糖 6.1).
          const changes = Object.fromEntries(
            ranged.map((i) => {
              const high = Math.min(
                i.refHigh!,
                { SBP: 129, DBP: 84, HBA1C: 5.9, GLU: 6.0 }[i.code] ?? i.refHigh!,
              );
              const v = i.refLow! + (high - i.refLow!) * (shares[i.code] ?? 0);
              return [i.code, v.toFixed(1)];
            }),
          );
          const evaluation = healthEvaluation(report(changes));
          // 影像 has no finding here, so it is not rated; every rated system is 低.
          expect(evaluation.systems.every((s) => s.level === '低' || s.system === '影像')).toBe(true);
        },
      ),
    );
  });

  it('is never below the level of one system, and overall is the highest (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 80, max: 200, noNaN: true }),
        fc.double({ min: 3, max: 12, noNaN: true }),
        (sbp, glu) => {
          const evaluation = healthEvaluation(report({ SBP: sbp.toFixed(0), GLU: glu.toFixed(1) }));
          const rank = { 低: 0, 中: 1, 高: 2 };
          const rated = evaluation.systems.flatMap((s) => (s.level ? [rank[s.level]] : []));
          expect(rank[evaluation.overall!]).toBe(Math.max(...rated));
          for (const s of evaluation.systems)
            expect(s.level !== '中' && s.level !== '高' ? true : s.drivers.length > 0).toBe(true);
        },
      ),
    );
  });
});
