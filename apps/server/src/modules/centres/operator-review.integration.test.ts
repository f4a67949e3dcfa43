// The console's doctor review (docs/operators.md "Doctor review"): the queue of a centre's orders
// waiting for a doctor, any exam day, and the manager's switch that decides whether new bookings wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { customOrder, idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';

let server: TestServer;
const TODAY = '2026-11-22';
let seq = 0;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  (await server.app.inject({ method, url, headers: operatorHeaders(token), payload })).json();
const setting = (token: string, centre: string) =>
  call(token, 'GET', `/m/operator/centre/review.json?sysCenterId=${centre}`);
const turn = (token: string, body: object) => call(token, 'POST', '/m/operator/centre/review/set.json', body);
const queue = (token: string, centre: string) =>
  call(token, 'GET', `/m/operator/orders.json?sysCenterId=${centre}&status=order_pending`);

async function book(centre: string, date: string, slotNo: number, custom = false) {
  const n = ++seq;
  const user = await sessionFor(server, `1370066${String(n).padStart(4, '0')}`);
  const o = { sysCenterId: centre, date, slotNo, idCardNo: idCardOf('19900303', 2 * n + 1) };
  const { body } = custom ? await customOrder(server, o) : await packageOrder(server, o);
  const answer = await submit(server, user.token, body);
  expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
  return answer.data as { orderId: number; orderNo: string; status: string };
}

describe('the review queue', () => {
  it('lists the centre’s orders waiting for a doctor, every exam day, earliest first; a decision takes one out', async () => {
    const doctor = await operatorToken(server.app, { centreId: '00-30', role: 'doctor' });
    const later = await book('00-30', '2026-12-10', 1, true);
    const sooner = await book('00-30', '2026-12-03', 2, true);
    expect([later.status, sooner.status]).toEqual(['order_pending', 'order_pending']);
    const listed = await queue(doctor, '00-30');
    expect(listed.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      sooner.orderNo,
      later.orderNo,
    ]);
    expect(listed.data.list[0]).toMatchObject({ review: { state: 'pending' }, statusName: '待审核' });

    const decided = await call(doctor, 'POST', '/m/operator/orders/review.json', {
      orderId: sooner.orderId,
      approve: true,
      note: '可以体检',
    });
    expect(decided.error_code).toBe('000000');
    expect((await queue(doctor, '00-30')).data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      later.orderNo,
    ]);
    // Another centre's doctor sees none of it.
    const elsewhere = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
    expect((await queue(elsewhere, '00-30')).error).toBe('无权操作该体检中心');
  });
});

describe('the doctor-review switch', () => {
  it('is read by the centre’s staff and changed by its manager only, audited', async () => {
    const manager = await operatorToken(server.app, { centreId: '00-30', role: 'manager' });
    const doctor = await operatorToken(server.app, { centreId: '00-30', role: 'doctor' });
    const other = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
    expect((await setting(doctor, '00-30')).data).toEqual({ sysCenterId: '00-30', on: true, type: 2 });
    expect(await setting(other, '00-30')).toMatchObject({ error_code: 'operator,forbidden' });
    for (const token of [doctor, other]) {
      expect(await turn(token, { sysCenterId: '00-30', on: false })).toMatchObject({
        error_code: 'operator,forbidden',
        error: '无权操作该体检中心',
      });
    }
    expect((await setting(manager, '00-30')).data.on).toBe(true);
    expect(await turn(manager, { sysCenterId: '00-30', on: true, type: 3 })).toMatchObject({
      error_code: 'param,invalid',
      error: '审核范围不正确',
    });
    const audit = (await server.app.operators.auditOf('centre', '00-30')).filter(
      (a) => a.action === 'centre.review',
    );
    expect(audit.map((a) => a.outcome)).toEqual(['无权操作该体检中心', '无权操作该体检中心']);
  });

  it('sends new bookings to the doctor when on, and straight to the exam when off; waiting ones stay', async () => {
    const manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
    const centrePage = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/m/app/system/center.json?_BIZCODE=0002&sysCenterId=00-1',
        })
      ).json().data;
    expect((await centrePage()).verifyOn).toBe(0);
    expect((await book('00-1', '2026-12-08', 1)).status).toBe('order_hospital_examination');

    const on = await turn(manager, { sysCenterId: '00-1', on: true, type: 1 });
    expect(on.data).toEqual({ sysCenterId: '00-1', on: true, type: 1 });
    // Users read the centre anew at once: the booking form shows the review notice.
    expect(await centrePage()).toMatchObject({ verifyOn: 1, verifyType: 1 });
    const waiting = await book('00-1', '2026-12-08', 2);
    expect(waiting.status).toBe('order_pending');

    expect((await turn(manager, { sysCenterId: '00-1', on: false })).data).toEqual({
      sysCenterId: '00-1',
      on: false,
      type: 1,
    });
    expect((await book('00-1', '2026-12-08', 3)).status).toBe('order_hospital_examination');
    // The order booked while review was on still waits for the doctor.
    expect((await queue(manager, '00-1')).data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      waiting.orderNo,
    ]);
    const audit = (await server.app.operators.auditOf('centre', '00-1')).filter(
      (a) => a.action === 'centre.review',
    );
    expect(audit.map((a) => [a.action, a.outcome])).toEqual([
      ['centre.review', 'ok'],
      ['centre.review', 'ok'],
    ]);
  });
});
