// Reads an HR administrator's roster file (issue 23): a .csv (UTF-8, or GBK/GB18030 as Excel in China
// saves it) or an .xlsx workbook. Every row is checked by the domain's rules and every problem is
// reported by row and column, so the administrator can fix the whole file in one pass; the import
// itself (the team service) writes nothing unless `errors` is empty.
import { inflateRawSync } from 'node:zlib';
import { company } from '@tijian/contract';
import { normaliseRosterRow, type RosterColumn, validateRosterRow } from '@tijian/domain';
import ExcelJS from 'exceljs';

const { CompanyMessages, ROSTER_COLUMNS, ROSTER_MAX_ROWS } = company;
type RosterError = company.RosterError;

export interface RosterRow {
  /** the row in the file, 1 = the header */
  row: number;
  name: string;
  idCardNo: string;
  phone: string;
  grade: string;
  department: string;
}

export interface RosterFile {
  /** every non-blank row under the header, normalised (normaliseRosterRow), whether valid or not */
  rows: RosterRow[];
  /** every problem found, in file order; the file may be imported only when this is empty */
  errors: RosterError[];
}

export const RosterFileMessages = {
  unreadable: '无法读取该文件：请上传 Excel 保存的 .xlsx 名单，或另存为 CSV 后上传',
  noSheet: '表格中没有工作表',
  missingColumn: (column: string) =>
    `缺少"${column}"列：第一行须为列名（姓名、身份证号、手机号、职级、部门）`,
  duplicateId: (firstRow: number) => `身份证号与第${firstRow}行重复`,
  idStoredAsNumber:
    '身份证号被 Excel 存成了数字，末几位已丢失：请把该列设为"文本"格式，重新填写身份证号后再导入',
  tooLargeUnpacked: '名单文件解压后过大，请只保留名单所在的工作表后再上传',
} as const;

// Headers as templates in the wild write them: 身份证号码, 手机号码, a required mark (*姓名).
const HEADER_ALIASES: Record<string, RosterColumn> = {
  身份证号码: '身份证号',
  身份证: '身份证号',
  证件号码: '身份证号',
  手机号码: '手机号',
  手机: '手机号',
};

/** How far down a header is looked for, below a title. */
const HEADER_SEARCH_ROWS = 5;

/** An .xlsx holds a few MB of XML for 10,000 rows; anything inflating past this is not a roster. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

// Excel keeps 15 significant digits of a number: an 18-digit ID typed into a number cell comes back
// with its last digits as zeros, and a CSV saved from that sheet writes it as 1.10105E+17.
const SCIENTIFIC = /^\d(?:\.\d+)?E\+\d+$/i;
const MAX_EXACT_DIGITS = 15;

/** A cell's text; `digits` is a number Excel kept too long to be exact (its digits as stored). */
type Cell = string | { digits: string };

export async function readRosterFile(fileName: string, bytes: Uint8Array): Promise<RosterFile> {
  const kind = /\.(csv|xlsx)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (kind === undefined) return failed(CompanyMessages.fileTypeInvalid);
  let table: Cell[][] | string;
  try {
    if (kind === 'csv') {
      const text = decodeText(bytes);
      table = parseCsv(text, delimiterOf(text));
    } else table = await readXlsx(bytes);
  } catch {
    return failed(RosterFileMessages.unreadable);
  }
  if (typeof table === 'string') return failed(table);
  return checkTable(table);
}

function failed(message: string, row = 1): RosterFile {
  return { rows: [], errors: [{ row, column: '', message }] };
}

function isBlankRow(cells: readonly Cell[]): boolean {
  return cells.every((cell) => typeof cell === 'string' && cell.trim() === '');
}

function headerName(cell: Cell | undefined): string {
  if (typeof cell !== 'string') return '';
  const text = cell.replace(/[\s*＊]/g, '');
  return HEADER_ALIASES[text] ?? text;
}

/** The table as rows of cells, index 0 = the file's row 1 (blank rows kept, so numbers match the file). */
function checkTable(table: Cell[][]): RosterFile {
  const firstIndex = table.findIndex((cells) => !isBlankRow(cells));
  if (firstIndex < 0) return failed(CompanyMessages.fileEmpty);
  // A title above the header ("某公司2026年体检名单") is common: the header is the first of the top rows
  // naming 姓名; failing that, the first row, whose missing columns are then listed.
  const top = table.slice(firstIndex, firstIndex + HEADER_SEARCH_ROWS);
  const named = top.findIndex((cells) => cells.some((cell) => headerName(cell) === '姓名'));
  const headerIndex = firstIndex + Math.max(0, named);
  const headerRow = headerIndex + 1;
  const header = (table[headerIndex] ?? []).map(headerName);
  const columnAt = new Map<RosterColumn, number>();
  const errors: RosterError[] = [];
  for (const column of ROSTER_COLUMNS) {
    const at = header.indexOf(column);
    if (at < 0) errors.push({ row: headerRow, column, message: RosterFileMessages.missingColumn(column) });
    else columnAt.set(column, at);
  }
  if (errors.length > 0) return { rows: [], errors };

  const dataRows: number[] = [];
  for (let i = headerIndex + 1; i < table.length; i++) {
    if (!isBlankRow(table[i] ?? [])) dataRows.push(i);
  }
  if (dataRows.length === 0) return failed(CompanyMessages.fileEmpty, headerRow);
  if (dataRows.length > ROSTER_MAX_ROWS) {
    // One error, not one per extra row: the file has to be split whatever else is wrong with it.
    const firstExtra = (dataRows[ROSTER_MAX_ROWS] ?? 0) + 1;
    return failed(`${CompanyMessages.tooManyRows}，本文件有${dataRows.length}行，请分批导入`, firstExtra);
  }

  const rows: RosterRow[] = [];
  const idStoredAsNumber = new Set<number>();
  for (const i of dataRows) {
    const cells = table[i] ?? [];
    const row = i + 1;
    const text = (column: RosterColumn): string => {
      const cell = cells[columnAt.get(column) ?? -1] ?? '';
      const value = typeof cell === 'string' ? cell.trim() : cell.digits;
      if (column === '身份证号' && (typeof cell !== 'string' || SCIENTIFIC.test(value)))
        idStoredAsNumber.add(row);
      return value;
    };
    rows.push({
      row,
      ...normaliseRosterRow({
        name: text('姓名'),
        idCardNo: text('身份证号'),
        phone: text('手机号'),
        grade: text('职级'),
        department: text('部门'),
      }),
    });
  }
  return { rows, errors: rosterRowErrors(rows, idStoredAsNumber) };
}

