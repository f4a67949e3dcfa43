// The abnormal-result loop (issue 24): a report's abnormal values in plain words and the re-check its
// centre offers, for the report's owner only; the one-tap booking's plan is one the ordinary submit
// takes; the reminder is planned with the report a week before the advised day and is not sent to
// someone who booked since.

import { randomUUID } from 'node:crypto';
import { payableTotal, planAmounts, priceSummary, recheckRemindAt } from '@tijian/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateReads } from '../../db/read-cache.ts';
import { DEMO_USER, seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { headersOf, idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';
import { orders } from '../orders/schema.ts';
import { reportReads, reports } from '../reports/schema.ts';

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

const newUser = () => sessionFor(server, `1370024${String(++phoneSeq).padStart(4, '0')}`);
const recheck = async (token: string, id: number | string) => {
  const res = await server.app.inject({
    method: 'GET',
    url: `/m/assess-service/v1/test_report/recheck?id=${id}`,
    headers: headersOf(token),
  });
  return { cacheControl: res.headers['cache-control'], ...res.json() };
};
const NOT_FOUND = { error_code: 'not,found', error: '该报告不存在' };

async function demoReportId(): Promise<number> {
  const [row] = await server.db.select().from(reports).where(eq(reports.examDate, '2025-05-10'));
  return row!.id;
}

/** The body the submit screen sends for a plan of 00-1, priced by the domain's engine, paid at the centre. */
async function bodyFor(
  plan: Parameters<typeof priceSummary>[1],
  examinee: Record<string, unknown>,
  slot: { date: string; slotNo: number },
) {
  const c = await server.app.catalogue.centreCatalogue('00-1');
  const summary = priceSummary(c.index, plan);
  const breakdown = payableTotal({
    ...planAmounts(c.index, summary),
    coupon: null,
    payType: 'onhospital',
    services: [],
    cards: [],
    today: server.clock.now().toISOString().slice(0, 10),
  });
  return {
    _BIZCODE: '0002',
    idempotencyKey: randomUUID(),
    sysCenterId: '00-1',
    name: examinee.callName,
    marryStateCode: examinee.marryStateCode,
    age: examinee.age,
    sexCode: examinee.sexCode,
    folkId: examinee.folkId,
    boCellPhoneNo: examinee.boCellPhoneNo,
    identityCardNo: examinee.idCardNo,
    plan,
    bookingType: 'custom',
    price: breakdown.payable,
    boExaminationDate: slot.date,
    boExaminationTimeNo: slot.slotNo,
    payType: 'onhospital',
    coupon: null,
    cardNoList: [],
    serviceIds: [],
  };
}

describe('the demo report (raised ALT and fasting glucose)', () => {
  it('explains each abnormal value in plain words and proposes the centre’s re-check', async () => {
    const answer = await recheck(demo.token, await demoReportId());
    expect(answer.cacheControl).toBe('no-store');
    const { explanations, proposal } = answer.data;
    const byCode = Object.fromEntries(explanations.map((e: { code: string }) => [e.code, e]));
    expect(byCode.ALT).toMatchObject({ value: '58', direction: 'high', urgent: null, recheckMonths: 3 });
    expect(byCode.ALT.meaning).toMatch(/^转氨酶偏高，可能与.+有关，建议/);
    expect(byCode.ALT.followUps).toEqual(['肝功能（八项）', '腹部彩超（肝、胆、胰、脾、肾）']);
    expect(byCode.GLU.followUps).toEqual(['糖化血红蛋白（HbA1c）', '空腹血糖']);
    // The 2025 report's other abnormal values (blood pressure, HbA1c, BMI) are explained too; the
    // thyroid nodule is a finding, which no value rule covers.
    expect(Object.keys(byCode).sort()).toEqual(['ALT', 'BMI', 'DBP', 'GLU', 'HBA1C', 'SBP']);
    expect(proposal).toMatchObject({
      sysCenterId: '00-1',
      sysCenterName: '北京朝阳健康体检中心',
      // The soonest interval: blood pressure, a month after 2025-05-10.
      recheckDate: '2025-06-10',
      booked: false,
    });
    expect(proposal.items.map((i: { projectId: string }) => i.projectId).sort()).toEqual([
      'ABPM',
      'GEN-BASIC',
      'GEN-BODYCOMP',
      'GLU',
      'HBA1C',
      'LIVER',
      'US-ABD',
    ]);
    const profile = (await server.app.users.profile(demo.userId))!;
    expect(proposal.booking.examinee).toMatchObject({
      callName: profile.name,
      idCardNo: profile.idCardNo,
      boCellPhoneNo: profile.mobilePhone,
    });
    // The read is in the access log, as every read of a report's content.
    const reads = await server.db.select().from(reportReads).where(eq(reportReads.kind, 'recheck'));
    expect(reads.length).toBeGreaterThan(0);
  });

  it('books the proposal with the ordinary submit, and then says it is booked', async () => {
    const id = await demoReportId();
    const { booking } = (await recheck(demo.token, id)).data.proposal;
    const body = await bodyFor(booking.plan, booking.examinee, { date: '2026-12-07', slotNo: 2 });
    const answer = await submit(server, demo.token, body);
    expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, answer.data.orderId));
    expect(order).toMatchObject({
      bookingType: 'custom',
      sysCenterId: '00-1',
      idCardNo: booking.examinee.idCardNo,
    });
    expect((await recheck(demo.token, id)).data.proposal.booked).toBe(true);
    // Cancelled, it no longer counts.
    await server.db.update(orders).set({ status: 'order_cancel' }).where(eq(orders.id, order!.id));
    expect((await recheck(demo.token, id)).data.proposal.booked).toBe(false);
  });
});

