// A centre's staff accounts as its manager keeps them, and an operator's own password.
import { ErrorCode } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorCall, signIn, staffAccount } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { operatorsRepository } from './repository.ts';
import { OperatorCodes } from './service.ts';

let server: TestServer;
const CENTRE = '00-1';
let manager: { id: number; token: string };

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: '2026-11-22', demoAccount: false });
  const account = await staffAccount(server.app, { centreId: CENTRE, role: 'manager', name: '王经理' });
  manager = {
    id: account.id,
    token: (await signIn(server.app, account.username, account.password)).data.token,
  };
});
afterAll(async () => {
  await server.close();
});

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  operatorCall(server.app, token, method, url, payload);
const post = (url: string, payload: object, token = manager.token) => call(token, 'POST', url, payload);
const list = async (centreId = CENTRE, token = manager.token) =>
  (await call(token, 'GET', `staff.json?sysCenterId=${centreId}`)).data.list as {
    operatorId: number;
    username: string;
    role: string;
    disabled: boolean;
    version: number;
  }[];
const ERROR = (error: string) => ({ error_code: ErrorCode.paramInvalid, error, data: null });
const CONFLICT = { error_code: OperatorCodes.conflict, error: '数据已被他人修改，请刷新后重试', data: null };
let seq = 0;

/** A new member through the endpoint, as the console makes one. */
async function create(
  role: 'desk' | 'doctor' | 'manager' = 'desk',
  centreId = CENTRE,
  token = manager.token,
) {
  seq += 1;
  const username = `staff-${seq}`;
  const password = `initial${seq}pass`;
  const answer = await post(
    'staff/create.json',
    { sysCenterId: centreId, username, name: `员工${seq}`, role, password },
    token,
  );
  expect(answer.error_code, answer.error).toBe('000000');
  return { ...answer.data, password } as {
    operatorId: number;
    username: string;
    name: string;
    role: string;
    version: number;
    password: string;
  };
}

describe('the staff list', () => {
  it('shows each member’s account, role, status, second factor and last sign-in, and the centre’s TOTP setting', async () => {
    const member = await create('doctor');
    const elsewhere = await staffAccount(server.app, { centreId: '00-16', role: 'desk' });
    const rows = await list();
    expect(rows.find((r) => r.operatorId === manager.id)).toMatchObject({
      name: '王经理',
      role: 'manager',
      disabled: false,
      totpEnrolled: false,
      lastLoginAt: '2026-11-22T01:00:00.000Z',
      version: 1,
    });
    expect(rows.find((r) => r.operatorId === member.operatorId)).toMatchObject({
      username: member.username,
      name: member.name,
      role: 'doctor',
      lastLoginAt: null,
    });
    const answer = await call(manager.token, 'GET', `staff.json?sysCenterId=${CENTRE}`);
    expect(answer.data.totp).toEqual({ requireTotp: false, version: 0 });
    // Another centre's staff are not here.
    expect(rows.map((r) => r.operatorId)).not.toContain(elsewhere.id);
  });
});

