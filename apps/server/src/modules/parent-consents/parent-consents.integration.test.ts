// Booking for a parent without a smartphone (issue 24): the parent's consent by a code to their phone,
// recorded with who, when and the phone; then the reminders of their orders reach the booker as well.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { throughDesk } from '../orders/desk-fixtures.ts';
import { idCardOf, packageOrder, postAs, sessionFor, submit } from '../orders/order-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: '2026-11-22', demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

/** The phone the order fixtures record for the examination: here, the parent's. */
const PARENT_PHONE = '13912345678';
const BOOKER_PHONE = '13700881001';
const MOTHER_ID = idCardOf('19560310', 24);

const getAs = async (token: string, url: string) =>
  (await server.app.inject({ method: 'GET', url, headers: { token, clientId: 'client-consent' } })).json();

async function addMother(token: string, boCellPhoneNo: string | null, idCardNo = MOTHER_ID) {
  const saved = await postAs(server, token, '/m/assess-service/v1/family/member/save', {
    relationCode: 'mother',
    callName: '周桂兰',
    idCardNo,
    boCellPhoneNo,
    sexCode: 'female',
    age: 70,
    marryStateCode: 'married',
    folkId: 0,
  });
  expect(saved.error_code, saved.error).toBe('000000');
  return saved.data.id as number;
}

const shanghai = (s: string) => Date.parse(`${s}+08:00`);
async function at<T>(time: string, run: () => Promise<T>): Promise<T> {
  const shift = shanghai(time) - server.clock.now().getTime();
  server.clock.advance(shift);
  try {
    return await run();
  } finally {
    server.clock.advance(-shift);
  }
}

