import { describe, expect, it } from 'vitest';
import { FOLKS, validateProfile } from './profile.ts';

const today = new Date(2024, 2, 7);

describe('validateProfile', () => {
  it('derives sex and age from a valid ID number, overriding the given ones', () => {
    const result = validateProfile({ idCardNo: '11010519491231002x', sexCode: 'male', age: 30 }, today);
    expect(result).toEqual({
      ok: true,
      value: {
        idCardNo: '11010519491231002X',
        sexCode: 'female',
        age: 74,
        sexFromId: true,
        ageFromId: true,
      },
    });
  });

  it('normalises numbers and leaves absent fields out', () => {
    const result = validateProfile(
      {
        name: ' 张三 ',
        callName: '',
        sexCode: 'male',
        age: '40',
        marryStateCode: 'married',
        folkId: '0',
        height: '175',
        weight: '70.5',
      },
      today,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        name: '张三',
        sexCode: 'male',
        age: 40,
        marryStateCode: 'married',
        folkId: 0,
        height: 175,
        weight: 70.5,
        sexFromId: false,
        ageFromId: false,
      },
    });
  });

  it.each([
    [{ idCardNo: '110101199003074515' }, 'idCardNo', '身份证不合法!'],
    [{ name: 'A' }, 'name', '姓名必须为全中文或者全英文'],
    [{ name: '张三2' }, 'name', '姓名必须为全中文或者全英文'],
    [{ name: 'Tom Smith' }, 'name', '姓名必须为全中文或者全英文'],
    [{ sexCode: 'other' }, 'sexCode', '请选择性别'],
    [{ age: 15 }, 'age', '年龄需要在16-85之间'],
    [{ marryStateCode: 'divorced' }, 'marryStateCode', '请选择婚姻状况'],
    [{ folkId: 20 }, 'folkId', '请选择民族'],
    [{ folkId: 57 }, 'folkId', '请选择民族'],
    [{ folkId: '1.0' }, 'folkId', '请选择民族'],
    [{ height: 230 }, 'height', '身高必须在100-220之间'],
    [{ weight: '60.25' }, 'weight', '请输入整数或最多一位小数'],
  ])('refuses %j on %s', (input, field, message) => {
    expect(validateProfile(input, today)).toEqual({ ok: false, field, message });
  });
});

describe('FOLKS', () => {
  it('lists 56 groups with codes 0-56 except 20', () => {
    expect(FOLKS).toHaveLength(56);
    expect(FOLKS[0]).toEqual({ id: 0, name: '汉族' });
    expect(FOLKS.some((folk) => folk.id === 20)).toBe(false);
    expect(FOLKS.at(-1)).toEqual({ id: 56, name: '基诺族' });
    expect(new Set(FOLKS.map((folk) => folk.name)).size).toBe(56);
  });
});
