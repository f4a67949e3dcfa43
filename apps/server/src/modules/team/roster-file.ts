// Placeholder: the roster file reader (.csv and .xlsx) is written by another helper in its own branch
// and replaces this file at merge. Only its signature is fixed here, so the import service typechecks.
import type { company } from '@tijian/contract';

export interface RosterRow {
  /** the row in the file, 1 = the header */
  row: number;
  name: string;
  idCardNo: string;
  phone: string;
  grade: string;
  department: string;
}

export async function readRosterFile(
  _fileName: string,
  _bytes: Uint8Array,
): Promise<{ rows: RosterRow[]; errors: company.RosterError[] }> {
  throw new Error('not built');
}
