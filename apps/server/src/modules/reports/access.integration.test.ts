// Issue 18 §1: reports reach only the person they belong to. A second account types whatever it
// knows of the demo account (report and order ids, the ID numbers and names of its person and of its
// mother, its phone) and learns nothing it would not learn about someone with no reports or orders;
// a claim needs the code sent to the phone the centre recorded; a family member's reports need the
// member's confirmation, or the guardian's for a minor; every read lands in the access log.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAMILY, DEMO_PERSON } from '../../seed/report-data.ts';
import { DEMO_USER, seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { headersOf, idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';
import { orders } from '../orders/schema.ts';
import { reports } from './schema.ts';

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

const NOT_FOUND = { error_code: 'not,found', error: '该报告不存在', data: null };
const ERROR = (error: string) => expect.objectContaining({ error });
const OK = (data: unknown) => ({ error_code: '000000', error: '', data });
const nextPhone = () => `1360004${String(++phoneSeq).padStart(4, '0')}`;
const newUser = async () => {
  const phone = nextPhone();
  return { phone, ...(await sessionFor(server, phone)) };
};
/** Each check gets a phone of its own: the 59 s between codes is per phone. */
const later = () => server.clock.advance(60_000);

async function get(token: string, url: string) {
  return (await server.app.inject({ method: 'GET', url: `/m${url}`, headers: headersOf(token) })).json();
}
async function post(token: string, url: string, payload: object) {
  return (
    await server.app.inject({ method: 'POST', url: `/m${url}`, headers: headersOf(token), payload })
  ).json();
}

const R = '/assess-service/v1/test_report';
const list = async (token: string) => (await get(token, '/app/system/report.json')).data as Listed[];
const readsOf = (token: string, id: number) => get(token, `${R}/reads?id=${id}`);
const claimCode = (token: string, body: object) => post(token, `${R}/claim/code`, body);
const claim = (token: string, body: object) => post(token, `${R}/claim`, body);
const familyCode = (token: string, body: object) =>
  post(token, '/assess-service/v1/family/member/code', body);
const link = (token: string, body: object) => post(token, '/assess-service/v1/family/member/link', body);
const shares = (token: string) => get(token, `${R}/shares`);
const withdraw = (token: string, id: number) => post(token, `${R}/shares/withdraw`, { id });

interface Listed {
  id: number;
  name: string;
  relation: string;
  examDate: string;
}

/** Every read a customer can make of one report. */
const readsOfReport = (token: string, id: number) =>
  Promise.all([
    get(token, `${R}/detail?id=${id}`),
    get(token, `${R}/tendency?id=${id}`),
    get(token, `${R}/tendency?id=${id}&code=GLU`),
    get(token, `${R}/health?id=${id}`),
    readsOf(token, id),
    post(token, `${R}/deleteReportReceiveRelation`, { id }),
  ]);

const mother = {
  name: DEMO_FAMILY.name,
  idCardNo: DEMO_FAMILY.idCardNo,
  mobilePhone: DEMO_FAMILY.mobilePhone,
};
const demoPerson = {
  name: DEMO_PERSON.name,
  idCardNo: DEMO_PERSON.idCardNo,
  mobilePhone: DEMO_USER.mobilePhone,
};
const wrongCode = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

async function allReportIds() {
  return (await server.db.select({ id: reports.id }).from(reports)).map((r) => r.id);
}

let slot = 0;
/** An open order at 00-1 booked by `token` for a person (sex and age as the ID number gives them). */
async function openOrder(
  token: string,
  person: { idCardNo: string; name: string; sexCode: string; age: number },
) {
  const { body } = await packageOrder(server, {
    date: '2026-12-09',
    slotNo: (slot++ % 9) + 1,
    idCardNo: person.idCardNo,
    name: person.name,
  });
  return submit(server, token, { ...body, sexCode: person.sexCode, age: person.age });
}
const MOTHER_EXAMINEE = {
  idCardNo: DEMO_FAMILY.idCardNo,
  name: DEMO_FAMILY.name,
  sexCode: 'female',
  age: 68,
};

describe('a second account typing what it knows of the demo account', () => {
  it('reads, counts and detects none of its reports, by id, ID number, name or phone', async () => {
    const stranger = await newUser();
    // The profile is typed, never verified: the demo person's ID number and name there open nothing.
    const pretender = await newUser();
    await server.app.users.updateProfile(pretender.userId, {
      name: DEMO_PERSON.name,
      idCardNo: DEMO_PERSON.idCardNo,
    });
    expect(await list(pretender.token)).toEqual([]);
    expect(await readsOfReport(pretender.token, (await list(demo.token))[1]!.id)).toEqual(
      await readsOfReport(pretender.token, 999_999),
    );

    const nobody = await readsOfReport(stranger.token, 999_999);
    expect(nobody.slice(0, 5)).toEqual(Array(5).fill(NOT_FOUND));
    for (const id of await allReportIds()) {
      expect(await readsOfReport(stranger.token, id)).toEqual(nobody);
    }
    const unlinkPerson = (idCardNo: string) =>
      post(stranger.token, `${R}/deleteReportReceiveRelation`, { idCardNo });
    expect(await unlinkPerson(DEMO_FAMILY.idCardNo)).toEqual(await unlinkPerson(idCardOf('19580612', 26)));

    // Codes: the same answer for the demo person, its mother, a person with no reports, the right
    // phone or the stranger's own; the code goes out only to the phone the centre recorded.
    const nobodyPerson = { name: '钱八', idCardNo: idCardOf('19850312', 13), mobilePhone: stranger.phone };
    const answers = [];
    for (const body of [demoPerson, mother, nobodyPerson, { ...demoPerson, mobilePhone: stranger.phone }]) {
      answers.push(await claimCode(stranger.token, body));
      later();
      answers.push(await familyCode(stranger.token, body));
      later();
    }
    expect(answers).toEqual(Array(8).fill(OK({ countdown: 59 })));
    expect(server.sms.lastCode(stranger.phone)).toBeUndefined();

    // Guessing is answered alike too, whether the phone was the recorded one or not.
    const guessAfterSend = async (body: typeof demoPerson) => {
      const guesser = await newUser();
      later();
      expect(await claimCode(guesser.token, body)).toEqual(OK({ countdown: 59 }));
      return claim(guesser.token, { ...body, msgCode: wrongCode(server.sms.lastCode(body.mobilePhone)) });
    };
    const onRecordedPhone = await guessAfterSend(demoPerson);
    expect(onRecordedPhone).toEqual(ERROR('短信验证码错误，还可尝试4次'));
    expect(await guessAfterSend({ ...nobodyPerson, mobilePhone: nextPhone() })).toEqual(onRecordedPhone);
    expect(await guessAfterSend({ ...demoPerson, mobilePhone: nextPhone() })).toEqual(onRecordedPhone);
    expect(await list(stranger.token)).toEqual([]);
  });
});

describe('a second account and the demo account’s orders and examinees', () => {
  it('finds none of its orders by id, and every order endpoint answers as for an order that does not exist', async () => {
    const mine = await openOrder(demo.token, MOTHER_EXAMINEE);
    expect(mine.data?.code, JSON.stringify(mine)).toBe(0);
    const demoOrders = await server.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, demo.userId));
    expect(demoOrders.length).toBeGreaterThanOrEqual(6);

    const stranger = await newUser();
    const byId = (id: number) =>
      Promise.all([
        get(stranger.token, `/wx/1/appointment/order.json?orderId=${id}`),
        post(stranger.token, '/wx/order/cancel.json', { orderId: id }),
        post(stranger.token, '/wx/2/appointment/updateOrderForClient.json', {
          orderId: id,
          boExaminationDate: '2026-12-10',
          boExaminationTimeNo: 1,
        }),
        post(stranger.token, '/wx/order/acceptReview.json', { orderId: id }),
        post(stranger.token, '/wx/1/pay/prepay.json', { orderId: id }),
        get(stranger.token, `/wx/refund/quote.json?orderId=${id}`),
        post(stranger.token, '/wx/refund/apply.json', {
          orderId: id,
          reason: '行程有变/时间冲突',
          idempotencyKey: `key-${randomUUID()}`,
        }),
        get(stranger.token, `/wx/refund/detail.json?orderId=${id}`),
        post(stranger.token, '/wx/refund/withdraw.json', { orderId: id }),
      ]);
    const missing = await byId(999_999);
    expect(new Set(missing.map((m) => m.error))).toEqual(new Set(['该订单不存在']));
    expect(missing.every((a) => a.error_code !== '000000')).toBe(true);
    for (const { id } of demoOrders) expect(await byId(id)).toEqual(missing);
    const listed = await get(stranger.token, '/individuation-service/order/listOrder?pageNum=1&pageSize=20');
    expect(JSON.stringify(listed)).not.toContain(DEMO_FAMILY.name);
    expect(JSON.stringify(listed)).not.toContain(DEMO_PERSON.name);
  });

  it('learns nothing of an open order from the existing-order check or from booking the same person', async () => {
    const stranger = await newUser();
    const check = (idCardNo: string) =>
      get(stranger.token, `/wx/order/validate.json?sysCenterId=00-1&idCardNo=${idCardNo}`);
    // The demo account has an open order at 00-1 for its mother (booked above).
    expect(await check(DEMO_FAMILY.idCardNo)).toEqual(await check(idCardOf('19580612', 26)));
    expect(await check(DEMO_FAMILY.idCardNo)).toEqual(OK({ exists: false, message: null, orderId: null }));
    expect(await check(DEMO_PERSON.idCardNo)).toEqual(OK({ exists: false, message: null, orderId: null }));
    // Booking her is answered as for anyone with no order: a refusal (-2) would tell.
    const booked = await openOrder(stranger.token, MOTHER_EXAMINEE);
    expect(booked.data?.code, JSON.stringify(booked)).toBe(0);
    expect(
      (await post(stranger.token, '/wx/order/cancel.json', { orderId: booked.data.orderId })).error_code,
    ).toBe('000000');

    // The demo account itself is told its own order, with its date and id.
    const own = await get(
      demo.token,
      `/wx/order/validate.json?sysCenterId=00-1&idCardNo=${DEMO_FAMILY.idCardNo}`,
    );
    expect(own.data).toMatchObject({ exists: true, message: expect.stringContaining('2026-12-09') });
    expect(own.data.orderId).toEqual(expect.any(Number));
  });

  it('tells an account that proved the person of another account’s open order, never its date', async () => {
    const daughter = await newUser();
    await server.app.family.reportLinks.save({
      userId: daughter.userId,
      ...mother,
      relationCode: 'mother',
    });
    const answer = await get(
      daughter.token,
      `/wx/order/validate.json?sysCenterId=00-1&idCardNo=${DEMO_FAMILY.idCardNo}`,
    );
    expect(answer).toEqual(
      OK({ exists: true, message: '该体检人在本中心已有尚未完成的体检订单，请勿重复预约', orderId: null }),
    );
    const refused = await openOrder(daughter.token, MOTHER_EXAMINEE);
    expect(refused.data).toMatchObject({ code: -2, orderId: null });
  });

  it('reads none of its family members by id', async () => {
    const saved = await post(demo.token, '/assess-service/v1/family/member/save', {
      relationCode: 'mother',
      callName: DEMO_FAMILY.name,
      idCardNo: DEMO_FAMILY.idCardNo,
      boCellPhoneNo: DEMO_FAMILY.mobilePhone,
      sexCode: 'female',
      age: 68,
      marryStateCode: 'married',
      folkId: 0,
      height: '158',
      weight: '56',
    });
    expect(saved.error_code, saved.error).toBe('000000');
    const stranger = await newUser();
    const byId = (id: number) =>
      Promise.all([
        get(stranger.token, `/assess-service/v1/family/member/detail?id=${id}`),
        post(stranger.token, '/assess-service/v1/family/member/save', {
          ...saved.data,
          id,
          callName: '改名',
        }),
        post(stranger.token, '/assess-service/v1/family/member/save', { ...saved.data, id, delete: true }),
      ]);
    expect(await byId(saved.data.id)).toEqual(await byId(999_999));
    expect((await get(stranger.token, '/assess-service/v1/family/member/list')).data).toEqual([]);
    expect(
      (await get(demo.token, `/assess-service/v1/family/member/detail?id=${saved.data.id}`)).data,
    ).toMatchObject({ callName: DEMO_FAMILY.name });
  });
});

