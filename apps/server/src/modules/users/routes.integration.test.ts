import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, getUser, loginBySms } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

const DAY = 24 * 3600 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function updateUser(token: string, fields: Record<string, unknown>) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/m/wx/system/updateuser.json',
    headers: authed(token),
    payload: { _BIZCODE: '0004', ...fields },
  });
  return res.json();
}

const invalid = (error: string) => ({ error_code: 'param,invalid', error, data: null });

describe('update user (0004)', () => {
  it('saves the profile, deriving sex and age from the ID number (female, 1949-12-31)', async () => {
    const { token } = await loginBySms(server, '13900009001');
    const body = await updateUser(token, {
      callName: '王女士',
      name: '王秀英',
      idCardNo: '11010519491231002X',
      sexCode: 'male',
      age: 30,
      marryStateCode: 'married',
      folkId: 0,
      height: 160,
      weight: 52.5,
      sexFromId: true,
      ageFromId: true,
    });
    const profile = {
      callName: '王女士',
      name: '王秀英',
      mobilePhone: '13900009001',
      idCardNo: '11010519491231002X',
      sexCode: 'female',
      age: 76,
      marryStateCode: 'married',
      folkId: 0,
      folkName: '汉族',
      height: 160,
      weight: 52.5,
      isGzbd: 0,
      hasPassword: false,
    };
    expect(body).toMatchObject({ error_code: '000000', error: '', data: profile });
    expect(await getUser(server, authed(token))).toMatchObject({ error_code: '000000', data: profile });
  });

  it('derives male and full years from 110101199003074514, overriding a wrong sexCode', async () => {
    const { token } = await loginBySms(server, '13900009002');
    const body = await updateUser(token, {
      name: '李明',
      idCardNo: '110101199003074514',
      sexCode: 'female',
      marryStateCode: 'unmarried',
      folkId: '2',
      height: '175',
      weight: '70',
    });
    expect(body.data).toMatchObject({
      idCardNo: '110101199003074514',
      sexCode: 'male',
      age: 36,
      marryStateCode: 'unmarried',
      folkId: 2,
      folkName: '回族',
      height: 175,
      weight: 70,
    });
  });

  it("counts the age on the server's clock date, not the machine's", async () => {
    // One year on (2027-11-22) the person born 1990-03-07 is 37, whatever the real date is.
    server.clock.advance(365 * DAY);
    try {
      const { token } = await loginBySms(server, '13900009003');
      const body = await updateUser(token, { idCardNo: '110101199003074514' });
      expect(body).toMatchObject({ error_code: '000000', data: { sexCode: 'male', age: 37 } });
    } finally {
      server.clock.advance(-365 * DAY);
    }
  });

  it('upper-cases a lower-case x check character', async () => {
    const { token } = await loginBySms(server, '13900009004');
    const body = await updateUser(token, { idCardNo: '11010519491231002x' });
    expect(body.data).toMatchObject({ idCardNo: '11010519491231002X', sexCode: 'female' });
  });

  it('refuses an invalid ID number with 身份证不合法! or 身份证格式有误', async () => {
    const { token } = await loginBySms(server, '13900009005');
    expect(await updateUser(token, { idCardNo: '110101199003074515' })).toEqual(invalid('身份证不合法!'));
    expect(await updateUser(token, { idCardNo: '190101199003074514' })).toEqual(invalid('身份证不合法!'));
    expect(await updateUser(token, { idCardNo: '110101199002304514' })).toEqual(invalid('身份证不合法!'));
    expect(await updateUser(token, { idCardNo: '11010119900307451' })).toEqual(invalid('身份证格式有误'));
    expect(await updateUser(token, { idCardNo: '1101011990030745144' })).toEqual(invalid('身份证格式有误'));
    expect(await updateUser(token, { idCardNo: '11010119900307451Y' })).toEqual(invalid('身份证格式有误'));
    expect((await getUser(server, authed(token))).data.idCardNo).toBeNull();
  });

  it('refuses a height outside 100-220 and accepts the bounds', async () => {
    const { token } = await loginBySms(server, '13900009006');
    expect(await updateUser(token, { height: 99 })).toEqual(invalid('身高必须在100-220之间'));
    expect(await updateUser(token, { height: 221 })).toEqual(invalid('身高必须在100-220之间'));
    expect(await updateUser(token, { height: 170.5 })).toEqual(invalid('请输入整数'));
    expect((await updateUser(token, { height: 100 })).data.height).toBe(100);
    expect((await updateUser(token, { height: 220 })).data.height).toBe(220);
  });

  it('accepts a weight with one decimal (30.5) and refuses two (30.55) or out of range', async () => {
    const { token } = await loginBySms(server, '13900009007');
    expect(await updateUser(token, { weight: 30.55 })).toEqual(invalid('请输入整数或最多一位小数'));
    expect(await updateUser(token, { weight: 29.9 })).toEqual(invalid('体重必须在30-150之间'));
    expect(await updateUser(token, { weight: 150.1 })).toEqual(invalid('体重必须在30-150之间'));
    expect(await updateUser(token, { weight: 30.5 })).toMatchObject({
      error_code: '000000',
      data: { weight: 30.5 },
    });
    expect((await getUser(server, authed(token))).data.weight).toBe(30.5);
  });

  it('refuses folkId 20 (unused) and unknown ethnicities', async () => {
    const { token } = await loginBySms(server, '13900009008');
    expect(await updateUser(token, { folkId: 20 })).toEqual(invalid('请选择民族'));
    expect(await updateUser(token, { folkId: 57 })).toEqual(invalid('请选择民族'));
    expect(await updateUser(token, { folkId: '1.5' })).toEqual(invalid('请选择民族'));
    expect((await updateUser(token, { folkId: 21 })).data).toMatchObject({ folkId: 21, folkName: '佤族' });
  });

  it('refuses a callName over 20 characters and accepts 20', async () => {
    const { token } = await loginBySms(server, '13900009009');
    expect(await updateUser(token, { callName: '称'.repeat(21) })).toEqual(invalid('称呼不能大于20个字符'));
    expect((await updateUser(token, { callName: '称'.repeat(20) })).data.callName).toBe('称'.repeat(20));
  });

  it('refuses a name that is not all Chinese or all Latin letters', async () => {
    const { token } = await loginBySms(server, '13900009010');
    expect(await updateUser(token, { name: '王a' })).toEqual(invalid('姓名必须为全中文或者全英文'));
    expect(await updateUser(token, { name: '王' })).toEqual(invalid('姓名必须为全中文或者全英文'));
  });

  it('refuses unknown sex and marital codes', async () => {
    const { token } = await loginBySms(server, '13900009011');
    expect(await updateUser(token, { sexCode: 'x' })).toEqual(invalid('请选择性别'));
    expect(await updateUser(token, { marryStateCode: 'divorced' })).toEqual(invalid('请选择婚姻状况'));
  });

  it('refuses a NUL character (which the database cannot store) with param,invalid, not a 500', async () => {
    const { token } = await loginBySms(server, '13900009017');
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/wx/system/updateuser.json',
      headers: authed(token),
      payload: { _BIZCODE: '0004', callName: '张\u0000先生' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(invalid('请求中含有无效字符'));
    expect((await getUser(server, authed(token))).data.callName).toBeNull();
  });

  it('saves nothing when one field is invalid', async () => {
    const { token } = await loginBySms(server, '13900009012');
    expect(await updateUser(token, { callName: '赵先生', height: 99 })).toEqual(
      invalid('身高必须在100-220之间'),
    );
    expect((await getUser(server, authed(token))).data).toMatchObject({ callName: null, height: null });
  });

  it('refuses a wrong _BIZCODE', async () => {
    const { token } = await loginBySms(server, '13900009013');
    expect(await updateUser(token, { _BIZCODE: '0005', callName: '钱先生' })).toEqual(
      invalid('业务编码不正确'),
    );
  });

  it('needs a login', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/wx/system/updateuser.json',
      payload: { _BIZCODE: '0004', callName: '孙先生' },
    });
    expect(res.json()).toEqual({ error_code: 'login,not', error: '请先登录', data: null });
  });

  it("gives each token its own profile: one user cannot see or change another's", async () => {
    const a = await loginBySms(server, '13900009014');
    const b = await loginBySms(server, '13900009015');
    await updateUser(a.token, { callName: '甲先生', idCardNo: '110101199003074514' });
    await updateUser(b.token, { callName: '乙女士' });
    const meA = await getUser(server, authed(a.token));
    const meB = await getUser(server, authed(b.token));
    expect(meA.data).toMatchObject({
      mobilePhone: '13900009014',
      callName: '甲先生',
      idCardNo: '110101199003074514',
    });
    expect(meB.data).toMatchObject({
      mobilePhone: '13900009015',
      callName: '乙女士',
      idCardNo: null,
      sexCode: null,
    });
    expect(meA.data.id).not.toBe(meB.data.id);
  });
});
