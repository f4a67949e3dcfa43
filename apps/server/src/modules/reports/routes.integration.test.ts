import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAMILY, DEMO_PERSON, seedReports } from '../../seed/report-data.ts';
import { DEMO_USER, seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { headersOf, idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';
import { orders } from '../orders/schema.ts';
import { reportResults, reports } from './schema.ts';

let server: TestServer;
let demo: { token: string; userId: number };
let phoneSeq = 0;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: '2026-11-22' });
  demo = await sessionFor(server, DEMO_USER.mobilePhone);
});
afterAll(async () => {
  await server.close();
});

const NOT_FOUND = { error_code: 'not,found', error: '该报告不存在' };
const ERROR = (error: string) => expect.objectContaining({ error });
const newUser = () => sessionFor(server, `1370003${String(++phoneSeq).padStart(4, '0')}`);

async function get(token: string, url: string) {
  return server.app.inject({ method: 'GET', url, headers: headersOf(token) });
}
async function post(token: string, url: string, payload: object) {
  return (await server.app.inject({ method: 'POST', url, headers: headersOf(token), payload })).json();
}
const list = async (token: string) => (await get(token, '/m/app/system/report.json')).json();
const detail = async (token: string, id: number) =>
  (await get(token, `/m/assess-service/v1/test_report/detail?id=${id}`)).json();
const tendency = async (token: string, id: number, code?: string) =>
  (
    await get(token, `/m/assess-service/v1/test_report/tendency?id=${id}${code ? `&code=${code}` : ''}`)
  ).json();
const health = async (token: string, id: number) =>
  (await get(token, `/m/assess-service/v1/test_report/health?id=${id}`)).json();

async function demoReport(examDate: string): Promise<number> {
  const [row] = await server.db.select().from(reports).where(eq(reports.examDate, examDate));
  return row!.id;
}

