import { deflateRawSync } from 'node:zlib';
import { company } from '@tijian/contract';
import { testRosterPerson } from '@tijian/domain/testing';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv, RosterFileMessages, readRosterFile } from './roster-file.ts';

const HEADER = ['姓名', '身份证号', '手机号', '职级', '部门'];
const cellsOf = (i: number) => {
  const p = testRosterPerson(i);
  return [p.name, p.idCardNo, p.phone, p.grade, p.department];
};
const utf8 = (text: string) => new TextEncoder().encode(text);
const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n');

/** GBK as Excel in China writes a CSV: built by inverting the decoder over the two-byte range. */
function gbk(text: string): Uint8Array {
  const codes = new Map<string, [number, number]>();
  const decoder = new TextDecoder('gbk');
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && !codes.has(char)) codes.set(char, [lead, trail]);
    }
  }
  const out: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) out.push(code);
    else {
      const pair = codes.get(char);
      if (!pair) throw new Error(`not in GBK: ${char}`);
      out.push(...pair);
    }
  }
  return new Uint8Array(out);
}

async function xlsx(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('名单'));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('readRosterFile, CSV', () => {
  const table = [HEADER, cellsOf(0), cellsOf(1)];

  it('reads UTF-8 without and with a BOM', async () => {
    for (const bytes of [utf8(csv(table)), utf8(`\uFEFF${csv(table)}`)]) {
      const { rows, errors } = await readRosterFile('名单.csv', bytes);
      expect(errors).toEqual([]);
      expect(rows).toEqual([
        { row: 2, ...testRosterPerson(0) },
        { row: 3, ...testRosterPerson(1) },
      ]);
    }
  });

  it('reads GBK, as Excel in China saves a CSV', async () => {
    const bytes = gbk(csv(table));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const { rows, errors } = await readRosterFile('名单.CSV', bytes);
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.name)).toEqual([testRosterPerson(0).name, testRosterPerson(1).name]);
    expect(rows[0]?.department).toBe(testRosterPerson(0).department);
  });

  it("reads Excel's Unicode text (UTF-16, tab-separated) saved as .csv", async () => {
    const text = [HEADER, cellsOf(0)].map((r) => r.join('\t')).join('\r\n');
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    const { rows, errors } = await readRosterFile('a.csv', bytes);
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ row: 2, ...testRosterPerson(0) }]);
  });

  it('takes the columns in any order, ignores extra ones, and skips blank rows keeping file row numbers', async () => {
    const p = testRosterPerson(7);
    const text = [
      '部门,备注,手机号,姓名,职级,身份证号',
      `${p.department},新入职,${p.phone},${p.name},${p.grade},${p.idCardNo}`,
      ',,,,,',
      '',
      `"${p.department}","a ""quoted"", multi\nline note",13800138000,"李四",经理,${testRosterPerson(8).idCardNo}`,
    ].join('\n');
    const { rows, errors } = await readRosterFile('a.csv', utf8(text));
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.row, r.name, r.phone])).toEqual([
      [2, p.name, p.phone],
      [5, '李四', '13800138000'],
    ]);
  });

  it('names each missing column at row 1 and reads no rows', async () => {
    const { rows, errors } = await readRosterFile('a.csv', utf8('姓名,身份证号,职级\n张三,1,经理'));
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { row: 1, column: '手机号', message: RosterFileMessages.missingColumn('手机号') },
      { row: 1, column: '部门', message: RosterFileMessages.missingColumn('部门') },
    ]);
  });

  it('reads ID numbers and phones kept as text the ways Excel users do', async () => {
    const p = testRosterPerson(11);
    const phone = `${p.phone.slice(0, 3)}-${p.phone.slice(3, 7)}-${p.phone.slice(7)}`;
    const text = `${HEADER.join(',')}\n${p.name},"=""${p.idCardNo}""",${phone},${p.grade},${p.department}`;
    const { rows, errors } = await readRosterFile('a.csv', utf8(text));
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ row: 2, ...p }]);
  });

  it('finds the header below a title row', async () => {
    const text = `某公司2026年体检名单,,,,\n${HEADER.join(',')}\n${cellsOf(12).join(',')}`;
    const { rows, errors } = await readRosterFile('a.csv', utf8(text));
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ row: 3, ...testRosterPerson(12) }]);
  });

  it('accepts the common spellings of the headers', async () => {
    const p = testRosterPerson(3);
    const text = `*姓名,身份证号码,手机号码,职级,部门\n${cellsOf(3).join(',')}`;
    const { rows, errors } = await readRosterFile('a.csv', utf8(text));
    expect(errors).toEqual([]);
    expect(rows[0]?.idCardNo).toBe(p.idCardNo);
  });

  it('reports every bad cell by row and column, and a repeated ID at its second row', async () => {
    const bad = [
      HEADER,
      cellsOf(0),
      ['', cellsOf(1)[1] ?? '', '123', '经理', ''],
      cellsOf(2),
      [testRosterPerson(9).name, cellsOf(0)[1] ?? '', testRosterPerson(9).phone, '员工', '研发部'],
    ];
    const { rows, errors } = await readRosterFile('a.csv', utf8(csv(bad)));
    expect(rows).toHaveLength(4);
    expect(errors).toEqual([
      { row: 3, column: '姓名', message: '请输入体检人姓名' },
      { row: 3, column: '手机号', message: '手机号码格式不正确' },
      { row: 3, column: '部门', message: '请填写部门' },
      { row: 5, column: '身份证号', message: RosterFileMessages.duplicateId(2) },
    ]);
  });

  it('tells an ID number Excel wrote in scientific notation from a typo', async () => {
    const p = testRosterPerson(4);
    const text = `${HEADER.join(',')}\n${p.name},1.10105E+17,${p.phone},${p.grade},${p.department}`;
    const { errors } = await readRosterFile('a.csv', utf8(text));
    expect(errors).toEqual([{ row: 2, column: '身份证号', message: RosterFileMessages.idStoredAsNumber }]);
  });

  it('answers one error for more than ROSTER_MAX_ROWS people', async () => {
    const many = [HEADER, ...Array.from({ length: company.ROSTER_MAX_ROWS + 1 }, (_, i) => cellsOf(i))];
    const { rows, errors } = await readRosterFile('a.csv', utf8(csv(many)));
    expect(rows).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.row).toBe(company.ROSTER_MAX_ROWS + 2);
    expect(errors[0]?.message).toContain(company.CompanyMessages.tooManyRows);
  });

  it('refuses a file with no people, or of another type', async () => {
    expect((await readRosterFile('a.csv', utf8(`${HEADER.join(',')}\n,,,,\n`))).errors).toEqual([
      { row: 1, column: '', message: company.CompanyMessages.fileEmpty },
    ]);
    expect((await readRosterFile('a.csv', utf8(''))).errors[0]?.message).toBe(
      company.CompanyMessages.fileEmpty,
    );
    expect((await readRosterFile('a.xls', utf8('x'))).errors[0]?.message).toBe(
      company.CompanyMessages.fileTypeInvalid,
    );
  });
});

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CR, LF and CRLF', () => {
    expect(parseCsv('a,"b,c","d""e"\r\nf\rg\n"h\ni",')).toEqual([
      ['a', 'b,c', 'd"e'],
      ['f'],
      ['g'],
      ['h\ni', ''],
    ]);
  });
});

