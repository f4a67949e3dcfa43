import type { company } from '@tijian/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRosterFile } from './roster-file.ts';
import { ROSTER_EXPORT_SHEET, writeRosterXlsx } from './roster-xlsx.ts';

const person = (over: Partial<company.RosterPerson> = {}): company.RosterPerson => ({
  memberId: 1,
  name: '张三',
  identityCardNo: '110105********002X',
  phone: '138****8000',
  grade: '经理',
  department: '财务部',
  state: 'booked',
  stateName: '已预约',
  examDate: '2026-12-03',
  remindedAt: '2026-11-27T01:30:00.000Z',
  ...over,
});

async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as never);
  const sheet = workbook.getWorksheet(ROSTER_EXPORT_SHEET);
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('writeRosterXlsx', () => {
  it('writes a bold header, set widths, and one text row per person', async () => {
    const sheet = await readBack(
      await writeRosterXlsx([
        person(),
        person({
          memberId: 2,
          name: '=HYPERLINK("x")',
          examDate: null,
          remindedAt: null,
          stateName: '未预约',
        }),
      ]),
    );
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '姓名',
      '身份证号',
      '手机号',
      '职级',
      '部门',
      '状态',
      '体检日期',
      '最近提醒',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(22);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      '张三',
      '110105********002X',
      '138****8000',
      '经理',
      '财务部',
      '已预约',
      '2026-12-03',
      '2026-11-27 09:30',
    ]);
    // A name that looks like a formula stays text; empty dates stay empty.
    expect(sheet.getRow(3).getCell(1).value).toBe('=HYPERLINK("x")');
    expect(sheet.getRow(3).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).getCell(7).text).toBe('');
    expect(sheet.rowCount).toBe(3);
  });

  it('writes the header alone for an empty roster', async () => {
    const sheet = await readBack(await writeRosterXlsx([]));
    expect(sheet.rowCount).toBe(1);
  });

  it('is a workbook the roster reader opens (the columns it needs are there)', async () => {
    const { errors } = await readRosterFile('export.xlsx', await writeRosterXlsx([person()]));
    // The masked ID and phone cannot be imported back: the reader says so for those, and only those.
    expect(errors.map((e) => e.column)).toEqual(['身份证号', '手机号']);
  });
});