describe('claiming reports', () => {
  it('needs the code sent to the recorded phone: a wrong one is refused, then the code dies', async () => {
    // The mother's own account: her profile carries her ID number, which opens nothing by itself.
    const mum = await sessionFor(server, DEMO_FAMILY.mobilePhone);
    expect(await list(mum.token)).toEqual([]);
    later();
    expect(await claimCode(mum.token, mother)).toEqual(OK({ countdown: 59 }));
    const code = server.sms.lastCode(DEMO_FAMILY.mobilePhone)!;
    const wrong = { ...mother, msgCode: wrongCode(code) };
    for (let left = 4; left >= 1; left--) {
      expect(await claim(mum.token, wrong)).toEqual(ERROR(`短信验证码错误，还可尝试${left}次`));
    }
    expect(await claim(mum.token, wrong)).toEqual(ERROR('验证码错误次数过多，请重新获取'));
    expect(await claim(mum.token, { ...mother, msgCode: code })).toEqual(ERROR('验证码已失效，请重新获取'));
    expect(await list(mum.token)).toEqual([]);
    // A new code only after the 59 s; the family-link code or a login code never claims.
    expect((await claimCode(mum.token, mother)).error_code).toBe('sms,frequent');
    later();
    expect(await familyCode(demo.token, mother)).toEqual(OK({ countdown: 59 }));
    const linkCode = server.sms.lastCode(DEMO_FAMILY.mobilePhone)!;
    expect((await claim(mum.token, { ...mother, msgCode: linkCode })).error_code).not.toBe('000000');
    later();

    expect(await claimCode(mum.token, mother)).toEqual(OK({ countdown: 59 }));
    const claimed = await claim(mum.token, {
      ...mother,
      msgCode: server.sms.lastCode(DEMO_FAMILY.mobilePhone),
    });
    expect(claimed).toEqual(
      OK({
        name: DEMO_FAMILY.name,
        identityCardNo: '110***********0024',
        mobilePhone: '139****9000',
        reportCount: 3,
      }),
    );
    const hers = await list(mum.token);
    expect(hers.map((r) => `${r.examDate} ${r.relation}`)).toEqual([
      '2025-09-20 本人',
      '2024-09-21 本人',
      '2023-09-16 本人',
    ]);
  });

  it('covers only the reports recorded with the proven phone', async () => {
    const person = { name: '周九', idCardNo: idCardOf('19700707', 41) };
    const [first, second] = [nextPhone(), nextPhone()];
    await insertReport({
      ...person,
      mobilePhone: first,
      reportNo: `BG-CLAIM-${first}`,
      examDate: '2024-03-01',
    });
    await insertReport({
      ...person,
      mobilePhone: second,
      reportNo: `BG-CLAIM-${second}`,
      examDate: '2025-03-01',
    });
    const user = await sessionFor(server, first);
    later();
    await claimCode(user.token, { ...person, mobilePhone: first });
    const answer = await claim(user.token, {
      ...person,
      mobilePhone: first,
      msgCode: server.sms.lastCode(first),
    });
    expect(answer.data.reportCount).toBe(1);
    expect((await list(user.token)).map((r) => r.examDate)).toEqual(['2024-03-01']);
  });
});

