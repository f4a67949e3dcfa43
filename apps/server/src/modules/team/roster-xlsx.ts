// Placeholder: the roster's .xlsx export is written by another helper in its own branch and replaces
// this file at merge. Only its signature is fixed here, so the export service typechecks.
import type { company } from '@tijian/contract';

export async function writeRosterXlsx(_people: company.RosterPerson[]): Promise<Uint8Array> {
  throw new Error('not built');
}