describe('a new account', () => {
  it('is checked: its username, name and initial password, with Chinese reasons', async () => {
    const body = {
      sysCenterId: CENTRE,
      username: 'new-desk',
      name: '新前台',
      role: 'desk',
      password: 'abc12345',
    };
    expect(await post('staff/create.json', { ...body, username: 'AB' })).toEqual(
      ERROR('账号为3–40位小写字母、数字、-或_'),
    );
    expect(await post('staff/create.json', { ...body, username: 'has space' })).toEqual(
      ERROR('账号为3–40位小写字母、数字、-或_'),
    );
    expect(await post('staff/create.json', { ...body, password: 'abc1234' })).toEqual(
      ERROR('密码至少8位，须包含字母和数字'),
    );
    expect(await post('staff/create.json', { ...body, password: 'abcdefgh' })).toEqual(
      ERROR('密码至少8位，须包含字母和数字'),
    );
    expect(await post('staff/create.json', { ...body, password: '12345678' })).toEqual(
      ERROR('密码至少8位，须包含字母和数字'),
    );
    expect(await post('staff/create.json', { ...body, role: 'boss' })).toEqual(ERROR('请选择角色'));
    expect(await post('staff/create.json', { ...body, name: ' ' })).toEqual(ERROR('请输入姓名'));
    expect(await operatorsRepository.byUsername(server.db, 'new-desk')).toBeUndefined();
  });

  it('signs in with its initial password, stored only as an argon2id hash; a taken username is refused', async () => {
    const member = await create('desk');
    const row = await operatorsRepository.byUsername(server.db, member.username);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(member.password);
    const login = await signIn(server.app, member.username, member.password);
    expect(login.data.centres).toEqual([{ centreId: CENTRE, centreName: expect.any(String), role: 'desk' }]);
    expect(
      await post('staff/create.json', {
        sysCenterId: CENTRE,
        username: member.username,
        name: '重名',
        role: 'desk',
        password: 'another123',
      }),
    ).toEqual(ERROR('该账号已被使用，请换一个'));
    // Taken at another centre counts too: an account is a person's, whatever centre they work at.
    const elsewhere = await staffAccount(server.app, { centreId: '00-16', role: 'desk' });
    expect(
      await post('staff/create.json', {
        sysCenterId: CENTRE,
        username: elsewhere.username,
        name: '重名',
        role: 'desk',
        password: 'another123',
      }),
    ).toEqual(ERROR('该账号已被使用，请换一个'));
    expect((await signIn(server.app, elsewhere.username, elsewhere.password)).data.centres).toHaveLength(1);
  });
});

describe('a member’s role', () => {
  it('changes at the version the screen saw, at once for their session; a stale screen writes nothing', async () => {
    const member = await create('desk');
    const token = (await signIn(server.app, member.username, member.password)).data.token;
    const changed = await post('staff/role.json', {
      sysCenterId: CENTRE,
      operatorId: member.operatorId,
      role: 'doctor',
      version: member.version,
    });
    expect(changed.data).toMatchObject({ role: 'doctor', version: member.version + 1 });
    expect((await call(token, 'GET', 'me.json')).data.centres[0].role).toBe('doctor');

    // A second screen opened before the change still shows version 1.
    expect(
      await post('staff/role.json', {
        sysCenterId: CENTRE,
        operatorId: member.operatorId,
        role: 'manager',
        version: member.version,
      }),
    ).toEqual(CONFLICT);
    expect((await list()).find((r) => r.operatorId === member.operatorId)?.role).toBe('doctor');
  });

  it('is never the manager’s own to change', async () => {
    expect(
      await post('staff/role.json', {
        sysCenterId: CENTRE,
        operatorId: manager.id,
        role: 'desk',
        version: 1,
      }),
    ).toEqual(ERROR('不能更改自己的角色'));
  });

  it('of someone not at the centre is not found', async () => {
    const elsewhere = await staffAccount(server.app, { centreId: '00-16', role: 'desk' });
    expect(
      await post('staff/role.json', {
        sysCenterId: CENTRE,
        operatorId: elsewhere.id,
        role: 'doctor',
        version: 1,
      }),
    ).toEqual({ error_code: ErrorCode.notFound, error: '未找到该工作人员', data: null });
  });
});

