// The roster and each person's progress as an .xlsx the HR administrator downloads (issue 23,
// companyExportRoster). ID numbers and phones arrive masked: the file leaves the system, so it holds
// nothing more than the screen shows.
import type { company } from '@tijian/contract';
import ExcelJS from 'exceljs';

type RosterPerson = company.RosterPerson;

export const ROSTER_EXPORT_SHEET = '名单与进度';

const COLUMNS: { header: string; width: number; value: (p: RosterPerson) => string }[] = [
  { header: '姓名', width: 12, value: (p) => p.name },
  { header: '身份证号', width: 22, value: (p) => p.identityCardNo },
  { header: '手机号', width: 15, value: (p) => p.phone },
  { header: '职级', width: 14, value: (p) => p.grade },
  { header: '部门', width: 16, value: (p) => p.department },
  { header: '状态', width: 10, value: (p) => p.stateName },
  { header: '体检日期', width: 12, value: (p) => p.examDate ?? '' },
  { header: '最近提醒', width: 18, value: (p) => shanghaiTime(p.remindedAt) },
];

const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/** An ISO instant as people in the centre's zone read it: 2026-11-27 09:30. */
function shanghaiTime(iso: string | null): string {
  if (iso === null) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  return new Date(at + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

export async function writeRosterXlsx(people: RosterPerson[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '体检预约';
  const sheet = workbook.addWorksheet(ROSTER_EXPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  // Every cell is text (a string cell, never a formula or a number): a name starting with "=" stays a
  // name, and an exam date is not turned into a serial number by Excel.
  for (const person of people) sheet.addRow(COLUMNS.map((column) => column.value(person)));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
