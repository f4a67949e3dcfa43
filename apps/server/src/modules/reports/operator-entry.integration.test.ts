// The console's report entry (docs/operators.md "Reports"): the orders waiting for a report, the
// form of an examined order, the preview of the abnormal marks, and publishing by the same rule, after
// which the person's report list shows it at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { throughDesk } from '../orders/desk-fixtures.ts';
import { headersOf, idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';

let server: TestServer;
const TODAY = '2026-11-22';
let seq = 0;
let doctor: string;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  doctor = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
});
afterAll(async () => {
  await server.close();
});

/** A new account's booking of 00-1's basic package; examined at the desk when asked. */
async function order(date: string, slotNo: number, examine: boolean | null) {
  const n = ++seq;
  const user = await sessionFor(server, `1370055${String(n).padStart(4, '0')}`);
  const { body } = await packageOrder(server, { date, slotNo, idCardNo: idCardOf('19900404', 2 * n + 1) });
  const answer = await submit(server, user.token, body);
  expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
  const o = { ...user, orderId: answer.data.orderId as number, orderNo: answer.data.orderNo as string, date };
  if (examine !== null) await throughDesk(server, o, { examine });
  return o;
}

const get = async (token: string, url: string) =>
  (await server.app.inject({ method: 'GET', url, headers: operatorHeaders(token) })).json();
const post = async (token: string, url: string, payload: object) =>
  (await server.app.inject({ method: 'POST', url, headers: operatorHeaders(token), payload })).json();
const form = (token: string, orderId: number) =>
  get(token, `/m/operator/reports/form.json?orderId=${orderId}`);
const waiting = (token: string) =>
  get(token, '/m/operator/orders.json?sysCenterId=00-1&status=order_analysis_report');

const result = (code: string, name: string, value: string, ref: object) => ({
  section: 'laboratory',
  groupName: '检验',
  code,
  name,
  value,
  unit: '',
  ...ref,
});
const entered = {
  results: [
    result('GLU', '空腹血糖', '7.2', { refLow: 3.9, refHigh: 6.1 }),
    result('HGB', '血红蛋白', '120', { refLow: 130, refHigh: 175 }),
    result('U-PRO', '尿蛋白', '+', { refText: '阴性' }),
    result('ALT', '丙氨酸氨基转移酶', '30', { refLow: 9, refHigh: 50 }),
  ],
  findings: [
    { item: '胸部DR', finding: '双肺纹理增多', conclusion: '双肺纹理增多', abnormal: true },
    { item: '腹部彩超', finding: '未见异常', conclusion: '肝胆胰脾肾未见明显异常', abnormal: false },
  ],
};

describe('report entry', () => {
  it('lists the examined orders waiting for a report, and gives each item what to fill in', async () => {
    const o = await order('2026-12-01', 1, true);
    expect((await waiting(doctor)).data.list.map((x: { orderNo: string }) => x.orderNo)).toContain(o.orderNo);

    const body = await form(doctor, o.orderId);
    expect(body.error_code, body.error).toBe('000000');
    expect(body.data.order).toMatchObject({
      id: o.orderId,
      orderNo: o.orderNo,
      sexCode: 'male',
      status: 'order_analysis_report',
      statusName: '待分析报告',
    });
    const byId = new Map(body.data.items.map((i: { projectId: string }) => [i.projectId, i]));
    expect(byId.get('BLOOD-RT')).toMatchObject({ finding: null });
    expect((byId.get('BLOOD-RT') as { results: { code: string }[] }).results.map((r) => r.code)).toEqual([
      'WBC',
      'NEUT-P',
      'LYMPH-P',
      'RBC',
      'HGB',
      'HCT',
      'PLT',
    ]);
    expect((byId.get('LIVER') as { results: unknown[] }).results).toContainEqual({
      code: 'ALT',
      name: '丙氨酸氨基转移酶',
      unit: 'U/L',
      section: 'laboratory',
      groupName: '肝功能',
      refLow: 9,
      refHigh: 50,
      refText: '',
    });
    expect(byId.get('DR-CHEST')).toMatchObject({ results: [], finding: { section: 'imaging' } });
    expect(byId.get('EYE-ROUTINE')).toMatchObject({ results: [], finding: { section: 'general' } });
    // Consumables are not items to report on.
    expect([...byId.keys()].some((id) => String(id).startsWith('M-'))).toBe(false);
  });

  it('previews the marks publishing computes, by the same rule, and the person sees the report at once', async () => {
    const o = await order('2026-12-01', 2, true);
    const preview = await post(doctor, '/m/operator/reports/preview.json', {
      orderId: o.orderId,
      ...entered,
    });
    expect(preview.data).toEqual({
      results: [
        { code: 'GLU', flag: 'H' },
        { code: 'HGB', flag: 'L' },
        { code: 'U-PRO', flag: 'A' },
        { code: 'ALT', flag: '' },
      ],
      abnormalCount: 4,
    });
    const published = await post(doctor, '/m/operator/reports.json', {
      orderId: o.orderId,
      conclusions: ['空腹血糖偏高'],
      ...entered,
    });
    expect(published.data).toMatchObject({ status: 'order_receive_report', abnormalCount: 4 });
    const reports = (
      await server.app.inject({
        method: 'GET',
        url: '/m/app/system/report.json',
        headers: headersOf(o.token),
      })
    ).json();
    expect(reports.data).toEqual([expect.objectContaining({ id: published.data.id, abnormalCount: 4 })]);
    expect((await waiting(doctor)).data.list.map((x: { orderNo: string }) => x.orderNo)).not.toContain(
      o.orderNo,
    );
    expect(await form(doctor, o.orderId)).toMatchObject({
      error_code: 'param,invalid',
      error: '该订单的报告已发布',
    });
  });

  it('is for the doctors and managers of the order’s centre, and only once the exam is done', async () => {
    const booked = await order('2026-12-02', 1, null);
    expect(await form(doctor, booked.orderId)).toMatchObject({
      error_code: 'param,invalid',
      error: '待体检的订单不能录入报告',
    });
    const examined = await order('2026-12-02', 2, true);
    const desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    const elsewhere = await operatorToken(server.app, { centreId: '00-16', role: 'doctor' });
    for (const token of [desk, elsewhere]) {
      expect(await form(token, examined.orderId)).toMatchObject({ error_code: 'operator,forbidden' });
      expect(
        await post(token, '/m/operator/reports/preview.json', { orderId: examined.orderId, ...entered }),
      ).toMatchObject({ error_code: 'operator,forbidden' });
    }
    const manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
    expect((await form(manager, examined.orderId)).error_code).toBe('000000');
    expect(await form(doctor, 99_999)).toMatchObject({ error_code: 'not,found' });
    expect(
      await post(doctor, '/m/operator/reports/preview.json', {
        orderId: examined.orderId,
        results: [entered.results[0], entered.results[0]],
      }),
    ).toMatchObject({ error_code: 'param,invalid', error: '指标编号重复' });
  });
});
