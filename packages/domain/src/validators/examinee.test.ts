import { describe, expect, it } from 'vitest';
import {
  checkExaminee,
  type ExamineeContext,
  type ExamineeForm,
  firstExamineeError,
  limitsForPath,
  missingBodyMeasures,
  sexMismatch,
  validateExaminee,
  validateExamineeField,
} from './examinee.ts';
import { validateExamineeName } from './person.ts';

const today = '2026-11-22';
// Born 1990-03-07, male: 36 on the test day.
const MAN_ID = '110101199003074514';
// Born 2012-08-15, male: 14 on the test day.
const BOY_ID = '440304201208150038';
// Born 1988-12-12, female: 37 on the test day.
const WOMAN_ID = '310104198812120025';

const complete: ExamineeForm = {
  callName: '张三',
  idCardNo: MAN_ID,
  boCellPhoneNo: '13800138000',
  sexCode: 'male',
  age: '36',
  marryStateCode: 'married',
  folkId: '0',
  height: '175',
  weight: '70.5',
};

const own: ExamineeContext = {
  path: 'custom',
  sysCenterId: '00-5',
  today,
  idCardOnFile: true,
  phoneOnFile: true,
};

describe('validateExamineeName', () => {
  it.each(['张三', '欧阳娜娜', 'Li', 'TomSmith', '张三2', '2号张三'])('accepts %s', (name) => {
    expect(validateExamineeName(name)).toBeNull();
  });

  it.each([
    ['张', '姓名必须为全中文或者全英文'],
    ['张San', '姓名必须为全中文或者全英文'],
    ['Tom Smith', '姓名必须为全中文或者全英文'],
    ['欧阳娜娜娜娜娜娜娜娜娜', '姓名必须为全中文或者全英文'],
    ['Tom3', '用户名格式为中文+数字或者纯英文'],
    ['123', '用户名格式为中文+数字或者纯英文'],
    ['张三-2', '用户名格式为中文+数字或者纯英文'],
  ])('refuses %s with %s', (name, message) => {
    expect(validateExamineeName(name)).toBe(message);
  });

  it('asks for the name when empty', () => {
    expect(validateExamineeName(' ')).toBe('请输入体检人姓名');
  });
});

