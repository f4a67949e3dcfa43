// The audit log as a centre's manager reads it (issue: "every operator action with who, when, what
// and before/after, filterable").
import { ErrorCode } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorCall, signIn, staffAccount } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';
import { OperatorCodes } from './service.ts';

let server: TestServer;
const CENTRE = '00-1';
// The exam day of the order below: a Tuesday, nine days after the test clock's Sunday 2026-11-22.
const EXAM_DAY = '2026-12-01';
let order: { orderId: number; orderNo: string };
let managerAccount: { id: number; username: string; password: string };
let deskAccount: { id: number; username: string; password: string };
let doctorId: number;

interface Row {
  id: number;
  at: string;
  operatorId: number;
  operatorName: string;
  action: string;
  actionLabel: string;
  targetType: string;
  targetId: string;
  outcome: string;
  reason: string | null;
  request: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  operatorCall(server.app, token, method, url, payload);
const tokenOf = async (account: { username: string; password: string }) =>
  (await signIn(server.app, account.username, account.password)).data.token as string;

/** Moves the test clock to 09:00 Shanghai of `date` for `run`, and back afterwards. */
async function on<T>(date: string, run: () => Promise<T>): Promise<T> {
  const shift = Date.parse(`${date}T09:00:00+08:00`) - server.clock.now().getTime();
  server.clock.advance(shift);
  try {
    return await run();
  } finally {
    server.clock.advance(-shift);
  }
}

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: '2026-11-22', demoAccount: false });
  managerAccount = await staffAccount(server.app, { centreId: CENTRE, role: 'manager', name: '李经理' });
  deskAccount = await staffAccount(server.app, { centreId: CENTRE, role: 'desk', name: '前台小张' });
  const doctor = await staffAccount(server.app, { centreId: CENTRE, role: 'doctor', name: '赵医生' });
  doctorId = doctor.id;
  const customer = await sessionFor(server, '13700990001');
  const { body } = await packageOrder(server, {
    date: EXAM_DAY,
    slotNo: 2,
    idCardNo: idCardOf('19800505', 11),
  });
  const answer = await submit(server, customer.token, body);
  order = answer.data;

  // The day's work at the centre, as the log will show it: a doctor tries the desk's job and is
  // refused, the desk checks the person in and marks the exam done, the manager changes a slot.
  await on(EXAM_DAY, async () => {
    const doctorToken = await tokenOf(doctor);
    const desk = await tokenOf(deskAccount);
    expect(
      (await call(doctorToken, 'POST', 'orders/check-in.json', { orderNo: order.orderNo })).error_code,
    ).toBe(OperatorCodes.forbidden);
    expect((await call(desk, 'POST', 'orders/check-in.json', { orderNo: order.orderNo })).error_code).toBe(
      '000000',
    );
    expect((await call(desk, 'POST', 'orders/examined.json', { orderId: order.orderId })).error_code).toBe(
      '000000',
    );
    const manager = await tokenOf(managerAccount);
    const capacity = await call(manager, 'POST', 'schedule/capacity.json', {
      sysCenterId: CENTRE,
      date: '2026-12-03',
      slotNo: 4,
      capacity: 3,
    });
    expect(capacity.error_code, capacity.error).toBe('000000');
  });
});
afterAll(async () => {
  await server.close();
});

async function auditPage(query: string, token?: string) {
  return call(token ?? (await tokenOf(managerAccount)), 'GET', `audit.json?sysCenterId=${CENTRE}&${query}`);
}
const rowsOf = async (query: string) => (await auditPage(query)).data.list as Row[];