describe('the demo reports', () => {
  it('lists the own and the linked mother’s reports, newest first, ID numbers masked, no-store', async () => {
    const res = await get(demo.token, '/m/app/system/report.json');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as {
      examDate: string;
      relation: string;
      identityCardNo: string;
      name: string;
    }[];
    expect(data.map((r) => `${r.examDate} ${r.relation}`)).toEqual([
      '2025-09-20 母亲',
      '2025-05-10 本人',
      '2024-09-21 母亲',
      '2024-06-08 本人',
      '2023-09-16 母亲',
      '2023-04-15 本人',
      '2022-05-21 本人',
      '2021-04-17 本人',
    ]);
    expect(data[1]).toMatchObject({ name: DEMO_PERSON.name, identityCardNo: '110***********0012' });
    expect(JSON.stringify(data)).not.toContain(DEMO_PERSON.idCardNo);
    expect(JSON.stringify(data)).not.toContain(DEMO_FAMILY.idCardNo);
  });

  it('shows the summary first, then the sections with computed marks and references', async () => {
    const id = await demoReport('2025-05-10');
    const res = await get(demo.token, `/m/assess-service/v1/test_report/detail?id=${id}`);
    expect(res.headers['cache-control']).toBe('no-store');
    const report = res.json().data;
    expect(Object.keys(report).indexOf('conclusions')).toBeLessThan(Object.keys(report).indexOf('sections'));
    expect(report.conclusions).toContain('空腹血糖偏高（6.6mmol/L）');
    expect(report.conclusions).toContain('甲状腺右叶结节 TI-RADS 3类');
    expect(report.advice.some((a: string) => a.includes('血压偏高'))).toBe(true);
    expect(report.sections.map((s: { sectionName: string }) => s.sectionName)).toEqual([
      '一般检查',
      '实验室检查',
      '影像检查',
    ]);
    const lab = report.sections[1];
    const sugar = lab.groups.find((g: { groupName: string }) => g.groupName === '血糖');
    expect(sugar.items[0]).toEqual({
      code: 'GLU',
      name: '空腹血糖',
      value: '6.6',
      unit: 'mmol/L',
      reference: '3.9-6.1',
      flag: 'H',
      // The value links to the 糖尿病 column's disease article (健康科普).
      knowledgeId: 201,
    });
    // A value no column explains links to none.
    const blood = lab.groups.flatMap((g: { items: { code: string }[] }) => g.items);
    expect(blood.find((i: { code: string }) => i.code === 'WBC')).toMatchObject({ knowledgeId: null });
    const imaging = report.sections[2];
    expect(
      imaging.findings.map((f: { conclusion: string; abnormal: boolean }) => [f.conclusion, f.abnormal]),
    ).toEqual([
      ['心肺膈未见明显异常', false],
      ['肝胆胰脾肾未见明显异常', false],
      ['甲状腺右叶结节 TI-RADS 3类', true],
    ]);
    expect(report.identityCardNo).toContain('*');
  });

  it('follows an indicator across every report of the person, from any centre, with the band', async () => {
    const id = await demoReport('2025-05-10');
    const answer = await tendency(demo.token, id, 'GLU');
    expect(answer.data.code).toBe('GLU');
    expect(answer.data.series.points.map((p: { value: number }) => p.value)).toEqual([
      5.2, 5.5, 5.8, 6.3, 6.6,
    ]);
    expect(
      new Set(answer.data.series.points.map((p: { sysCenterName: string }) => p.sysCenterName)).size,
    ).toBe(3);
    expect(answer.data.series.band).toEqual({ low: 3.9, high: 6.1 });
    expect(answer.data.indicators.map((i: { code: string }) => i.code)).toContain('SBP');
    // The mother's values never mix into his series.
    expect(answer.data.series.points).toHaveLength(5);
  });

  it('shows the first abnormal indicator when none is asked for, and nothing for an unknown one', async () => {
    const id = await demoReport('2025-05-10');
    const first = await tendency(demo.token, id);
    expect(first.data.code).toBe('BMI');
    const unknown = await tendency(demo.token, id, 'NOPE');
    expect(unknown.data).toMatchObject({ code: 'NOPE', series: null });
    expect((await tendency(demo.token, id, 'bad code!')).error).toBe('指标编号不正确');
  });

  it('seeds once: a second run adds no report, result, order or link', async () => {
    const count = async () => ({
      reports: (await server.db.select().from(reports)).length,
      results: (await server.db.select().from(reportResults)).length,
      orders: (await server.db.select().from(orders)).length,
      list: (await list(demo.token)).data.length,
    });
    const before = await count();
    await seedReports(server.db, demo.userId);
    expect(await count()).toEqual(before);
  });

  it('shows the demo account the orders its reports came from, as ended orders it paid for', async () => {
    const page = (await get(demo.token, '/m/individuation-service/order/listOrder?tab=all')).json().data;
    const ended = page.list.filter((o: { status: string }) => o.status === 'order_end');
    expect(ended.map((o: { boExaminationDate: string }) => o.boExaminationDate)).toEqual([
      '2025-05-10',
      '2024-06-08',
      '2023-04-15',
      '2022-05-21',
      '2021-04-17',
    ]);
    const order = (await get(demo.token, `/m/wx/1/appointment/order.json?orderId=${ended[0].id}`)).json();
    expect(order.error_code).toBe('000000');
    expect(order.data).toMatchObject({ status: 'order_end', payType: 'online', paid: order.data.payable });
    expect(order.data.payable).toBeGreaterThan(0);
  });

  it('brings reports seeded before their orders existed up to today’s rules', async () => {
    const before = (await list(demo.token)).data;
    // A database seeded by an earlier version: no orders behind the demo reports, no recorded phone.
    await server.db.update(reports).set({ orderId: null, mobilePhone: '' });
    await server.db.delete(orders).where(eq(orders.userId, demo.userId));
    expect((await list(demo.token)).data).toEqual([]);
    await seedReports(server.db, demo.userId);
    expect((await list(demo.token)).data).toEqual(before);
  });

  it('evaluates risk by system', async () => {
    const id = await demoReport('2025-05-10');
    const answer = await health(demo.token, id);
    const level = Object.fromEntries(
      answer.data.systems.map((s: { system: string; level: string }) => [s.system, s.level]),
    );
    expect(level).toMatchObject({ 心血管: '高', 糖代谢: '中', 肝脏: '中', 影像: '中', 体重: '中' });
    expect(answer.data.overall).toBe('高');
  });
});

