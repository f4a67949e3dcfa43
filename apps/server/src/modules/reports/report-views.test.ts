import { describe, expect, it } from 'vitest';
import { toDetail, toResult } from './report-views.ts';
import type { ReportResultRow, ReportRow } from './repository.ts';

const result = (over: Partial<ReportResultRow>): ReportResultRow => ({
  id: 1,
  reportId: 7,
  section: 'laboratory',
  groupName: '血常规',
  code: 'RBC',
  name: '红细胞计数',
  value: '4.8',
  numeric: 4.8,
  unit: '10^12/L',
  refLow: 4.3,
  refHigh: 5.8,
  refText: '',
  flag: '',
  sort: 0,
  ...over,
});

describe('report views', () => {
  it('read a unit a centre wrote with a caret as people read it, in the detail and in what trends use', () => {
    expect(toResult(result({})).unit).toBe('10¹²/L');
    expect(toResult(result({ code: 'PLT', unit: '10^9/L' })).unit).toBe('10⁹/L');
    expect(toResult(result({ code: 'GLU', unit: 'mmol/L' })).unit).toBe('mmol/L');
    const row = {
      id: 7,
      idCardNo: '110105199001011234',
      findings: [],
      sexCode: 'male',
    } as unknown as ReportRow;
    const detail = toDetail(row, '本人', [result({})]);
    expect(detail.sections[0]?.groups[0]?.items[0]?.unit).toBe('10¹²/L');
  });
});