describe('validateExaminee', () => {
  it('passes a complete form', () => {
    expect(validateExaminee(complete, own)).toEqual({});
  });

  it('says what each empty required field needs', () => {
    expect(validateExaminee({}, { path: 'custom', today })).toEqual({
      callName: '请输入体检人姓名',
      idCardNo: '请输入身份证号',
      boCellPhoneNo: '请输入手机号码',
      sexCode: '请选择性别',
      age: '此处为必填项',
      marryStateCode: '请选择婚姻状况',
      folkId: '请选择民族',
    });
  });

  it('needs ID and phone for another person, not for oneself with both on file', () => {
    const bare = { ...complete, idCardNo: '', boCellPhoneNo: '' };
    expect(validateExaminee(bare, own)).toEqual({});
    expect(validateExaminee(bare, { ...own, self: false })).toEqual({
      idCardNo: '请输入身份证号',
      boCellPhoneNo: '请输入手机号码',
    });
    expect(validateExaminee(bare, { ...own, idCardOnFile: false, phoneOnFile: false })).toMatchObject({
      idCardNo: '请输入身份证号',
      boCellPhoneNo: '请输入手机号码',
    });
  });

  it('checks the ID number and the phone', () => {
    expect(validateExaminee({ ...complete, idCardNo: '110101199003074515' }, own).idCardNo).toBe(
      '身份证不合法!',
    );
    expect(validateExaminee({ ...complete, idCardNo: '11010119900307451' }, own).idCardNo).toBe(
      '身份证格式有误',
    );
    // A valid number of someone born after the test day.
    expect(validateExaminee({ ...complete, idCardNo: '310104203001010029' }, own).idCardNo).toBe(
      '身份证不合法!',
    );
    expect(validateExaminee({ ...complete, boCellPhoneNo: '2380013800' }, own).boCellPhoneNo).toBe(
      '手机号码格式不正确',
    );
  });

  it('takes sex and age from a valid ID number, whatever was typed', () => {
    expect(validateExaminee({ ...complete, idCardNo: WOMAN_ID, sexCode: '', age: '' }, own)).toEqual({});
    // 14 years old by the ID: too young for the custom path, whatever age was typed.
    expect(validateExaminee({ ...complete, idCardNo: BOY_ID, age: '40' }, own).age).toBe(
      '年龄需要在16-85之间',
    );
  });

  it.each([
    ['custom', '00-5', '15', '年龄需要在16-85之间'],
    ['custom', '00-5', '86', '年龄需要在16-85之间'],
    ['personal', '00-85', '15', '年龄需要在16-85之间'],
    ['package', '00-5', '15', '年龄需要在16-85之间'],
    ['package', '00-85', '1', '年龄需要在2-85之间'],
    ['quick', '00-5', '11', '年龄需要在12-85之间'],
    ['custom', '00-5', '30.5', '年龄需要在16-85之间'],
  ] as const)('on the %s path at %s refuses age %s: %s', (path, sysCenterId, age, message) => {
    const form = { ...complete, idCardNo: '', age };
    expect(validateExaminee(form, { ...own, path, sysCenterId }).age).toBe(message);
  });

  it.each([
    ['package', '00-85', '2'],
    ['quick', '00-5', '12'],
    ['custom', '00-5', '16'],
    ['custom', '00-5', '85'],
  ] as const)('on the %s path at %s accepts age %s', (path, sysCenterId, age) => {
    expect(
      validateExaminee({ ...complete, idCardNo: '', age }, { ...own, path, sysCenterId }).age,
    ).toBeUndefined();
  });

  it.each([
    ['custom', '00-5', '99', '身高必须在100-220之间'],
    ['custom', '00-5', '221', '身高必须在100-220之间'],
    ['custom', '00-5', '170.5', '请输入整数'],
    ['package', '00-85', '49', '身高必须在50-220之间'],
  ] as const)('on the %s path at %s refuses height %s: %s', (path, sysCenterId, height, message) => {
    expect(validateExaminee({ ...complete, height }, { ...own, path, sysCenterId }).height).toBe(message);
  });

  it.each([
    ['custom', '00-5', '29.9', '体重必须在30-150之间'],
    ['custom', '00-5', '150.1', '体重必须在30-150之间'],
    ['custom', '00-5', '60.25', '请输入整数或最多一位小数'],
    ['package', '00-85', '9', '体重必须在10-150之间'],
  ] as const)('on the %s path at %s refuses weight %s: %s', (path, sysCenterId, weight, message) => {
    expect(validateExaminee({ ...complete, weight }, { ...own, path, sysCenterId }).weight).toBe(message);
  });

  it('accepts the relaxed bounds at 00-85 on the package path only', () => {
    const child = { ...complete, idCardNo: '', age: '5', height: '60', weight: '15' };
    expect(validateExaminee(child, { ...own, path: 'package', sysCenterId: '00-85' })).toEqual({});
    expect(Object.keys(validateExaminee(child, { ...own, path: 'custom', sysCenterId: '00-85' }))).toEqual([
      'age',
      'height',
      'weight',
    ]);
  });

  it('leaves out height and weight without complaint, and says so for the hint', () => {
    const form = { ...complete, height: '', weight: '' };
    expect(validateExaminee(form, own)).toEqual({});
    expect(missingBodyMeasures(form)).toBe(true);
    expect(missingBodyMeasures(complete)).toBe(false);
  });

  it('refuses sex, marital status and ethnic group outside their lists', () => {
    expect(
      validateExaminee(
        { ...complete, idCardNo: '', sexCode: 'x', marryStateCode: 'divorced', folkId: '20' },
        own,
      ),
    ).toEqual({
      sexCode: '请选择性别',
      marryStateCode: '请选择婚姻状况',
      folkId: '请选择民族',
    });
  });

  it('answers one field for change and blur, and the first invalid field in form order', () => {
    const form = { ...complete, callName: 'A', weight: '200' };
    expect(validateExamineeField('weight', form, own)).toBe('体重必须在30-150之间');
    expect(validateExamineeField('sexCode', form, own)).toBeNull();
    expect(firstExamineeError(validateExaminee(form, own))).toEqual({
      field: 'callName',
      message: '姓名必须为全中文或者全英文',
    });
    expect(firstExamineeError({})).toBeNull();
  });
});

describe('family members', () => {
  it('need an ID number, take a child, and need no phone', () => {
    const child = { ...complete, idCardNo: BOY_ID, boCellPhoneNo: '', height: '150', weight: '40' };
    expect(validateExaminee(child, { path: 'family', today })).toEqual({});
    expect(
      validateExaminee({ ...child, idCardNo: '' }, { path: 'family', today, idCardOnFile: true }),
    ).toEqual({
      idCardNo: '请输入身份证号',
    });
    expect(limitsForPath('family')).toEqual({
      age: { min: 2, max: 85 },
      height: { min: 50, max: 220 },
      weight: { min: 10, max: 150 },
    });
  });
});

describe('checkExaminee', () => {
  it('normalises: trimmed, ID upper-cased, sex and age from the ID, numbers as numbers', () => {
    const result = checkExaminee(
      {
        ...complete,
        callName: ' 李梅 ',
        idCardNo: '35020319920229001x',
        sexCode: 'female',
        age: '70',
        weight: '',
      },
      own,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        callName: '李梅',
        idCardNo: '35020319920229001X',
        boCellPhoneNo: '13800138000',
        sexCode: 'male',
        age: 34,
        marryStateCode: 'married',
        folkId: 0,
        height: 175,
        weight: null,
        sexFromId: true,
        ageFromId: true,
      },
    });
  });

  it('keeps typed sex and age without an ID, and answers the messages when invalid', () => {
    const result = checkExaminee({ ...complete, idCardNo: '', boCellPhoneNo: '' }, own);
    expect(result).toMatchObject({
      ok: true,
      value: { idCardNo: null, boCellPhoneNo: null, age: 36, sexFromId: false },
    });
    expect(checkExaminee({ ...complete, folkId: '' }, own)).toEqual({
      ok: false,
      errors: { folkId: '请选择民族' },
    });
  });
});

describe('sexMismatch', () => {
  it('flags a package for one sex booked for the other', () => {
    expect(sexMismatch('female', 'male')).toBe(true);
    expect(sexMismatch('male', 'male')).toBe(false);
    expect(sexMismatch('common', 'female')).toBe(false);
    expect(sexMismatch('female', null)).toBe(false);
  });
});