describe('ownership', () => {
  it('answers not,found to another account on every read, and lists nothing of the demo', async () => {
    const other = await newUser();
    const id = await demoReport('2025-05-10');
    expect((await list(other.token)).data).toEqual([]);
    expect(await detail(other.token, id)).toMatchObject(NOT_FOUND);
    expect(await tendency(other.token, id, 'GLU')).toMatchObject(NOT_FOUND);
    expect(await health(other.token, id)).toMatchObject(NOT_FOUND);
    expect(
      await post(other.token, '/m/assess-service/v1/test_report/deleteReportReceiveRelation', { id }),
    ).toMatchObject(NOT_FOUND);
    expect(await detail(other.token, 999_999)).toMatchObject(NOT_FOUND);
  });

  it('keeps an unlinked person’s report from the demo account, and asks for a session', async () => {
    const [stranger] = await server.db
      .insert(reports)
      .values({
        reportNo: 'BG-STRANGER-1',
        idCardNo: idCardOf('19700101', 11),
        name: '赵六',
        sexCode: 'male',
        age: 55,
        sysCenterId: '00-1',
        sysCenterName: '北京朝阳健康体检中心',
        examDate: '2025-01-01',
      })
      .returning();
    expect(await detail(demo.token, stranger!.id)).toMatchObject(NOT_FOUND);
    expect((await list(demo.token)).data.some((r: { id: number }) => r.id === stranger!.id)).toBe(false);
    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/m/assess-service/v1/test_report/detail?id=${stranger!.id}`,
    });
    expect(anonymous.json().data ?? null).toBeNull();
    expect(anonymous.json().error_code).not.toBe('000000');
  });

  it('refuses a bad report id plainly', async () => {
    for (const id of ['abc', '0', '9999999999', '-1']) {
      const res = await get(demo.token, `/m/assess-service/v1/test_report/detail?id=${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().error).toBe('报告编号不正确');
    }
  });
});

