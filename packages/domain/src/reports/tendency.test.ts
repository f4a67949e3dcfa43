import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indicatorResult } from './indicators.ts';
import { type ExamResults, tendencySeries, trendIndicators } from './tendency.ts';

const exam = (examDate: string, sysCenterName: string, results: ExamResults['results']): ExamResults => ({
  examDate,
  sysCenterName,
  results,
});

describe('tendencySeries', () => {
  const exams = [
    exam('2024-05-10', '南山中心', [indicatorResult('GLU', '6.3'), indicatorResult('SBP', 132)]),
    exam('2021-04-02', '福田中心', [indicatorResult('GLU', '5.2', { refHigh: 6.0 })]),
    exam('2023-06-01', '罗湖中心', [indicatorResult('U-PRO', '阴性')]),
    exam('2025-03-15', '福田中心', [indicatorResult('GLU', '6.8')]),
  ];

  it('orders points by exam date across centres and skips exams without the indicator', () => {
    const series = tendencySeries(exams, 'GLU');
    expect(series?.points).toEqual([
      { examDate: '2021-04-02', sysCenterName: '福田中心', value: 5.2, flag: '' },
      { examDate: '2024-05-10', sysCenterName: '南山中心', value: 6.3, flag: 'H' },
      { examDate: '2025-03-15', sysCenterName: '福田中心', value: 6.8, flag: 'H' },
    ]);
    expect(series).toMatchObject({ code: 'GLU', name: '空腹血糖', unit: 'mmol/L' });
  });

  it('takes the band of the latest exam and an axis that holds the band and every point', () => {
    const series = tendencySeries(exams, 'GLU')!;
    expect(series.band).toEqual({ low: 3.9, high: 6.1 });
    expect(series.min).toBeLessThan(3.9);
    expect(series.max).toBeGreaterThan(6.8);
  });

  it('gives nothing for an indicator with no numeric value', () => {
    expect(tendencySeries(exams, 'U-PRO')).toBeNull();
    expect(tendencySeries(exams, 'NOPE')).toBeNull();
  });

  it('lists the indicators with numbers, newest exam first', () => {
    expect(trendIndicators(exams).map((i) => i.code)).toEqual(['GLU', 'SBP']);
  });

  it('always has an axis around every point and the band (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 500, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (values) => {
          const many = values.map((v, k) =>
            exam(`20${10 + k}-01-01`, '中心', [indicatorResult('SBP', v.toFixed(1))]),
          );
          const series = tendencySeries(many, 'SBP')!;
          expect(series.points).toHaveLength(values.length);
          for (const p of series.points) {
            expect(p.value).toBeGreaterThanOrEqual(series.min);
            expect(p.value).toBeLessThanOrEqual(series.max);
          }
          expect(series.min).toBeLessThanOrEqual(90);
          expect(series.max).toBeGreaterThanOrEqual(139);
          expect(series.min).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