async function insertReport(r: {
  name: string;
  idCardNo: string;
  mobilePhone: string;
  reportNo: string;
  examDate: string;
  age?: number;
}) {
  const [row] = await server.db
    .insert(reports)
    .values({
      reportNo: r.reportNo,
      idCardNo: r.idCardNo,
      name: r.name,
      mobilePhone: r.mobilePhone,
      sexCode: 'male',
      age: r.age ?? 50,
      sysCenterId: '00-1',
      sysCenterName: '北京朝阳健康体检中心',
      examDate: r.examDate,
      conclusions: ['未见明显异常'],
    })
    .returning();
  return row!.id;
}

describe('family members’ reports', () => {
  it('appear only after the member confirms with the code to their phone, and go when the member withdraws', async () => {
    const son = await newUser();
    later();
    expect(await familyCode(son.token, mother)).toEqual(OK({ countdown: 59 }));
    const code = server.sms.lastCode(DEMO_FAMILY.mobilePhone)!;
    const body = { ...mother, relationCode: 'mother' };
    expect(await link(son.token, { ...body, msgCode: wrongCode(code) })).toEqual(
      ERROR('短信验证码错误，还可尝试4次'),
    );
    expect(await list(son.token)).toEqual([]);
    expect(await link(son.token, { ...body, msgCode: code })).toEqual(
      OK({
        name: DEMO_FAMILY.name,
        relation: '母亲',
        identityCardNo: '110***********0024',
        reportCount: 3,
        guardian: false,
      }),
    );
    const linked = await list(son.token);
    expect(linked.map((r) => r.relation)).toEqual(['母亲', '母亲', '母亲']);

    // The member, on her own account (her phone), sees who reads her reports and withdraws this one.
    const mum = await sessionFor(server, DEMO_FAMILY.mobilePhone);
    const granted = (await shares(mum.token)).data as { id: number; account: string; relation: string }[];
    const masked = `${son.phone.slice(0, 3)}****${son.phone.slice(7)}`;
    expect(granted.map((g) => `${g.account} ${g.relation}`)).toEqual(
      expect.arrayContaining(['138****8000 母亲', `${masked} 母亲`]),
    );
    const theirs = granted.find((g) => g.account === masked)!;
    expect(await withdraw(son.token, theirs.id)).toEqual(ERROR('未找到该授权'));
    expect(await withdraw(mum.token, theirs.id)).toEqual(OK(null));
    expect(await list(son.token)).toEqual([]);
    expect(await get(son.token, `${R}/detail?id=${linked[0]!.id}`)).toEqual(NOT_FOUND);
    expect(await withdraw(mum.token, theirs.id)).toEqual(ERROR('未找到该授权'));
    // The demo account's link stands.
    expect((await list(demo.token)).filter((r) => r.relation === '母亲')).toHaveLength(3);
  });

  it('shows a minor’s reports to the guardian whose phone the centre recorded, until the member turns 18', async () => {
    const parent = await newUser();
    // Born 2008-12-01: 17 on the server's day (2026-11-22), 18 on 2026-12-01.
    const child = { name: '吴小宝', idCardNo: idCardOf('20081201', 51) };
    const id = await insertReport({
      ...child,
      mobilePhone: parent.phone,
      reportNo: `BG-CHILD-${parent.phone}`,
      examDate: '2026-09-01',
      age: 17,
    });
    later();
    expect(await familyCode(parent.token, { ...child, mobilePhone: parent.phone })).toEqual(
      OK({ countdown: 59 }),
    );
    const linked = await link(parent.token, {
      ...child,
      mobilePhone: parent.phone,
      relationCode: 'son',
      msgCode: server.sms.lastCode(parent.phone),
    });
    expect(linked.data).toMatchObject({ relation: '儿子', reportCount: 1, guardian: true });
    expect((await list(parent.token)).map((r) => [r.id, r.relation])).toEqual([[id, '儿子']]);

    server.clock.advance(9 * 24 * 3600_000);
    expect(await list(parent.token)).toEqual([]);
    expect(await get(parent.token, `${R}/detail?id=${id}`)).toEqual(NOT_FOUND);
    expect(await server.app.family.reportLinks.knows(parent.userId, child.idCardNo)).toBe(false);
  });
});