/**
 * The one check of roster rows, whether read from a file or handed over: each row's columns
 * (validateRosterRow) and an ID number met twice. `idStoredAsNumber`: the rows whose ID cell a
 * spreadsheet kept as a number, told as such.
 */
export function rosterRowErrors(
  rows: readonly RosterRow[],
  idStoredAsNumber: ReadonlySet<number> = new Set(),
): RosterError[] {
  const errors: RosterError[] = [];
  const firstRowOfId = new Map<string, number>();
  for (const person of rows) {
    const row = person.row;
    const problems: RosterError[] = validateRosterRow(person).map((problem) => ({ row, ...problem }));
    // A number that lost its digits is told as such (even when the rounded digits happen to pass the
    // checksum): "身份证不合法" would send the administrator hunting for a typo.
    if (idStoredAsNumber.has(row)) {
      const idProblem = problems.find((p) => p.column === '身份证号');
      if (idProblem) idProblem.message = RosterFileMessages.idStoredAsNumber;
      else problems.push({ row, column: '身份证号', message: RosterFileMessages.idStoredAsNumber });
      problems.sort(
        (a, b) =>
          ROSTER_COLUMNS.indexOf(a.column as RosterColumn) - ROSTER_COLUMNS.indexOf(b.column as RosterColumn),
      );
    } else if (!problems.some((p) => p.column === '身份证号')) {
      const first = firstRowOfId.get(person.idCardNo);
      if (first === undefined) firstRowOfId.set(person.idCardNo, row);
      else problems.push({ row, column: '身份证号', message: RosterFileMessages.duplicateId(first) });
    }
    errors.push(...problems);
  }
  return errors;
}

// --- CSV

/** UTF-8 (with or without BOM) when the bytes are UTF-8; otherwise GB18030, a superset of the GBK Excel writes. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return new TextDecoder('gb18030').decode(body);
  }
}

/**
 * Comma, unless the first line is tab-separated without a comma: Excel's "Unicode text" (UTF-16, tabs),
 * renamed .csv.
 */
export function delimiterOf(text: string): ',' | '\t' {
  const firstLine = text.slice(0, text.search(/[\r\n]|$/));
  return firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
}

/**
 * RFC 4180 as Excel writes it: comma-separated, fields in double quotes when they hold a comma, quote
 * or line break, a quote doubled inside them; CRLF, LF or CR between records.
 */
export function parseCsv(text: string, delimiter: ',' | '\t' = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

// --- XLSX

/** The first visible worksheet as rows of cell texts; a string is the reason it cannot be read. */
async function readXlsx(bytes: Uint8Array): Promise<Cell[][] | string> {
  const unpacked = unpackedSize(bytes);
  if (unpacked === null) return RosterFileMessages.unreadable;
  if (unpacked > MAX_UNPACKED_BYTES) return RosterFileMessages.tooLargeUnpacked;
  const workbook = new ExcelJS.Workbook();
  // exceljs's types ask for a Node Buffer; a view over the same memory is one.
  await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  const sheet = workbook.worksheets.find((ws) => ws.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) return RosterFileMessages.noSheet;
  const table: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, colNumber) => {
      cells[colNumber - 1] = cellText(cell.value);
    });
    for (let c = 0; c < cells.length; c++) cells[c] ??= '';
    table[rowNumber - 1] = cells;
  });
  for (let r = 0; r < table.length; r++) table[r] ??= [];
  return table;
}

/** A cell as text, the way it reads on screen; a number too long to be exact is marked, not guessed. */
export function cellText(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined ? '' : cellText(result as ExcelJS.CellValue);
  }
  if ('error' in value) return String(value.error);
  return '';
}

function numberText(n: number): Cell {
  if (!Number.isFinite(n)) return String(n);
  if (!Number.isInteger(n)) return String(n);
  // Integers print in full (a phone number, never 1.38e10); past 15 digits Excel had already rounded.
  const digits = BigInt(Math.abs(n)).toString();
  if (digits.length > MAX_EXACT_DIGITS) return { digits };
  return n < 0 ? `-${digits}` : digits;
}

/**
 * How many bytes the zip's entries inflate to, measured by inflating each (bounded: a zip bomb stops at
 * the limit, whatever its headers claim), or null when the bytes are not a zip.
 */
function unpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const local = view.getUint32(at + 42, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) return null;
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(dataStart, dataStart + compressed);
    const budget = MAX_UNPACKED_BYTES - total + 1;
    if (method === 0) total += data.length;
    else if (method === 8) {
      try {
        total += inflateRawSync(data, { maxOutputLength: budget }).length;
      } catch (error) {
        if (error instanceof RangeError) return MAX_UNPACKED_BYTES + 1;
        return null;
      }
    } else return null;
    if (total > MAX_UNPACKED_BYTES) return total;
  }
  return total;
}
