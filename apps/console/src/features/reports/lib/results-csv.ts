import Papa from 'papaparse';
import { reportsCopy } from '../copy.ts';
import { boundOf, MAX_RESULTS, RESULT_CHECKS, type ResultRow } from './result-row.ts';

const text = reportsCopy.csv;
const REQUIRED = ['code', 'name', 'value', 'unit', 'refLow', 'refHigh'] as const;
const OPTIONAL = ['refText', 'groupName'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];
const KNOWN: readonly string[] = [...REQUIRED, ...OPTIONAL];
const LABELS: Record<Column, string> = {
  code: reportsCopy.columns.code,
  name: reportsCopy.columns.name,
  value: reportsCopy.columns.value,
  unit: reportsCopy.columns.unit,
  refLow: reportsCopy.columns.refLow,
  refHigh: reportsCopy.columns.refHigh,
  refText: reportsCopy.columns.refText,
  groupName: reportsCopy.columns.group,
};

export type CsvImport = { ok: true; rows: ResultRow[] } | { ok: false; errors: string[] };

/**
 * Structured results from a CSV file (a header line naming the columns, then one result a line).
 * Every row and cell is checked as the form checks it; any error refuses the whole file, listed by
 * row (as a spreadsheet numbers it, the header being row 1) and column, so nothing is half imported.
 */
export function parseResultsCsv(content: string, defaultGroup: string): CsvImport {
  const parsed = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const lines = parsed.data;
  const header = (lines[0] ?? []).map((name) => name.trim());
  if (header.every((name) => name === '')) return { ok: false, errors: [text.empty] };

  const errors: string[] = [];
  const unknown = header.filter((name) => !KNOWN.includes(name));
  errors.push(...unknown.map((name) => text.unknownColumn(name || '（空）')));
  const missing = REQUIRED.filter((name) => !header.includes(name));
  if (missing.length) errors.push(text.missingColumns(missing.join(',')));
  if (errors.length) return { ok: false, errors };

  const rows: ResultRow[] = [];
  const seen = new Map<string, number>();
  lines.slice(1).forEach((cells, index) => {
    const rowNo = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const cell = (column: Column) => (cells[header.indexOf(column)] ?? '').trim();
    const fail = (column: Column, message: string) =>
      errors.push(text.cell(rowNo, `${column} ${LABELS[column]}`, message));

    for (const column of ['code', 'name', 'value', 'unit', 'refText'] as const) {
      const problem = RESULT_CHECKS[column](cell(column));
      if (problem) fail(column, problem);
    }
    const groupName = cell('groupName') || defaultGroup;
    const groupProblem = RESULT_CHECKS.groupName(groupName);
    if (groupProblem) fail('groupName', groupProblem);
    const low = boundOf(cell('refLow'));
    if (!low.ok) fail('refLow', reportsCopy.notNumber);
    const high = boundOf(cell('refHigh'));
    if (!high.ok) fail('refHigh', reportsCopy.notNumber);
    const code = cell('code');
    if (code && seen.has(code)) fail('code', `${reportsCopy.duplicateCode}（第 ${seen.get(code)} 行）`);
    else if (code) seen.set(code, rowNo);

    rows.push({
      groupName,
      code,
      name: cell('name'),
      value: cell('value'),
      unit: cell('unit'),
      refLow: low.ok ? low.bound : null,
      refHigh: high.ok ? high.bound : null,
      refText: cell('refText'),
    });
  });
  if (errors.length) return { ok: false, errors };
  if (rows.length === 0) return { ok: false, errors: [text.noRows] };
  if (rows.length > MAX_RESULTS) return { ok: false, errors: [text.tooMany(MAX_RESULTS)] };
  return { ok: true, rows };
}
