import { describe, expect, it } from 'vitest';
import { isAggregateVisible, TEAM_AGGREGATE_MIN_GROUP, validateRosterRow } from './roster.ts';

// A valid ID number whose check character is X (region 110105, born 1949-12-31).
const ID = '11010519491231002X';
const good = { name: '张三', idCardNo: ID, phone: '13800138000', grade: '经理', department: '财务部' };

describe('validateRosterRow', () => {
  it('accepts a complete row', () => {
    expect(validateRosterRow(good)).toEqual([]);
  });

  it('names the column and says what is wrong, in Chinese', () => {
    expect(validateRosterRow({ ...good, idCardNo: '110105194912310021' })).toEqual([
      { column: '身份证号', message: '身份证不合法!' },
    ]);
    expect(validateRosterRow({ ...good, phone: '2380013800' })).toEqual([
      { column: '手机号', message: '手机号码格式不正确' },
    ]);
    expect(validateRosterRow({ ...good, name: '' })).toEqual([
      { column: '姓名', message: '请输入体检人姓名' },
    ]);
    expect(validateRosterRow({ ...good, name: '张3' })).toEqual([
      { column: '姓名', message: '姓名必须为全中文或者全英文' },
    ]);
  });

  it('requires grade and department, at most 20 characters each', () => {
    expect(validateRosterRow({ ...good, grade: ' ', department: '' })).toEqual([
      { column: '职级', message: '请填写职级' },
      { column: '部门', message: '请填写部门' },
    ]);
    expect(validateRosterRow({ ...good, grade: '级'.repeat(20), department: '部'.repeat(21) })).toEqual([
      { column: '部门', message: '部门最多20个字' },
    ]);
  });

  it('reports every bad column of a row, in the columns order', () => {
    expect(
      validateRosterRow({ name: '', idCardNo: '', phone: '', grade: '', department: '' }).map(
        (e) => e.column,
      ),
    ).toEqual(['姓名', '身份证号', '手机号', '职级', '部门']);
  });

  it('accepts a lower-case x check character and surrounding spaces', () => {
    expect(validateRosterRow({ ...good, idCardNo: ` ${ID.toLowerCase()} `, phone: ' 13800138000 ' })).toEqual(
      [],
    );
  });
});

describe('isAggregateVisible', () => {
  it('shows a group of at least 10 people with a report, never a smaller one', () => {
    expect(TEAM_AGGREGATE_MIN_GROUP).toBe(10);
    expect(isAggregateVisible(9)).toBe(false);
    expect(isAggregateVisible(10)).toBe(true);
    expect(isAggregateVisible(0)).toBe(false);
  });
});