describe('readRosterFile, xlsx', () => {
  it('reads text, numbers stored by Excel, rich text and formula results as text', async () => {
    const p = testRosterPerson(5);
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['部门', '姓名', '身份证号', '手机号', '职级']);
      sheet.addRow([
        {
          richText: [
            { text: p.department.slice(0, 1) },
            { font: { bold: true }, text: p.department.slice(1) },
          ],
        },
        p.name,
        p.idCardNo,
        Number(p.phone),
        { formula: '"员"&"工"', result: '员工' },
      ]);
    });
    const { rows, errors } = await readRosterFile('roster.xlsx', bytes);
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ row: 2, ...p, grade: '员工' }]);
  });

  it('says an 18-digit ID stored as a number has lost its digits', async () => {
    const p = testRosterPerson(6);
    const bytes = await xlsx((sheet) => {
      sheet.addRow(HEADER);
      sheet.addRow([p.name, Number(p.idCardNo.slice(0, 15)) * 1000, p.phone, p.grade, p.department]);
    });
    const { rows, errors } = await readRosterFile('roster.xlsx', bytes);
    expect(rows[0]?.idCardNo).toMatch(/^\d{18}$/);
    expect(errors).toEqual([{ row: 2, column: '身份证号', message: RosterFileMessages.idStoredAsNumber }]);
  });

  it('reads 5,000 rows and reports all 50 bad ones by row and column', async () => {
    const expected: company.RosterError[] = [];
    const bytes = await xlsx((sheet) => {
      sheet.addRow(HEADER);
      for (let i = 0; i < 5_000; i++) {
        const row = i + 2;
        const cells = cellsOf(i);
        if (i % 100 === 37) {
          // Five kinds of mistake, ten of each.
          switch (((i - 37) / 100) % 5) {
            case 0:
              cells[1] = `${cells[1]?.slice(0, 17)}${cells[1]?.[17] === '0' ? '1' : '0'}`;
              expected.push({ row, column: '身份证号', message: '身份证不合法!' });
              break;
            case 1:
              cells[2] = '2380013800';
              expected.push({ row, column: '手机号', message: '手机号码格式不正确' });
              break;
            case 2:
              cells[0] = '';
              expected.push({ row, column: '姓名', message: '请输入体检人姓名' });
              break;
            case 3:
              cells[1] = cellsOf(0)[1] ?? '';
              expected.push({ row, column: '身份证号', message: RosterFileMessages.duplicateId(2) });
              break;
            default:
              cells[3] = '';
              expected.push({ row, column: '职级', message: '请填写职级' });
          }
        }
        sheet.addRow(cells);
      }
    });
    const started = performance.now();
    const { rows, errors } = await readRosterFile('roster.xlsx', bytes);
    const ms = performance.now() - started;
    expect(rows).toHaveLength(5_000);
    expect(errors).toHaveLength(50);
    expect(errors).toEqual(expected);
    // Far inside the import's 10 s target even on a shared CI core.
    expect(ms).toBeLessThan(5_000);
  });

  it('refuses a file that is not a workbook, and a zip that inflates past the limit', async () => {
    expect((await readRosterFile('a.xlsx', utf8('not a zip'))).errors).toEqual([
      { row: 1, column: '', message: RosterFileMessages.unreadable },
    ]);
    const bomb = zipOf('xl/worksheets/sheet1.xml', deflateRawSync(new Uint8Array(65 * 1024 * 1024)));
    expect((await readRosterFile('a.xlsx', bomb)).errors).toEqual([
      { row: 1, column: '', message: RosterFileMessages.tooLargeUnpacked },
    ]);
  });
});

/** A one-entry zip (deflated, CRC left zero: the size check comes before anything reads it). */
function zipOf(name: string, deflated: Uint8Array): Uint8Array {
  const nameBytes = utf8(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const centralAt = local.length + nameBytes.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return new Uint8Array(Buffer.concat([local, nameBytes, deflated, central, nameBytes, end]));
}