describe('the audit log', () => {
  it('shows each call newest first: who, when, what in Chinese, on which record, and the state before and after', async () => {
    const page = await auditPage('');
    expect(page.error_code, page.error).toBe('000000');
    const rows = page.data.list as Row[];
    expect(rows.map((r) => r.at)).toEqual([...rows.map((r) => r.at)].sort().reverse());

    const checkIn = rows.find((r) => r.action === 'order.checkIn' && r.outcome === 'ok')!;
    expect(checkIn).toMatchObject({
      operatorId: deskAccount.id,
      operatorName: '前台小张',
      actionLabel: '签到',
      targetType: 'order',
      targetId: String(order.orderId),
      reason: null,
      request: { body: { orderNo: order.orderNo } },
      before: { status: 'order_hospital_examination', checkedInAt: null, examinedAt: null },
      after: { status: 'order_hospital_examination', checkedInAt: expect.any(String), examinedAt: null },
    });
    expect(Date.parse(checkIn.at)).toBe(Date.parse(`${EXAM_DAY}T09:00:00+08:00`));

    const examined = rows.find((r) => r.action === 'order.examined')!;
    expect(examined).toMatchObject({
      actionLabel: '标记体检完成',
      before: { status: 'order_hospital_examination' },
      after: { status: 'order_analysis_report', examinedAt: expect.any(String) },
    });

    const capacity = rows.find((r) => r.action === 'schedule.capacity')!;
    expect(capacity).toMatchObject({
      operatorName: '李经理',
      actionLabel: '设置时段可约人数',
      targetType: 'slot',
      targetId: `${CENTRE}/2026-12-03/4`,
      after: { capacity: 3, booked: 0 },
    });
    expect(capacity.before).toEqual({ capacity: expect.any(Number), booked: 0 });
    expect(capacity.before?.capacity).not.toBe(3);
  });

  it('keeps the refusals, with the reason the operator was told', async () => {
    const rows = await rowsOf('outcome=refused');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.outcome === 'refused')).toBe(true);
    expect(rows.find((r) => r.action === 'order.checkIn')).toMatchObject({
      operatorId: doctorId,
      operatorName: '赵医生',
      reason: '无权操作该体检中心',
      targetId: String(order.orderId),
      before: null,
      after: null,
    });
    expect((await rowsOf('outcome=ok')).every((r) => r.outcome === 'ok')).toBe(true);
  });

  it('filters by operator, action, record and day (China time, both days included)', async () => {
    const byDesk = await rowsOf(`operatorId=${deskAccount.id}`);
    expect(byDesk.map((r) => r.action).sort()).toEqual(['order.checkIn', 'order.examined']);

    expect((await rowsOf('action=order.examined')).map((r) => r.operatorId)).toEqual([deskAccount.id]);

    const ofOrder = await rowsOf(`targetType=order&targetId=${order.orderId}`);
    expect(ofOrder.map((r) => `${r.action}:${r.outcome}`)).toEqual([
      'order.examined:ok',
      'order.checkIn:ok',
      'order.checkIn:refused',
    ]);

    expect(await rowsOf(`from=${EXAM_DAY}&to=${EXAM_DAY}&action=order.checkIn`)).toHaveLength(2);
    expect(await rowsOf('from=2026-12-02&action=order.checkIn')).toHaveLength(0);
    expect(await rowsOf('to=2026-11-30&action=order.checkIn')).toHaveLength(0);
  });

  it('comes a page at a time, with the total', async () => {
    // The order's rows: reading the log adds rows of its own (audit.list), these stay put.
    const all = (await auditPage('targetType=order&pageSize=100')).data;
    const second = (await auditPage('targetType=order&page=2&pageSize=2')).data;
    expect(all.total).toBe(3);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.list.map((r: Row) => r.id)).toEqual([all.list[2].id]);
  });

  it('includes the staff’s calls on their own accounts, and nothing of another centre', async () => {
    const desk = await tokenOf(deskAccount);
    const changed = await call(desk, 'POST', 'password.json', {
      oldPassword: deskAccount.password,
      newPassword: 'desk2026pass',
    });
    expect(changed.error_code).toBe('000000');
    deskAccount.password = 'desk2026pass';
    const own = await rowsOf('action=account.password');
    expect(own).toMatchObject([
      {
        operatorId: deskAccount.id,
        actionLabel: '修改自己的密码',
        targetType: 'operator',
        targetId: String(deskAccount.id),
        request: { body: { oldPassword: '[已隐藏]', newPassword: '[已隐藏]' } },
      },
    ]);

    // Another centre's manager works at their centre: none of it shows here, nor this centre's there.
    const other = await staffAccount(server.app, { centreId: '00-16', role: 'manager' });
    const otherToken = await tokenOf(other);
    await call(otherToken, 'GET', 'orders.json?sysCenterId=00-16');
    const here = await rowsOf('pageSize=100');
    expect(here.map((r) => r.operatorId)).not.toContain(other.id);
    const there = (await call(otherToken, 'GET', 'audit.json?sysCenterId=00-16&pageSize=100')).data
      .list as Row[];
    expect(there.map((r) => r.operatorId)).not.toContain(deskAccount.id);
    expect(there.map((r) => r.operatorId)).toContain(other.id);
  });

  it('is the manager’s: a desk or another centre’s manager is refused', async () => {
    expect(await auditPage('', await tokenOf(deskAccount))).toEqual({
      error_code: OperatorCodes.forbidden,
      error: '无权操作该体检中心',
      data: null,
    });
    const other = await staffAccount(server.app, { centreId: '00-16', role: 'manager' });
    expect((await auditPage('', await tokenOf(other))).error_code).toBe(OperatorCodes.forbidden);
  });

  it('refuses filters it cannot read, in Chinese', async () => {
    const refused = (error: string) => ({ error_code: ErrorCode.paramInvalid, error, data: null });
    expect(await auditPage('from=2026-12-02&to=2026-12-01')).toEqual(refused('开始日期不能晚于结束日期'));
    expect(await auditPage('action=order.delete')).toEqual(refused('操作类型不正确'));
    expect(await auditPage('targetId=5')).toEqual(refused('请先选择对象类型'));
    expect(await auditPage('outcome=maybe')).toEqual(refused('结果不正确'));
    expect(await auditPage('pageSize=500')).toEqual(refused('每页条数应在1到100之间'));
  });
});