describe('the access log', () => {
  it('lists every read of the person’s reports: which report, what, by whom, when', async () => {
    const own = (await list(demo.token)).filter((r) => r.relation === '本人');
    const [latest, earlier] = own;
    await get(demo.token, `${R}/detail?id=${latest!.id}`);
    server.clock.advance(1000);
    await get(demo.token, `${R}/tendency?id=${latest!.id}&code=GLU`);
    server.clock.advance(1000);
    await get(demo.token, `${R}/health?id=${earlier!.id}`);
    const log = (await readsOf(demo.token, latest!.id)).data as {
      reportId: number;
      kind: string;
      reader: string;
      mine: boolean;
      readAt: string;
      examDate: string;
    }[];
    expect(log.slice(0, 3).map((e) => [e.reportId, e.kind, e.reader, e.mine])).toEqual([
      [earlier!.id, 'health', '138****8000', true],
      [latest!.id, 'tendency', '138****8000', true],
      [latest!.id, 'detail', '138****8000', true],
    ]);
    expect(log[0]!.examDate).toBe(earlier!.examDate);
    expect(new Date(log[0]!.readAt).getTime()).toBe(server.clock.now().getTime());
    // Reading the log is no read of a report, and a refused read is none either.
    const stranger = await newUser();
    await get(stranger.token, `${R}/detail?id=${latest!.id}`);
    expect((await readsOf(demo.token, latest!.id)).data).toEqual(log);
  });

  it('shows the person who else read their reports', async () => {
    const mumsReport = (await list(demo.token)).find((r) => r.relation === '母亲')!;
    await get(demo.token, `${R}/detail?id=${mumsReport.id}`);
    const mum = await sessionFor(server, DEMO_FAMILY.mobilePhone);
    if ((await list(mum.token)).length === 0) {
      later();
      await claimCode(mum.token, mother);
      await claim(mum.token, { ...mother, msgCode: server.sms.lastCode(DEMO_FAMILY.mobilePhone) });
    }
    const log = (await readsOf(mum.token, mumsReport.id)).data as {
      reader: string;
      mine: boolean;
      kind: string;
    }[];
    expect(log[0]).toMatchObject({ reader: '138****8000', mine: false, kind: 'detail' });
  });
});
