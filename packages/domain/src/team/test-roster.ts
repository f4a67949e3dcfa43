// Roster people for tests and benchmarks (exported from '@tijian/domain/testing' only).
import type { RosterRowInput } from './roster.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** An 18-character ID number: the 17 digits given and the check character GB 11643 gives them. */
export function idCardWithCheck(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError(`Not 17 digits: ${first17}`);
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return first17 + CHECK_CHARS[sum % 11];
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华';

/** The i-th of a company's people (i ≥ 0): a valid, distinct ID number and phone, a name of 2–3 characters. */
export function testRosterPerson(i: number): RosterRowInput {
  // Born on a day of 1970–1999 picked from i, sequence number from i: distinct for i < 1,000 × 10,950.
  const day = new Date(Date.UTC(1970, 0, 1) + (i % 10_950) * 86_400_000);
  const birth = `${day.getUTCFullYear()}${String(day.getUTCMonth() + 1).padStart(2, '0')}${String(day.getUTCDate()).padStart(2, '0')}`;
  const sequence = String(Math.floor(i / 10_950) % 1000).padStart(3, '0');
  const name =
    (SURNAMES[i % SURNAMES.length] ?? '王') +
    (GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length] ?? '伟') +
    (i % 2 === 0 ? '' : (GIVEN[i % GIVEN.length] ?? ''));
  return {
    name,
    idCardNo: idCardWithCheck(`110105${birth}${sequence}`),
    phone: `139${String(i).padStart(8, '0')}`,
    grade: ['员工', '经理', '总监'][i % 3] ?? '员工',
    department: ['财务部', '研发部', '市场部', '人事部', '行政部'][i % 5] ?? '财务部',
  };
}