describe('publishing a report (operator API)', () => {
  let slot = 0;
  async function examinedOrder(idCardNo: string) {
    const user = await newUser();
    const { body } = await packageOrder(server, {
      date: '2026-12-02',
      slotNo: (slot++ % 9) + 1,
      idCardNo,
      name: '孙七',
    });
    const answer = await submit(server, user.token, body);
    expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
    // The desk's check-in and exam are the orders module's; here the order is simply where they leave it.
    await server.db
      .update(orders)
      .set({ status: 'order_analysis_report' })
      .where(eq(orders.id, answer.data.orderId));
    return { user, orderId: answer.data.orderId as number };
  }
  const publishBody = (orderId: number) => ({
    orderId,
    conclusions: ['空腹血糖升高'],
    advice: ['内分泌科随诊'],
    results: [
      {
        section: 'laboratory',
        groupName: '血糖',
        code: 'GLU',
        name: '空腹血糖',
        value: '7.2',
        unit: 'mmol/L',
        refLow: 3.9,
        refHigh: 6.1,
        flag: '',
      },
      {
        section: 'general',
        groupName: '血压',
        code: 'SBP',
        name: '收缩压',
        value: '120',
        unit: 'mmHg',
        refLow: 90,
        refHigh: 139,
        flag: 'H',
      },
      {
        section: 'laboratory',
        groupName: '尿常规',
        code: 'U-PRO',
        name: '尿蛋白',
        value: '阳性',
        refText: '阴性',
      },
    ],
    findings: [{ item: '胸部DR', finding: '未见异常', conclusion: '心肺未见异常', abnormal: false }],
  });
  const publish = async (token: string, payload: object) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/m/operator/reports.json',
        headers: operatorHeaders(token),
        payload,
      })
    ).json();

  it('publishes with computed flags, moves the order to 待领取报告 and writes the audit', async () => {
    const { user, orderId } = await examinedOrder(idCardOf('19800505', 31));
    const desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    expect(await publish(desk, publishBody(orderId))).toEqual(ERROR('无权操作该体检中心'));
    const elsewhere = await operatorToken(server.app, { centreId: '00-16', role: 'doctor' });
    expect(await publish(elsewhere, publishBody(orderId))).toEqual(ERROR('无权操作该体检中心'));

    const doctor = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
    const done = await publish(doctor, publishBody(orderId));
    expect(done).toMatchObject({
      error_code: '000000',
      data: { orderId, status: 'order_receive_report', abnormalCount: 2 },
    });
    const rows = await server.db.select().from(reportResults).where(eq(reportResults.reportId, done.data.id));
    expect(Object.fromEntries(rows.map((r) => [r.code, r.flag]))).toEqual({
      GLU: 'H',
      SBP: '',
      'U-PRO': 'A',
    });
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('order_receive_report');

    // Recorded with the order's phone: the one a claim by the examinee proves.
    const [published] = await server.db.select().from(reports).where(eq(reports.id, done.data.id));
    expect(published!.mobilePhone).toBe(order!.phone);

    // The person who booked reads it; the examinee's ID number and name are the order's.
    const mine = (await list(user.token)).data;
    expect(mine).toEqual([expect.objectContaining({ id: done.data.id, name: '孙七', abnormalCount: 2 })]);
    expect((await detail(user.token, done.data.id)).data.doctor).toContain('测试doctor');

    expect(await publish(doctor, publishBody(orderId))).toEqual(ERROR('该订单的报告已发布'));
    const audit = await server.app.operators.auditOf('order', String(orderId));
    expect(audit.map((a) => `${a.action}:${a.outcome}`)).toEqual([
      'report.publish:无权操作该体检中心',
      'report.publish:无权操作该体检中心',
      'report.publish:ok',
      'report.publish:该订单的报告已发布',
    ]);
  });

  it('gives one report when two doctors publish at once', async () => {
    const { orderId } = await examinedOrder(idCardOf('19820707', 35));
    const [a, b] = await Promise.all([
      operatorToken(server.app, { centreId: '00-1', role: 'doctor' }),
      operatorToken(server.app, { centreId: '00-1', role: 'manager' }),
    ]);
    const answers = await Promise.all([publish(a, publishBody(orderId)), publish(b, publishBody(orderId))]);
    expect(answers.map((x) => x.error || 'ok').sort()).toEqual(['ok', '该订单的报告已发布']);
    expect(await server.db.select().from(reports).where(eq(reports.orderId, orderId))).toHaveLength(1);
  });

  it('refuses an order not yet examined and leaves no report behind; a missing order is not,found', async () => {
    const { orderId } = await examinedOrder(idCardOf('19810606', 33));
    await server.db
      .update(orders)
      .set({ status: 'order_hospital_examination' })
      .where(eq(orders.id, orderId));
    const doctor = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
    expect(await publish(doctor, publishBody(orderId))).toEqual(ERROR('待体检的订单不能发布报告'));
    expect(await server.db.select().from(reports).where(eq(reports.orderId, orderId))).toEqual([]);
    expect(await publish(doctor, publishBody(9_999_999))).toMatchObject({ error_code: 'not,found' });
    expect(await publish(doctor, publishBody(99_999_999_999))).toEqual(ERROR('订单编号不正确'));
    expect(await publish(doctor, { ...publishBody(orderId), conclusions: [] })).toEqual(
      ERROR('请填写总检结论'),
    );
  });
});
