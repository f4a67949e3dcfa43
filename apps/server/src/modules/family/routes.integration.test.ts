import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, loginBySms } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const LIST = '/m/assess-service/v1/family/member/list';
const SAVE = '/m/assess-service/v1/family/member/save';
const DETAIL = '/m/assess-service/v1/family/member/detail';

// Born 1988-12-12, female: 37 on the test server's day (2026-11-22).
const MOTHER_ID = '310104198812120025';
// Born 2012-08-15, male: 14.
const SON_ID = '440304201208150038';

const mother = {
  relationCode: 'mother',
  callName: '李梅',
  idCardNo: MOTHER_ID,
  boCellPhoneNo: '13900001111',
  sexCode: 'male',
  age: 60,
  marryStateCode: 'married',
  folkId: 0,
  height: '160',
  weight: '55.5',
};

async function save(token: string, payload: Record<string, unknown>) {
  const res = await server.app.inject({ method: 'POST', url: SAVE, headers: authed(token), payload });
  return res.json();
}

async function list(token: string) {
  return (await server.app.inject({ method: 'GET', url: LIST, headers: authed(token) })).json();
}

async function detail(token: string, id: number | string) {
  return (
    await server.app.inject({ method: 'GET', url: `${DETAIL}?id=${id}`, headers: authed(token) })
  ).json();
}

let caseToken: string | undefined;
// One account for the table of bad inputs: logging in once per case would trip the SMS limits.
async function invalidCaseToken(): Promise<string> {
  caseToken ??= (await loginBySms(server, '13900007005')).token;
  return caseToken;
}

const invalid = (error: string) => ({ error_code: 'param,invalid', error, data: null });

describe('family members', () => {
  it('saves a member, taking sex and age from the ID number, and lists it with the ID masked', async () => {
    const { token } = await loginBySms(server, '13900007001');
    const saved = await save(token, mother);
    expect(saved).toMatchObject({
      error_code: '000000',
      data: {
        relationCode: 'mother',
        relationName: '母亲',
        callName: '李梅',
        idCardNo: MOTHER_ID,
        sexCode: 'female',
        age: 37,
        marryStateCode: 'married',
        folkId: 0,
        folkName: '汉族',
        height: 160,
        weight: 55.5,
      },
    });
    const body = await list(token);
    expect(body.error_code).toBe('000000');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: saved.data.id,
      idCardNo: '310***********0025',
      boCellPhoneNo: '139****1111',
    });
    expect(JSON.stringify(body)).not.toContain(MOTHER_ID);
    expect(JSON.stringify(body)).not.toContain('13900001111');
    // The editor gets the whole number, for the account's own member.
    expect((await detail(token, saved.data.id)).data).toMatchObject({
      idCardNo: MOTHER_ID,
      boCellPhoneNo: '13900001111',
    });
  });

  it('updates a member by id and deletes it with delete: true', async () => {
    const { token } = await loginBySms(server, '13900007002');
    const { data: created } = await save(token, { ...mother, idCardNo: '35020319920229001x' });
    expect(created.idCardNo).toBe('35020319920229001X');
    const updated = await save(token, {
      ...mother,
      id: created.id,
      relationCode: 'son',
      callName: '小明',
      idCardNo: SON_ID,
      marryStateCode: 'unmarried',
    });
    expect(updated.data).toMatchObject({
      id: created.id,
      relationCode: 'son',
      callName: '小明',
      age: 14,
      sexCode: 'male',
    });
    expect((await list(token)).data).toHaveLength(1);
    expect(await save(token, { id: created.id, delete: true })).toEqual({
      error_code: '000000',
      error: '',
      data: null,
    });
    expect((await list(token)).data).toEqual([]);
    expect(await detail(token, created.id)).toMatchObject({
      error_code: 'not,found',
      error: '该家庭成员不存在',
    });
  });

  it('never lets one account read, change or delete another account’s member', async () => {
    const owner = (await loginBySms(server, '13900007003')).token;
    const other = (await loginBySms(server, '13900007004')).token;
    const { data: member } = await save(owner, mother);

    expect((await list(other)).data).toEqual([]);
    expect(await detail(other, member.id)).toMatchObject({ error_code: 'not,found', data: null });
    expect(await save(other, { ...mother, id: member.id, callName: '王五' })).toMatchObject({
      error_code: 'not,found',
    });
    expect(await save(other, { id: member.id, delete: true })).toMatchObject({ error_code: 'not,found' });

    const still = await detail(owner, member.id);
    expect(still.data).toMatchObject({ callName: '李梅', idCardNo: MOTHER_ID });
    expect((await list(owner)).data).toHaveLength(1);
  });

  it.each([
    [{ relationCode: 'boss' }, '请选择与本人关系'],
    [{ relationCode: '' }, '请选择与本人关系'],
    [{ callName: 'Tom3' }, '用户名格式为中文+数字或者纯英文'],
    [{ callName: '张San' }, '姓名必须为全中文或者全英文'],
    [{ idCardNo: '' }, '请输入身份证号'],
    [{ idCardNo: '310104198812120026' }, '身份证不合法!'],
    [{ idCardNo: '31010419881212002' }, '身份证格式有误'],
    [{ boCellPhoneNo: '2390000111' }, '手机号码格式不正确'],
    [{ marryStateCode: 'divorced' }, '请选择婚姻状况'],
    [{ folkId: 20 }, '请选择民族'],
    [{ height: '170.5' }, '请输入整数'],
    [{ height: '49' }, '身高必须在50-220之间'],
    [{ weight: '60.25' }, '请输入整数或最多一位小数'],
    [{ weight: '151' }, '体重必须在10-150之间'],
  ])('refuses %j with param,invalid: %s', async (change, message) => {
    const token = await invalidCaseToken();
    expect(await save(token, { ...mother, ...change })).toEqual(invalid(message));
    expect((await list(token)).data).toEqual([]);
  });

  it('refuses a second member with the same ID number, but saves the same member again', async () => {
    const { token } = await loginBySms(server, '13900007007');
    const { data: first } = await save(token, mother);
    expect(await save(token, { ...mother, callName: '李美' })).toEqual(invalid('该身份证号的家庭成员已存在'));
    expect((await save(token, { ...mother, id: first.id, callName: '李美' })).data).toMatchObject({
      id: first.id,
      callName: '李美',
    });
    // Another account may save the same person.
    const other = (await loginBySms(server, '13900007008')).token;
    expect((await save(other, mother)).error_code).toBe('000000');
  });

  it('refuses a delete without an id and a malformed id', async () => {
    const { token } = await loginBySms(server, '13900007006');
    expect(await save(token, { delete: true })).toEqual(invalid('家庭成员编号不正确'));
    expect(await detail(token, 'abc')).toEqual(invalid('家庭成员编号不正确'));
  });

  it('needs a session', async () => {
    const res = await server.app.inject({ method: 'GET', url: LIST });
    expect(res.json().error_code).toMatch(/token,valid|login,not/);
    const saved = await server.app.inject({ method: 'POST', url: SAVE, payload: mother });
    expect(saved.json().error_code).toMatch(/token,valid|login,not/);
  });
});