describe('who may read it', () => {
  it('answers not,found to another account, exactly as for a missing report', async () => {
    const other = await newUser();
    expect(await recheck(other.token, await demoReportId())).toMatchObject(NOT_FOUND);
    expect(await recheck(other.token, 999_999)).toMatchObject(NOT_FOUND);
    expect((await recheck(other.token, 'x')).error).toBe('报告编号不正确');
  });
});

describe('at a centre that does not offer the re-check', () => {
  it('explains the values but proposes nothing', async () => {
    const id = await demoReportId();
    const [row] = await server.db.select().from(reports).where(eq(reports.id, id));
    // A centre that no longer has a catalogue here.
    await server.db.update(reports).set({ sysCenterId: '00-999' }).where(eq(reports.id, id));
    try {
      const answer = (await recheck(demo.token, id)).data;
      expect(answer.explanations.length).toBeGreaterThan(0);
      expect(answer.explanations.every((e: { followUps: string[] }) => e.followUps.length === 0)).toBe(true);
      expect(answer.proposal).toBeNull();
    } finally {
      await server.db.update(reports).set({ sysCenterId: row!.sysCenterId }).where(eq(reports.id, id));
    }
  });
});

describe('the reminder', () => {
  let slot = 0;
  /** An order of a new account, examined and published with a raised fasting glucose (7.2). */
  async function published(idCardNo: string, o: { coldCache?: boolean } = {}) {
    const user = await newUser();
    const { body } = await packageOrder(server, {
      date: '2026-12-02',
      slotNo: (slot++ % 9) + 1,
      idCardNo,
      name: '周明',
    });
    const answer = await submit(server, user.token, body);
    expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
    const orderId = answer.data.orderId as number;
    await server.db.update(orders).set({ status: 'order_analysis_report' }).where(eq(orders.id, orderId));
    const doctor = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
    // The centre's catalogue read again from the database, as when its cache has run out.
    if (o.coldCache) invalidateReads(server.db);
    const done = (
      await server.app.inject({
        method: 'POST',
        url: '/m/operator/reports.json',
        headers: operatorHeaders(doctor),
        payload: {
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
            },
          ],
          findings: [],
        },
      })
    ).json();
    expect(done.error_code, JSON.stringify(done)).toBe('000000');
    return { user, orderId, reportId: done.data.id as number };
  }
  const rechecks = async (orderId: number) =>
    (await server.app.notices.ofOrder(orderId)).filter((n) => n.kind === 'recheck');

  it('is planned with the report, a week before the advised day', async () => {
    const { orderId, reportId } = await published(idCardOf('19800606', 41));
    const [notice] = await rechecks(orderId);
    // Glucose: re-check in 3 months from the exam day (2026-12-02) → 2027-03-02, reminded on 02-23 09:00.
    expect(notice).toMatchObject({ key: `recheck:${reportId}`, status: 'pending', examDate: '2027-03-02' });
    expect(notice!.dueAt.toISOString()).toBe(recheckRemindAt('2027-03-02').toISOString());
    expect(notice!.dueAt.toISOString()).toBe('2027-02-23T01:00:00.000Z');
  });

  it('is planned when the centre’s catalogue is no longer cached: read before the publishing transaction, never inside it', async () => {
    // Inside the transaction the read waited on PGlite for the transaction's own connection, for ever.
    const { orderId } = await published(idCardOf('19800606', 47), { coldCache: true });
    expect(await rechecks(orderId)).toHaveLength(1);
  });

  it('is sent when due, naming the centre and the day, and never before', async () => {
    const { orderId } = await published(idCardOf('19800606', 43));
    const phone = (await server.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.phone;
    const before = (server.sms.noticesTo?.(phone) ?? []).length;
    await server.app.notices.drain();
    expect((await rechecks(orderId))[0]!.status).toBe('pending');
    server.clock.advance(Date.parse('2027-02-23T09:00:00+08:00') - server.clock.now().getTime());
    try {
      await server.app.notices.drain();
    } finally {
      server.clock.advance(Date.parse('2026-11-22T09:00:00+08:00') - server.clock.now().getTime());
    }
    const [notice] = await rechecks(orderId);
    expect(notice).toMatchObject({ status: 'sent', channel: 'sms' });
    const sent = (server.sms.noticesTo?.(phone) ?? []).slice(before).map((n) => n.text);
    expect(sent).toContain(
      '周*您好，您在北京朝阳健康体检中心的体检报告建议于3月2日前后复查，请在“体检报告”中查看复查建议并预约。',
    );
  });

  it('is not sent to someone who booked the re-check since', async () => {
    const idCardNo = idCardOf('19800606', 45);
    const { user, orderId, reportId } = await published(idCardNo);
    const proposal = (await recheck(user.token, reportId)).data.proposal;
    expect(proposal.items.map((i: { projectId: string }) => i.projectId)).toEqual(['HBA1C', 'GLU']);
    // Booked for the same person at the same centre (the account's profile is not that person, so
    // there is no one-tap booking: it books through the ordinary pages).
    expect(proposal.booking).toBeNull();
    // A booking before the report does not count; this one, an hour after, has 空腹血糖 in its package.
    server.clock.advance(3600_000);
    const { body } = await packageOrder(server, { date: '2026-12-09', slotNo: 3, idCardNo, name: '周明' });
    expect((await submit(server, user.token, body)).data?.code).toBe(0);
    server.clock.advance(Date.parse('2027-02-23T09:00:00+08:00') - server.clock.now().getTime());
    try {
      await server.app.notices.drain();
    } finally {
      server.clock.advance(Date.parse('2026-11-22T09:00:00+08:00') - server.clock.now().getTime());
    }
    expect((await rechecks(orderId))[0]).toMatchObject({ status: 'skipped', detail: '已预约复查' });
    // What counts is a proposed item: the same booking holds no thyroid test, nor is it another centre's.
    const since = (await rechecks(orderId))[0]!.createdAt;
    const q = { userId: user.userId, idCardNo, centreId: '00-1', since };
    expect(await server.app.orders.notices.bookedSince({ ...q, projectIds: ['GLU'] })).toBe(true);
    expect(await server.app.orders.notices.bookedSince({ ...q, projectIds: ['THYROID'] })).toBe(false);
    expect(
      await server.app.orders.notices.bookedSince({ ...q, centreId: '00-16', projectIds: ['GLU'] }),
    ).toBe(false);
  });

  it('is not planned for a report with nothing a rule covers', async () => {
    const user = await newUser();
    const { body } = await packageOrder(server, {
      date: '2026-12-03',
      slotNo: 4,
      idCardNo: idCardOf('19800606', 47),
      name: '周明',
    });
    const answer = await submit(server, user.token, body);
    const orderId = answer.data.orderId as number;
    await server.db.update(orders).set({ status: 'order_analysis_report' }).where(eq(orders.id, orderId));
    const doctor = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
    const done = await server.app.inject({
      method: 'POST',
      url: '/m/operator/reports.json',
      headers: operatorHeaders(doctor),
      payload: {
        orderId,
        conclusions: ['未见明显异常'],
        advice: [],
        results: [
          {
            section: 'laboratory',
            groupName: '血糖',
            code: 'GLU',
            name: '空腹血糖',
            value: '5.0',
            unit: 'mmol/L',
            refLow: 3.9,
            refHigh: 6.1,
          },
        ],
        findings: [],
      },
    });
    expect(done.json().error_code).toBe('000000');
    expect(await rechecks(orderId)).toEqual([]);
    expect((await server.app.notices.ofOrder(orderId)).map((n) => n.kind)).toEqual(['reportReady']);
  });
});