describe('stopping an account', () => {
  it('shuts its sessions and sign-in at once; restarting lets it sign in again', async () => {
    const member = await create('desk');
    const token = (await signIn(server.app, member.username, member.password)).data.token;
    const stopped = await post('staff/disabled.json', {
      sysCenterId: CENTRE,
      operatorId: member.operatorId,
      disabled: true,
      version: member.version,
    });
    expect(stopped.data).toMatchObject({ disabled: true, version: member.version + 1 });
    expect(await call(token, 'GET', 'me.json')).toMatchObject({ error_code: OperatorCodes.login });
    expect(await signIn(server.app, member.username, member.password)).toMatchObject({
      error_code: OperatorCodes.login,
      error: '账号已停用，请联系中心管理员',
    });
    expect(
      await post('staff/disabled.json', {
        sysCenterId: CENTRE,
        operatorId: member.operatorId,
        disabled: false,
        version: member.version,
      }),
    ).toEqual(CONFLICT);
    await post('staff/disabled.json', {
      sysCenterId: CENTRE,
      operatorId: member.operatorId,
      disabled: false,
      version: member.version + 1,
    });
    expect((await signIn(server.app, member.username, member.password)).error_code).toBe('000000');
  });

  it('stops only the role at this centre: the person still works at their other centre', async () => {
    const member = await create('desk');
    await server.app.operators.ensure({
      username: member.username,
      name: '两个中心',
      password: member.password,
      centres: [{ centreId: '00-16', role: 'doctor' }],
    });
    await post('staff/disabled.json', {
      sysCenterId: CENTRE,
      operatorId: member.operatorId,
      disabled: true,
      version: member.version,
    });
    const login = await signIn(server.app, member.username, member.password);
    expect(login.data.centres.map((c: { centreId: string }) => c.centreId)).toEqual(['00-16']);
  });

  it('is never the manager’s own', async () => {
    expect(
      await post('staff/disabled.json', {
        sysCenterId: CENTRE,
        operatorId: manager.id,
        disabled: true,
        version: 1,
      }),
    ).toEqual(ERROR('不能停用自己的账号'));
  });
});

describe('the last manager', () => {
  it('stays: of two managers demoting each other at once, one is refused', async () => {
    // A centre of their own, so the test's other managers do not count.
    const centreId = '00-85';
    const a = await staffAccount(server.app, { centreId, role: 'manager' });
    const b = await staffAccount(server.app, { centreId, role: 'manager' });
    const tokenA = (await signIn(server.app, a.username, a.password)).data.token;
    const tokenB = (await signIn(server.app, b.username, b.password)).data.token;
    const demote = (token: string, operatorId: number) =>
      post('staff/role.json', { sysCenterId: centreId, operatorId, role: 'desk', version: 1 }, token);
    const answers = await Promise.all([demote(tokenA, b.id), demote(tokenB, a.id)]);
    const codes = answers.map((r) => r.error_code).sort();
    expect(codes[0]).toBe('000000');
    expect(['operator,forbidden', ErrorCode.paramInvalid]).toContain(codes[1]);
    const managers = (await server.app.operators.staff.list(centreId)).list.filter(
      (m) => m.role === 'manager' && !m.disabled,
    );
    expect(managers).toHaveLength(1);
  });
});

describe('resetting a password', () => {
  it('ends every session of the person; the new password works and the old one no longer does', async () => {
    const member = await create('doctor');
    const token = (await signIn(server.app, member.username, member.password)).data.token;
    const reset = await post('staff/password.json', {
      sysCenterId: CENTRE,
      operatorId: member.operatorId,
      password: 'fresh1234pass',
    });
    expect(reset.data).toMatchObject({ operatorId: member.operatorId });
    expect(await call(token, 'GET', 'me.json')).toMatchObject({ error_code: OperatorCodes.login });
    expect((await signIn(server.app, member.username, member.password)).error_code).toBe(OperatorCodes.login);
    expect((await signIn(server.app, member.username, 'fresh1234pass')).error_code).toBe('000000');
  });

  it('is refused for the manager’s own account and for someone who also works elsewhere', async () => {
    expect(
      await post('staff/password.json', {
        sysCenterId: CENTRE,
        operatorId: manager.id,
        password: 'fresh1234pass',
      }),
    ).toEqual(ERROR('请在“修改密码”中修改自己的密码'));
    const member = await create('desk');
    await server.app.operators.ensure({
      username: member.username,
      name: '两个中心',
      password: member.password,
      centres: [{ centreId: '00-16', role: 'desk' }],
    });
    expect(
      await post('staff/password.json', {
        sysCenterId: CENTRE,
        operatorId: member.operatorId,
        password: 'fresh1234pass',
      }),
    ).toEqual(ERROR('该工作人员也在其他体检中心任职，请联系平台管理员处理'));
    expect((await signIn(server.app, member.username, member.password)).error_code).toBe('000000');
  });
});

