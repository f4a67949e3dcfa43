import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_PASSWORD, demoOperatorUsername } from '../../seed/operator-data.ts';
import { DEMO_USER, seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { authed, loginBySms } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { OperatorCodes } from './service.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: '2026-11-22' });
});
afterAll(async () => {
  await server.close();
});

const me = (headers: Record<string, string>) =>
  server.app.inject({ method: 'GET', url: '/m/operator/me.json', headers }).then((r) => r.json());

describe('operator accounts', () => {
  it('log in with their own password and see their centres and roles', async () => {
    await server.app.operators.ensure({
      username: 'desk-a',
      name: '前台小王',
      password: 'desk-a-secret',
      centres: [
        { centreId: '00-1', role: 'desk' },
        { centreId: '00-16', role: 'manager' },
      ],
    });
    const login = (
      await server.app.inject({
        method: 'POST',
        url: '/m/operator/login.json',
        payload: { username: 'desk-a', password: 'desk-a-secret' },
      })
    ).json();
    expect(login.error_code).toBe('000000');
    expect(login.data.centres.map((c: { centreId: string; role: string }) => [c.centreId, c.role])).toEqual([
      ['00-1', 'desk'],
      ['00-16', 'manager'],
    ]);
    expect(login.data).not.toHaveProperty('passwordHash');
    const profile = await me(operatorHeaders(login.data.token));
    expect(profile.data.name).toBe('前台小王');
  });

  it('refuse a wrong password with one message that does not say which part was wrong', async () => {
    const wrongPassword = (
      await server.app.inject({
        method: 'POST',
        url: '/m/operator/login.json',
        payload: { username: 'desk-a', password: 'nope-nope' },
      })
    ).json();
    const noSuchUser = (
      await server.app.inject({
        method: 'POST',
        url: '/m/operator/login.json',
        payload: { username: 'nobody-here', password: 'nope-nope' },
      })
    ).json();
    expect(wrongPassword).toMatchObject({ error_code: OperatorCodes.login, error: '账号或密码错误' });
    expect(noSuchUser).toMatchObject({ error_code: OperatorCodes.login, error: '账号或密码错误' });
  });

  it('never open with a customer token, nor without one', async () => {
    const customer = (await loginBySms(server, DEMO_USER.mobilePhone)).token;
    expect(await me(authed(customer))).toMatchObject({ error_code: OperatorCodes.login });
    expect(await me({})).toMatchObject({ error_code: OperatorCodes.login, error: '请先登录工作人员账号' });
  });

  it('end their session at logout', async () => {
    const token = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
    expect((await me(operatorHeaders(token))).error_code).toBe('000000');
    const out = await server.app.inject({
      method: 'POST',
      url: '/m/operator/logout.json',
      headers: operatorHeaders(token),
    });
    expect(out.json().error_code).toBe('000000');
    expect((await me(operatorHeaders(token))).error_code).toBe(OperatorCodes.login);
  });

  it('expire after a working day, however busy', async () => {
    const token = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    // A call every 25 minutes keeps it from going idle, up to the twelfth hour.
    for (let spent = 0; spent + 25 * 60_000 < 12 * 3600_000; spent += 25 * 60_000) {
      server.clock.advance(25 * 60_000);
      expect((await me(operatorHeaders(token))).error_code).toBe('000000');
    }
    server.clock.advance(25 * 60_000);
    expect(await me(operatorHeaders(token))).toMatchObject({
      error_code: OperatorCodes.login,
      error: '请先登录工作人员账号',
    });
  });

  it('end after half an hour without a call; each call starts the half hour again', async () => {
    const token = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    server.clock.advance(29 * 60_000);
    expect((await me(operatorHeaders(token))).error_code).toBe('000000');
    server.clock.advance(29 * 60_000);
    expect((await me(operatorHeaders(token))).error_code).toBe('000000');
    server.clock.advance(30 * 60_000 + 1000);
    expect(await me(operatorHeaders(token))).toMatchObject({ error_code: OperatorCodes.login });
    // The refused call did not revive it.
    expect(await me(operatorHeaders(token))).toMatchObject({ error_code: OperatorCodes.login });
  });
});

describe('the demo', () => {
  it('seeds a manager per centre and a desk and a doctor at a few, once however often it runs', async () => {
    await seedDemoData(server.db, { today: '2026-11-22' });
    const demo = async (username: string) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/m/operator/login.json',
          payload: { username, password: DEMO_OPERATOR_PASSWORD },
        })
      ).json();
    expect((await demo(demoOperatorUsername('00-16'))).data.centres).toEqual([
      { centreId: '00-16', centreName: expect.any(String), role: 'manager' },
    ]);
    expect((await demo('op-00-85')).data.centres).toEqual([
      { centreId: '00-85', centreName: expect.any(String), role: 'manager' },
    ]);
    for (const centreId of ['00-1', '00-16', '00-30']) {
      for (const role of ['desk', 'doctor'] as const) {
        const login = await demo(demoOperatorUsername(centreId, role));
        expect(login.data.centres).toEqual([{ centreId, centreName: expect.any(String), role }]);
        expect(login.data.username).toBe(`${role}-${centreId}`);
      }
    }
    expect((await demo('desk-00-85')).error_code).toBe(OperatorCodes.login);
    const staff = await server.app.operators.staff.list('00-30');
    expect(staff.list.map((m) => [m.username, m.role])).toEqual([
      ['desk-00-30', 'desk'],
      ['doctor-00-30', 'doctor'],
      ['op-00-30', 'manager'],
    ]);
  });
});

describe('roles and the audit log', () => {
  it('allow a role only at its own centre', async () => {
    const token = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    const operator = await server.app.operators.authenticate(token);
    expect(() => server.app.operators.assertRole(operator, '00-1', ['desk', 'manager'])).not.toThrow();
    expect(() => server.app.operators.assertRole(operator, '00-1', ['doctor'])).toThrow('无权操作该体检中心');
    expect(() => server.app.operators.assertRole(operator, '00-16', ['desk'])).toThrow('无权操作该体检中心');
  });

  it('keeps who did what to which record', async () => {
    const token = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
    const operator = await server.app.operators.authenticate(token);
    await server.app.operators.audit({
      operatorId: operator.id,
      centreId: '00-1',
      action: 'order.checkIn',
      targetType: 'order',
      targetId: '42',
      detail: { orderNo: 'TJ20261122000042' },
    });
    const rows = await server.app.operators.auditOf('order', '42');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operatorId: operator.id, action: 'order.checkIn', outcome: 'ok' });
  });
});
