import { describe, expect, it } from 'vitest';
import {
  abnormalCount,
  abnormalResults,
  flagMark,
  numericValue,
  referenceText,
  resultFlag,
} from './flags.ts';
import { indicatorResult } from './indicators.ts';

describe('resultFlag', () => {
  it.each([
    ['5.0', 3.9, 6.1, '', ''],
    ['6.1', 3.9, 6.1, '', ''],
    ['6.2', 3.9, 6.1, '', 'H'],
    ['3.8', 3.9, 6.1, '', 'L'],
    ['3.9', 3.9, 6.1, '', ''],
    ['5.3', null, 5.2, '', 'H'],
    ['0.9', 1.0, null, '', 'L'],
    ['<0.5', null, 1, '', ''],
    ['>1000', null, 500, '', 'H'],
    ['阴性', null, null, '阴性', ''],
    ['阳性(+)', null, null, '阴性', 'A'],
    ['1+', null, null, '阴性', 'A'],
    ['120', null, null, '', ''],
    ['未见异常', null, null, '', ''],
    [' 阴 性 ', null, null, '阴性', ''],
  ] as const)('%s against %s-%s %s → %s', (value, low, high, text, flag) => {
    expect(resultFlag(value, low, high, text)).toBe(flag);
  });

  it('judges a numeric value by its text reference when no range is given', () => {
    expect(resultFlag('5', null, null, '5')).toBe('');
    expect(resultFlag('6', null, null, '5')).toBe('A');
  });
});

describe('numericValue', () => {
  it('reads numbers and comparison prefixes, nothing else', () => {
    expect(numericValue('5.6')).toBe(5.6);
    expect(numericValue('-1')).toBe(-1);
    expect(numericValue('<0.5')).toBe(0.5);
    expect(numericValue('阴性')).toBeNull();
    expect(numericValue('3+')).toBeNull();
    expect(numericValue('')).toBeNull();
  });
});

describe('abnormal results', () => {
  const report = {
    results: [indicatorResult('GLU', '6.5'), indicatorResult('ALT', 30), indicatorResult('U-PRO', '阳性')],
    findings: [
      {
        section: 'imaging' as const,
        item: '甲状腺彩超',
        finding: '右叶结节',
        conclusion: '甲状腺结节 TI-RADS 3类',
        abnormal: true,
      },
      {
        section: 'imaging' as const,
        item: '胸部DR',
        finding: '心肺膈未见异常',
        conclusion: '未见异常',
        abnormal: false,
      },
    ],
  };

  it('lists the flagged results in order and counts abnormal findings too', () => {
    expect(abnormalResults(report).map((r) => [r.code, r.flag])).toEqual([
      ['GLU', 'H'],
      ['U-PRO', 'A'],
    ]);
    expect(abnormalCount(report)).toBe(3);
  });
});

describe('reference text and marks', () => {
  it('prints ranges the way a report does', () => {
    expect(referenceText({ refLow: 3.9, refHigh: 6.1, refText: '' })).toBe('3.9-6.1');
    expect(referenceText({ refLow: null, refHigh: 5.2, refText: '' })).toBe('<5.2');
    expect(referenceText({ refLow: 1, refHigh: null, refText: '' })).toBe('>1');
    expect(referenceText({ refLow: null, refHigh: null, refText: '阴性' })).toBe('阴性');
  });

  it('marks ↑ ↓ 异常', () => {
    expect([flagMark('H'), flagMark('L'), flagMark('A'), flagMark('')]).toEqual(['↑', '↓', '异常', '']);
  });
});