describe('a parent’s consent to be booked for', () => {
  let booker: { token: string; userId: number };
  let memberId: number;

  it('is given by the code sent to the parent’s phone and recorded with who, when and the masked phone', async () => {
    booker = await sessionFor(server, BOOKER_PHONE);
    memberId = await addMother(booker.token, PARENT_PHONE);
    expect((await getAs(booker.token, '/m/family/consents.json')).data).toEqual([]);

    const sent = await postAs(server, booker.token, '/m/family/consent/code.json', { memberId });
    expect(sent).toMatchObject({ error_code: '000000', data: { mobilePhone: '139****5678' } });
    await new Promise((r) => setTimeout(r, 0));
    const code = server.sms.lastCode?.(PARENT_PHONE);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await postAs(server, booker.token, '/m/family/consent.json', {
      memberId,
      msgCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error_code).not.toBe('000000');
    expect((await getAs(booker.token, '/m/family/consents.json')).data).toEqual([]);

    const ok = await postAs(server, booker.token, '/m/family/consent.json', { memberId, msgCode: code });
    expect(ok.error_code, ok.error).toBe('000000');
    expect(ok.data).toEqual({
      memberId,
      name: '周桂兰',
      relation: '母亲',
      mobilePhone: '139****5678',
      consentedAt: server.clock.now().toISOString(),
    });
    expect((await getAs(booker.token, '/m/family/consents.json')).data).toEqual([ok.data]);
  });

  it('cannot be asked for another account’s member, nor for a member without a phone of their own', async () => {
    const stranger = await sessionFor(server, '13700881002');
    const other = await postAs(server, stranger.token, '/m/family/consent/code.json', { memberId });
    expect(other.error_code).not.toBe('000000');
    expect(other.error).toBe('该家庭成员不存在');

    const noPhone = await addMother(stranger.token, null, idCardOf('19580101', 26));
    const refused = await postAs(server, stranger.token, '/m/family/consent/code.json', {
      memberId: noPhone,
    });
    expect(refused.error).toBe('请先为该家人填写手机号码，验证码将发送到该手机');
    const bad = await postAs(server, stranger.token, '/m/family/consent.json', {
      memberId: 'x',
      msgCode: '1',
    });
    expect(bad.error_code).toBe('param,invalid');
  });

  it('sends the evening reminder of the parent’s order to the parent and to the booker, until withdrawn', async () => {
    const { body } = await packageOrder(server, {
      date: '2026-11-26',
      slotNo: 1,
      name: '周桂兰',
      idCardNo: MOTHER_ID,
    });
    const answer = await submit(server, booker.token, body);
    expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
    const orderId = answer.data.orderId as number;

    await at('2026-11-25T18:05:00', () => server.app.notices.planExamEve());
    const rows = await server.app.notices.ofOrder(orderId);
    expect(rows.map((r) => `${r.recipient}:${r.status}`).sort()).toEqual([
      'booker:pending',
      'examinee:pending',
    ]);
    const parentBefore = server.sms.noticesTo?.(PARENT_PHONE).length ?? 0;
    await at('2026-11-25T18:06:00', () => server.app.notices.drain());
    const toParent = server.sms.noticesTo?.(PARENT_PHONE) ?? [];
    const toBooker = server.sms.noticesTo?.(BOOKER_PHONE) ?? [];
    expect(toParent.length).toBe(parentBefore + 1);
    expect(toParent.at(-1)?.text).toMatch(/^周\*兰您好，您预约了明天（11月26日）/);
    expect(toBooker.map((n) => n.text)).toEqual([toParent.at(-1)?.text]);

    // Withdrawn: the next order's reminder goes to the parent only (the first is cancelled to book again).
    const cancelled = await postAs(server, booker.token, '/m/wx/order/cancel.json', { orderId });
    expect(cancelled.error_code, cancelled.error).toBe('000000');
    const withdrawn = await postAs(server, booker.token, '/m/family/consent/withdraw.json', { memberId });
    expect(withdrawn.error_code, withdrawn.error).toBe('000000');
    const next = await packageOrder(server, {
      date: '2026-11-27',
      slotNo: 1,
      name: '周桂兰',
      idCardNo: MOTHER_ID,
    });
    const second = await submit(server, booker.token, next.body);
    expect(second.data?.code, JSON.stringify(second)).toBe(0);
    await at('2026-11-26T18:05:00', async () => {
      await server.app.notices.planExamEve();
      await server.app.notices.drain();
    });
    const planned = await server.app.notices.ofOrder(second.data.orderId as number);
    expect(planned.map((r) => `${r.recipient}:${r.status}`)).toEqual(['examinee:sent']);
    expect(server.sms.noticesTo?.(BOOKER_PHONE)).toHaveLength(1);
  });
});

describe('the report’s notice of a parent booked for with consent', () => {
  it('is planned for the parent and for the booker as the report is published', async () => {
    const booker = await sessionFor(server, '13700881005');
    const fatherId = idCardOf('19520505', 27);
    const saved = await postAs(server, booker.token, '/m/assess-service/v1/family/member/save', {
      relationCode: 'father',
      callName: '李长顺',
      idCardNo: fatherId,
      boCellPhoneNo: '13912340005',
      sexCode: 'male',
      age: 74,
      marryStateCode: 'married',
      folkId: 0,
    });
    const memberId = saved.data.id as number;
    await postAs(server, booker.token, '/m/family/consent/code.json', { memberId });
    await new Promise((r) => setTimeout(r, 0));
    const msgCode = server.sms.lastCode?.('13912340005');
    const ok = await postAs(server, booker.token, '/m/family/consent.json', { memberId, msgCode });
    expect(ok.error_code, ok.error).toBe('000000');

    const { body } = await packageOrder(server, {
      date: '2026-11-23',
      slotNo: 4,
      name: '李长顺',
      idCardNo: fatherId,
    });
    const answer = await submit(server, booker.token, body);
    expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
    const o = {
      orderId: answer.data.orderId as number,
      orderNo: answer.data.orderNo as string,
      date: '2026-11-23',
    };
    await throughDesk(server, o, { examine: true });
    const doctor = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
    const published = await server.app.inject({
      method: 'POST',
      url: '/m/operator/reports.json',
      headers: operatorHeaders(doctor),
      payload: { orderId: o.orderId, conclusions: ['未见明显异常'], advice: [], results: [], findings: [] },
    });
    expect(published.json().error_code, published.json().error).toBe('000000');
    const rows = await server.app.notices.ofOrder(o.orderId);
    expect(rows.map((r) => `${r.kind}:${r.recipient}`).sort()).toEqual([
      'reportReady:booker',
      'reportReady:examinee',
    ]);
    await server.app.notices.drain();
    expect((server.sms.noticesTo?.('13700881005') ?? []).map((n) => n.text)).toEqual([
      '李*顺您好，您在北京朝阳健康体检中心的体检报告已出具，请在“体检报告”中查看。',
    ]);
  });
});