describe('another centre’s manager', () => {
  it('reaches none of this centre’s staff, whichever centre they name', async () => {
    const other = await staffAccount(server.app, { centreId: '00-16', role: 'manager' });
    const token = (await signIn(server.app, other.username, other.password)).data.token;
    const member = await create('desk');
    expect(await call(token, 'GET', `staff.json?sysCenterId=${CENTRE}`)).toEqual({
      error_code: OperatorCodes.forbidden,
      error: '无权操作该体检中心',
      data: null,
    });
    const change = { operatorId: member.operatorId, role: 'manager', version: member.version };
    expect((await post('staff/role.json', { ...change, sysCenterId: CENTRE }, token)).error_code).toBe(
      OperatorCodes.forbidden,
    );
    expect((await post('staff/role.json', { ...change, sysCenterId: '00-16' }, token)).error_code).toBe(
      ErrorCode.notFound,
    );
    expect((await list()).find((r) => r.operatorId === member.operatorId)?.role).toBe('desk');
  });
});

describe('an operator’s own password', () => {
  it('needs the old one; ends their other sessions and keeps this one', async () => {
    const me = await staffAccount(server.app, { centreId: CENTRE, role: 'desk' });
    const here = (await signIn(server.app, me.username, me.password)).data.token;
    const there = (await signIn(server.app, me.username, me.password)).data.token;
    expect(
      await post('password.json', { oldPassword: 'wrong-one1', newPassword: 'mine2024pass' }, here),
    ).toEqual(ERROR('原密码不正确'));
    expect(await post('password.json', { oldPassword: me.password, newPassword: 'short1' }, here)).toEqual(
      ERROR('密码至少8位，须包含字母和数字'),
    );
    expect(await post('password.json', { oldPassword: me.password, newPassword: me.password }, here)).toEqual(
      ERROR('新密码不能与原密码相同'),
    );
    expect(
      (await post('password.json', { oldPassword: me.password, newPassword: 'mine2024pass' }, here))
        .error_code,
    ).toBe('000000');
    expect((await call(here, 'GET', 'me.json')).error_code).toBe('000000');
    expect((await call(there, 'GET', 'me.json')).error_code).toBe(OperatorCodes.login);
    expect((await signIn(server.app, me.username, 'mine2024pass')).error_code).toBe('000000');
  });
});

describe('the audit log of staff changes', () => {
  it('keeps who changed whose role from what to what, never the passwords', async () => {
    const member = await create('desk');
    await post('staff/role.json', {
      sysCenterId: CENTRE,
      operatorId: member.operatorId,
      role: 'doctor',
      version: member.version,
    });
    const rows = await server.app.operators.auditOf('staff', String(member.operatorId));
    expect(rows.map((r) => [r.action, r.outcome])).toEqual([
      ['staff.create', 'ok'],
      ['staff.role', 'ok'],
    ]);
    expect(rows[0]?.detail).toMatchObject({ body: { username: member.username, password: '[已隐藏]' } });
    expect(rows[1]).toMatchObject({
      operatorId: manager.id,
      centreId: CENTRE,
      detail: {
        before: { role: 'desk', disabled: false, totpEnrolled: false },
        after: { role: 'doctor', disabled: false, totpEnrolled: false },
      },
    });
    expect(JSON.stringify(rows)).not.toContain(member.password);
  });
});
