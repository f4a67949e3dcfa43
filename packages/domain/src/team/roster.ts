// One roster row's checks (issue 23): the HR portal's import and the server share them, so a row is
// refused with the same words wherever it is checked. Messages come from the domain's validators.

import { charLength, textOf } from '../validators/generic.ts';
import { validateIdCard } from '../validators/id-card.ts';
import { validateMobilePhone } from '../validators/login.ts';
import { validateName } from '../validators/person.ts';

/** The roster's columns, as the first row of the file names them. */
export type RosterColumn = '姓名' | '身份证号' | '手机号' | '职级' | '部门';

export interface RosterRowInput {
  name: string;
  idCardNo: string;
  phone: string;
  grade: string;
  department: string;
}

export interface RosterRowError {
  column: RosterColumn;
  message: string;
}

/** Longest 职级 or 部门, in characters as people count them (the settings' grade field has the same). */
export const ROSTER_TEXT_MAX = 20;

/**
 * Aggregate results name a group only when at least this many of its people have a report: a smaller
 * group's figures could point at a person. The contract's AGGREGATE_MIN_GROUP is this constant.
 */
export const TEAM_AGGREGATE_MIN_GROUP = 10;

function requiredText(value: string, label: '职级' | '部门'): string | null {
  const text = textOf(value);
  if (text === '') return `请填写${label}`;
  if (charLength(text) > ROSTER_TEXT_MAX) return `${label}最多${ROSTER_TEXT_MAX}个字`;
  return null;
}

/** Every problem of one row, in the columns' order; empty when the row can be imported. */
export function validateRosterRow(row: RosterRowInput): RosterRowError[] {
  const checks: [RosterColumn, string | null][] = [
    ['姓名', validateName(row.name)],
    ['身份证号', validateIdCard(row.idCardNo)],
    ['手机号', validateMobilePhone(row.phone)],
    ['职级', requiredText(row.grade, '职级')],
    ['部门', requiredText(row.department, '部门')],
  ];
  return checks.flatMap(([column, message]) => (message === null ? [] : [{ column, message }]));
}

/** Whether a group's aggregate figures may be shown: enough people with a report to stay anonymous. */
export function isAggregateVisible(reportedPeople: number): boolean {
  return reportedPeople >= TEAM_AGGREGATE_MIN_GROUP;
}
