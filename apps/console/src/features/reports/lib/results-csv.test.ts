import { describe, expect, it } from 'vitest';
import { parseResultsCsv } from './results-csv.ts';

const HEADER = 'code,name,value,unit,refLow,refHigh';

describe('parseResultsCsv', () => {
  it('reads every row, with optional reference text and group, quotes, a BOM and Windows line ends', () => {
    const csv = `\uFEFF${HEADER},refText,groupName\r\nGLU,空腹血糖,7.2,mmol/L,3.9,6.1,,\r\n"HBsAg","乙肝表面抗原","阳性",,,,阴性,乙肝五项\r\n\r\n`;
    expect(parseResultsCsv(csv, '检验')).toEqual({
      ok: true,
      rows: [
        {
          groupName: '检验',
          code: 'GLU',
          name: '空腹血糖',
          value: '7.2',
          unit: 'mmol/L',
          refLow: 3.9,
          refHigh: 6.1,
          refText: '',
        },
        {
          groupName: '乙肝五项',
          code: 'HBsAg',
          name: '乙肝表面抗原',
          value: '阳性',
          unit: '',
          refLow: null,
          refHigh: null,
          refText: '阴性',
        },
      ],
    });
  });

  it('lists every bad cell by row and column, and imports nothing', () => {
    const csv = [
      HEADER,
      'GLU,空腹血糖,5.1,mmol/L,3.9,6.1',
      '血 糖,,5.1,mmol/L,低,6.1',
      'TC,总胆固醇,,mmol/L,,5.2x',
      'GLU,血糖复查,5.0,mmol/L,,',
    ].join('\n');
    expect(parseResultsCsv(csv, '检验')).toEqual({
      ok: false,
      errors: [
        '第 3 行「code 指标编号」：只能是字母、数字、下划线或横线，最多40个',
        '第 3 行「name 指标名称」：请填写指标名称',
        '第 3 行「refLow 参考下限」：应为数字',
        '第 4 行「value 结果」：请填写结果',
        '第 4 行「refHigh 参考上限」：应为数字',
        '第 5 行「code 指标编号」：指标编号重复（第 2 行）',
      ],
    });
  });

  it('refuses a file without the needed columns, or with unknown ones, before reading rows', () => {
    expect(parseResultsCsv('code,name,value\nGLU,血糖,5', '检验')).toEqual({
      ok: false,
      errors: ['缺少列：unit,refLow,refHigh'],
    });
    expect(parseResultsCsv(`${HEADER},remark\nGLU,血糖,5,,,,x`, '检验')).toEqual({
      ok: false,
      errors: ['无法识别的列：remark'],
    });
  });

  it('refuses an empty file and one without result rows', () => {
    expect(parseResultsCsv('', '检验')).toEqual({ ok: false, errors: ['文件是空的'] });
    expect(parseResultsCsv(`${HEADER}\n\n`, '检验')).toEqual({ ok: false, errors: ['文件中没有结果行'] });
  });

  it('refuses more results than a report takes', () => {
    const rows = Array.from({ length: 501 }, (_, i) => `C${i},指标${i},1,,,`);
    expect(parseResultsCsv([HEADER, ...rows].join('\n'), '检验')).toEqual({
      ok: false,
      errors: ['结果不能超过 500 行'],
    });
  });
});
