import { randomUUID } from 'node:crypto';
import { company as companyContract, team } from '@tijian/contract';
import { discountedLine, fen } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERSON } from '../../seed/report-data.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { seedTeam } from '../../seed/team-data.ts';
import { operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { getOrder, idCardOf, packageOrder, submit } from '../orders/order-fixtures.ts';
import { questionnaireRepository } from '../questionnaire/repository.ts';
import { scheduleRepository } from '../schedule/repository.ts';
import { teamRepository } from './repository.ts';
import { call, customer, hr, proved, teamSubmit, testCompany } from './team-fixtures.ts';

const { TeamMessages } = team;
const { CompanyMessages } = companyContract;
let server: TestServer;
const TODAY = '2026-11-22';
const used = new Set<string>();
/** A slot at 00-1 with room (the seeded calendar has full ones), one per call. */
async function freeSlot(notOn?: string): Promise<{ date: string; slotNo: number }> {
  for (let d = 2; d < 28; d++) {
    const date = new Date(Date.parse('2026-11-22T00:00:00Z') + d * 86_400_000).toISOString().slice(0, 10);
    if (date === notOn) continue;
    for (let slotNo = 1; slotNo <= 12; slotNo++) {
      const key = `${date}/${slotNo}`;
      if (used.has(key)) continue;
      const slot = await scheduleRepository.slot(server.db, { centreId: '00-1', date, slotNo });
      if (!slot || slot.capacity - slot.booked < 2) continue;
      used.add(key);
      return { date, slotNo };
    }
  }
  throw new Error('no free slot');
}

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY });
}, 240_000);
afterAll(async () => {
  await server.close();
});

async function sameDaySlot(date: string) {
  for (let slotNo = 1; slotNo <= 12; slotNo++) {
    const key = `${date}/${slotNo}`;
    const slot = await scheduleRepository.slot(server.db, { centreId: '00-1', date, slotNo });
    if (used.has(key) || !slot || slot.capacity - slot.booked < 2) continue;
    used.add(key);
    return { date, slotNo };
  }
  throw new Error('no other slot that day');
}

const companyRow = async (id: number) => (await teamRepository.company(server.db, id))!;

describe('proving a roster place (validation.json)', () => {
  it('a wrong company code and a wrong person get the same answer; the right proof links the place', async () => {
    const c = await testCompany(server);
    const { token } = await customer(server);
    const p = c.people[0]!;
    const wrongCode = await call(server, token, 'POST', '/wx/1/groupcheck/validation.json', {
      companyCode: 'NOPE999',
      name: p.name,
      credential: p.idCardNo,
    });
    const wrongPerson = await call(server, token, 'POST', '/wx/1/groupcheck/validation.json', {
      companyCode: c.code,
      name: '不在名单',
      credential: p.idCardNo,
    });
    expect(wrongCode.error).toBe(TeamMessages.notOnRoster);
    expect(wrongPerson.error).toBe(TeamMessages.notOnRoster);
    expect(wrongCode.error_code).toBe(wrongPerson.error_code);

    // The phone proves it as well as the ID number; the code is not case-sensitive.
    const ok = await call(server, token, 'POST', '/wx/1/groupcheck/validation.json', {
      companyCode: c.code.toLowerCase(),
      name: p.name,
      credential: p.phone,
    });
    expect(ok.error_code).toBe('000000');
    expect(ok.data).toMatchObject({
      companyCode: c.code,
      state: 'invited',
      packageName: '基础健康体检套餐',
      orderId: null,
    });
    const list = await call(server, token, 'GET', '/wx/1/groupcheck/list.json');
    expect(list.data.list.map((m: { memberId: number }) => m.memberId)).toEqual([ok.data.memberId]);
  });

  it('a place another account proved is refused (claimedElsewhere) and stays with the first', async () => {
    const c = await testCompany(server);
    const first = await customer(server);
    const second = await customer(server);
    const memberId = await proved(server, first.token, c.code, c.people[1]!);
    const again = await call(server, second.token, 'POST', '/wx/1/groupcheck/validation.json', {
      companyCode: c.code,
      name: c.people[1]!.name,
      credential: c.people[1]!.idCardNo,
    });
    expect(again.error).toBe(TeamMessages.claimedElsewhere);
    expect((await teamRepository.member(server.db, memberId))!.userId).toBe(first.userId);
  });

  it('ten failures in an hour stop the account (tooManyTries), even with the right proof; an hour later it may try again', async () => {
    const c = await testCompany(server);
    const { token } = await customer(server);
    for (let i = 0; i < 10; i++) {
      const wrong = await call(server, token, 'POST', '/wx/1/groupcheck/validation.json', {
        companyCode: c.code,
        name: `错的${i}`,
        credential: '13700000000',
      });
      expect(wrong.error).toBe(TeamMessages.notOnRoster);
    }
    const right = { companyCode: c.code, name: c.people[0]!.name, credential: c.people[0]!.idCardNo };
    const stopped = await call(server, token, 'POST', '/wx/1/groupcheck/validation.json', right);
    expect(stopped.error).toBe(TeamMessages.tooManyTries);
    server.clock.advance(3600_000 + 1000);
    const later = await call(server, token, 'POST', '/wx/1/groupcheck/validation.json', right);
    expect(later.error_code).toBe('000000');
    server.clock.advance(-(3600_000 + 1000));
  });
});

describe("a place's terms and days", () => {
  it('orderRules: the grade package, the company topic packages pre-checked, the discount; another account answers not found', async () => {
    const c = await testCompany(server);
    const { token } = await customer(server);
    const managerId = await proved(server, token, c.code, c.people[4]!);
    const rules = await call(server, token, 'GET', `/wx/1/groupcheck/orderRules.json?memberId=${managerId}`);
    expect(rules.error_code).toBe('000000');
    expect(rules.data).toMatchObject({
      stateCode: 'order_confirm',
      packageId: '00-1-CHRONIC',
      customPrice: 98_000,
      topicPackageId: ['00-1-TOPIC-HEART'],
      config: { discountUnit: 'percent', discountUser: 85 },
      orderId: null,
    });
    expect(rules.data.person.identityCardNo).toMatch(/^\d{3}\*+\w{4}$/);
    expect(rules.data.topicPackageList.map((t: { id: string }) => t.id)).toContain('00-1-TOPIC-LUNG');

    const stranger = await customer(server);
    const theirs = await call(
      server,
      stranger.token,
      'GET',
      `/wx/1/groupcheck/orderRules.json?memberId=${managerId}`,
    );
    expect(theirs.error_code).toBe('not,found');
    const dates = await call(
      server,
      stranger.token,
      'GET',
      `/1/groupcheck/confirmDate.json?memberId=${managerId}`,
    );
    expect(dates.error_code).toBe('not,found');
  });

  it('confirmDate: the window’s days only, with the company’s places left', async () => {
    const c = await testCompany(server, {
      windowStart: '2026-11-25',
      windowEnd: '2026-11-30',
      dailyQuota: 3,
    });
    const { token } = await customer(server);
    const memberId = await proved(server, token, c.code, c.people[0]!);
    const dates = await call(server, token, 'GET', `/1/groupcheck/confirmDate.json?memberId=${memberId}`);
    expect(dates.error_code).toBe('000000');
    const days = dates.data.list as { testDate: string; quotaLeft: number; code: string }[];
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d.testDate >= '2026-11-25' && d.testDate <= '2026-11-30')).toBe(true);
    expect(days.every((d) => d.quotaLeft === 3)).toBe(true);
  });
});

describe('booking a place (order.json)', () => {
  it('the company pays all: the order awaits the exam, takes a day place and the budget; cancelling gives both back', async () => {
    const c = await testCompany(server);
    const { token } = await customer(server);
    const memberId = await proved(server, token, c.code, c.people[0]!);
    const { date, slotNo } = await freeSlot();
    const before = await companyRow(c.id);
    const answer = await teamSubmit(server, token, { memberId, date, slotNo });
    expect(answer.error_code).toBe('000000');
    expect(answer.data).toMatchObject({ code: 0, status: 'order_hospital_examination', payable: 0 });
    expect((await companyRow(c.id)).budgetUsed).toBe(before.budgetUsed + 45_000);
    expect(await teamRepository.dayBooked(server.db, c.id, date)).toBe(1);

    const rules = await call(server, token, 'GET', `/wx/1/groupcheck/orderRules.json?memberId=${memberId}`);
    expect(rules.data).toMatchObject({
      stateCode: 'order_hospital_examination',
      orderId: answer.data.orderId,
    });
    const orders = await call(server, token, 'GET', '/wx/1/groupcheck/orders.json');
    expect(orders.data.list).toEqual([
      expect.objectContaining({ orderId: answer.data.orderId, memberId, selfPay: 0, companyPay: 45_000 }),
    ]);

    // One open team order per place.
    const second = await teamSubmit(server, token, { memberId, ...(await freeSlot()) });
    expect(second.error).toBe(TeamMessages.alreadyBooked);

    const cancelled = await call(server, token, 'POST', '/wx/order/cancel.json', {
      orderId: answer.data.orderId,
    });
    expect(cancelled.error_code).toBe('000000');
    expect((await companyRow(c.id)).budgetUsed).toBe(before.budgetUsed);
    expect(await teamRepository.dayBooked(server.db, c.id, date)).toBe(0);
    const list = await call(server, token, 'GET', '/wx/1/groupcheck/list.json');
    expect(list.data.list[0]).toMatchObject({ memberId, state: 'invited' });
  });

  it('what the employee adds is charged at the discount, per line rounded to the fen; a different price is refused', async () => {
    const c = await testCompany(server, { discount: 85 });
    const { token } = await customer(server);
    const memberId = await proved(server, token, c.code, c.people[0]!);
    const rules = await call(server, token, 'GET', `/wx/1/groupcheck/orderRules.json?memberId=${memberId}`);
    const heart = rules.data.topicPackageList.find((t: { id: string }) => t.id === '00-1-TOPIC-HEART');
    const expected = discountedLine(fen(heart.price), 85);
    const { date, slotNo } = await freeSlot();
    const wrong = await teamSubmit(server, token, {
      memberId,
      date,
      slotNo,
      topicPackageIds: ['00-1-TOPIC-HEART'],
      price: expected + 1,
    });
    expect(wrong.error).toBe(TeamMessages.priceChanged);
    const ok = await teamSubmit(server, token, {
      memberId,
      date,
      slotNo,
      topicPackageIds: ['00-1-TOPIC-HEART'],
      price: expected,
    });
    expect(ok.error_code).toBe('000000');
    // Paid at the centre: nothing to pay online, the order awaits the exam with its payable.
    expect(ok.data).toMatchObject({ code: 0, payable: expected, status: 'order_hospital_examination' });
  });

  it('a paper invoice for the employee’s part only where the company offers one, checked like a personal one, kept on the order', async () => {
    const invoice = {
      invoiceTitleType: '1',
      companyName: '华夏科技有限公司',
      consignee: '王芳',
      mobile: '13912345678',
      postAddress: '北京市朝阳区建国路88号',
    };
    const closed = await testCompany(server, { discount: 85 });
    const open = await testCompany(server, { discount: 85, provideInvoice: true });
    const { token } = await customer(server);
    const rules = async (memberId: number) =>
      (await call(server, token, 'GET', `/wx/1/groupcheck/orderRules.json?memberId=${memberId}`)).data;
    const heartPrice = async (memberId: number) =>
      discountedLine(
        fen(
          (await rules(memberId)).topicPackageList.find((t: { id: string }) => t.id === '00-1-TOPIC-HEART')
            .price,
        ),
        85,
      );

    const notOffered = await proved(server, token, closed.code, closed.people[0]!);
    const refused = await teamSubmit(server, token, {
      memberId: notOffered,
      ...(await freeSlot()),
      topicPackageIds: ['00-1-TOPIC-HEART'],
      price: await heartPrice(notOffered),
      invoice,
    });
    expect(refused.error).toBe('单位未开通团检发票，如需发票请联系单位HR');
    expect(await teamRepository.openOrderOfMember(server.db, notOffered)).toBeUndefined();

    const offered = await proved(server, token, open.code, open.people[0]!);
    const price = await heartPrice(offered);
    const slot = await freeSlot();
    const nothingPaid = await teamSubmit(server, token, { memberId: offered, ...slot, invoice });
    expect(nothingPaid.error).toBe('本次体检费用由单位支付，无需个人发票');
    const noConsignee = await teamSubmit(server, token, {
      memberId: offered,
      ...slot,
      topicPackageIds: ['00-1-TOPIC-HEART'],
      price,
      invoice: { ...invoice, consignee: '  ' },
    });
    expect(noConsignee.error).toBe('请填写收件人');
    expect(await teamRepository.openOrderOfMember(server.db, offered)).toBeUndefined();

    const ok = await teamSubmit(server, token, {
      memberId: offered,
      ...slot,
      topicPackageIds: ['00-1-TOPIC-HEART'],
      price,
      invoice,
    });
    expect(ok.data).toMatchObject({ code: 0, payable: price });
    const detail = await getOrder(server, token, ok.data.orderId);
    expect(detail.data.invoice).toEqual(invoice);
  });

  it('outside the window, a full day and an exhausted budget are refused, and nothing is taken', async () => {
    const c = await testCompany(server, { dailyQuota: 1, budget: 45_000 + 44_999 });
    const a = await customer(server);
    const b = await customer(server);
    const first = await proved(server, a.token, c.code, c.people[0]!);
    const second = await proved(server, b.token, c.code, c.people[1]!);
    const outside = await teamSubmit(server, a.token, { memberId: first, date: '2026-12-21', slotNo: 1 });
    expect(outside.error).toBe(TeamMessages.outsideWindow);

    const slot = await freeSlot();
    expect((await teamSubmit(server, a.token, { memberId: first, ...slot })).data.code).toBe(0);
    // Another slot of the same day: the centre has room, the company's day does not.
    const sameDay = await sameDaySlot(slot.date);
    const full = await teamSubmit(server, b.token, { memberId: second, ...sameDay });
    expect(full.error).toBe(TeamMessages.quotaFull);
    const usedBefore = (await companyRow(c.id)).budgetUsed;
    const other = await freeSlot(slot.date);
    const broke = await teamSubmit(server, b.token, { memberId: second, ...other });
    expect(broke.error).toBe(TeamMessages.budgetExhausted);
    expect((await companyRow(c.id)).budgetUsed).toBe(usedBefore);
    expect(await teamRepository.dayBooked(server.db, c.id, other.date)).toBe(0);
    expect(await teamRepository.openOrderOfMember(server.db, second)).toBeUndefined();
  });

  it('an employee part paid online awaits payment; an unpaid order that runs out of time gives the day place and budget back', async () => {
    const c = await testCompany(server, { discount: 85 });
    const { token } = await customer(server);
    const memberId = await proved(server, token, c.code, c.people[0]!);
    const rules = await call(server, token, 'GET', `/wx/1/groupcheck/orderRules.json?memberId=${memberId}`);
    const heart = rules.data.topicPackageList.find((t: { id: string }) => t.id === '00-1-TOPIC-HEART');
    const price = discountedLine(fen(heart.price), 85);
    const slot = await freeSlot();
    const before = (await companyRow(c.id)).budgetUsed;
    const answer = await teamSubmit(server, token, {
      memberId,
      ...slot,
      topicPackageIds: ['00-1-TOPIC-HEART'],
      price,
      payType: 'online',
    });
    expect(answer.data).toMatchObject({ code: 0, status: 'order_hospital_payment', payable: price });
    expect((await companyRow(c.id)).budgetUsed).toBe(before + 45_000);
    server.clock.advance(24 * 3600_000);
    try {
      expect(await server.app.orders.expireOverdue()).toBeGreaterThanOrEqual(1);
    } finally {
      server.clock.advance(-24 * 3600_000);
    }
    expect((await companyRow(c.id)).budgetUsed).toBe(before);
    expect(await teamRepository.dayBooked(server.db, c.id, slot.date)).toBe(0);
    expect(await teamRepository.openOrderOfMember(server.db, memberId)).toBeUndefined();
  });

  it('a refund paid back gives the day place and budget back (the refunds module moves the order)', async () => {
    const c = await testCompany(server, { discount: 85 });
    const { token } = await customer(server);
    const memberId = await proved(server, token, c.code, c.people[0]!);
    const rules = await call(server, token, 'GET', `/wx/1/groupcheck/orderRules.json?memberId=${memberId}`);
    const heart = rules.data.topicPackageList.find((t: { id: string }) => t.id === '00-1-TOPIC-HEART');
    const price = discountedLine(fen(heart.price), 85);
    const slot = await freeSlot();
    const before = (await companyRow(c.id)).budgetUsed;
    const answer = await teamSubmit(server, token, {
      memberId,
      ...slot,
      topicPackageIds: ['00-1-TOPIC-HEART'],
      price,
      payType: 'online',
    });
    const orderId = answer.data.orderId as number;
    const prepay = await call(server, token, 'POST', '/wx/1/pay/prepay.json', { orderId });
    const paid = await call(server, token, 'POST', '/pay/sandbox/confirm.json', { payId: prepay.data.payId });
    expect(paid.data.status).toBe('paid');
    const applied = await call(server, token, 'POST', '/wx/refund/apply.json', {
      orderId,
      reason: '行程有变/时间冲突',
      idempotencyKey: randomUUID(),
    });
    expect(applied.error_code).toBe('000000');
    // Applied, not yet refunded: the place is still held.
    expect(await teamRepository.dayBooked(server.db, c.id, slot.date)).toBe(1);
    const manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
    const decided = await hr(server, manager, 'POST', '/operator/refunds/decide.json', {
      orderId,
      approve: true,
    });
    expect(decided.data.order.status).toBe('order_complete_refund');
    expect((await companyRow(c.id)).budgetUsed).toBe(before);
    expect(await teamRepository.dayBooked(server.db, c.id, slot.date)).toBe(0);
    const list = await call(server, token, 'GET', '/wx/1/groupcheck/list.json');
    expect(list.data.list[0]).toMatchObject({ memberId, state: 'invited', orderId: null });
  });

  it('a team order cannot be moved to another day or have its items changed by the person', async () => {
    const c = await testCompany(server);
    const { token } = await customer(server);
    const memberId = await proved(server, token, c.code, c.people[0]!);
    const booked = await teamSubmit(server, token, { memberId, ...(await freeSlot()) });
    const other = await freeSlot();
    const moved = await call(server, token, 'POST', '/wx/2/appointment/updateOrderForClient.json', {
      orderId: booked.data.orderId,
      boExaminationDate: other.date,
      boExaminationTimeNo: other.slotNo,
    });
    expect(moved.error).toBe('团检订单不能改期或修改项目，如需调整请取消后重新预约');
  });

  it('a family member may take the place only where the company allows it', async () => {
    const c = await testCompany(server);
    const { token } = await customer(server);
    const memberId = await proved(server, token, c.code, c.people[0]!);
    const slot = await freeSlot();
    const refused = await call(server, token, 'POST', '/wx/1/groupcheck/order.json', {
      memberId,
      idempotencyKey: 'family-0000000000001',
      familyMemberId: 1,
      marryStateCode: 'married',
      boExaminationDate: slot.date,
      boExaminationTimeNo: slot.slotNo,
      payType: 'onhospital',
      price: 0,
    });
    expect(refused.error).toBe(TeamMessages.familyNotAllowed);
    expect(await teamRepository.openOrderOfMember(server.db, memberId)).toBeUndefined();
  });

  it('a company asking for the questionnaire takes only answers the account itself gave', async () => {
    const c = await testCompany(server, { questionnaire: true });
    const me = await customer(server);
    const other = await customer(server);
    const memberId = await proved(server, me.token, c.code, c.people[0]!);
    const answered = (userId: number) =>
      questionnaireRepository
        .insertInstance(server.db, {
          userId,
          businessCode: 'physical',
          name: '',
          sexCode: 'male',
          marriageCode: 'married',
          age: 40,
          sysCenterId: '00-1',
          answers: [],
          createdAt: server.clock.now(),
        })
        .then((row) => String(row.id));
    const slot = await freeSlot();
    for (const instanceId of [undefined, 'AQ1', await answered(other.userId)]) {
      const refused = await teamSubmit(server, me.token, {
        memberId,
        ...slot,
        ...(instanceId ? { instanceId } : {}),
      });
      expect(refused.error).toBe('请先完成健康问卷');
    }
    expect(await teamRepository.openOrderOfMember(server.db, memberId)).toBeUndefined();
    const booked = await teamSubmit(server, me.token, {
      memberId,
      ...slot,
      instanceId: await answered(me.userId),
    });
    expect(booked.error_code).toBe('000000');
  });

  it('search.json finds the place and its orders by the same proof', async () => {
    const c = await testCompany(server);
    const { token } = await customer(server);
    const memberId = await proved(server, token, c.code, c.people[2]!);
    const booked = await teamSubmit(server, token, { memberId, ...(await freeSlot()) });
    const found = await call(server, token, 'POST', '/wx/1/groupcheck/search.json', {
      companyCode: c.code,
      name: c.people[2]!.name,
      credential: c.people[2]!.idCardNo,
    });
    expect(found.data.membership).toMatchObject({ memberId, state: 'booked', orderId: booked.data.orderId });
    expect(found.data.orders.map((o: { orderId: number }) => o.orderId)).toEqual([booked.data.orderId]);
  });
});

describe("the desk's day list (operatorListOrders)", () => {
  it("a team booking carries its company's name; an ordinary booking the same day carries null", async () => {
    const c = await testCompany(server);
    const employee = await customer(server);
    const memberId = await proved(server, employee.token, c.code, c.people[0]!);
    const { date, slotNo } = await freeSlot();
    const teamAnswer = await teamSubmit(server, employee.token, { memberId, date, slotNo });
    expect(teamAnswer.data?.code, JSON.stringify(teamAnswer)).toBe(0);

    const other = await customer(server);
    const { body } = await packageOrder(server, {
      ...(await sameDaySlot(date)),
      idCardNo: idCardOf('19880303', 701),
      name: '普通散客',
    });
    const ordinary = await submit(server, other.token, body);
    expect(ordinary.data?.code, JSON.stringify(ordinary)).toBe(0);

    const desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    const list = await hr(server, desk, 'GET', `/operator/orders.json?sysCenterId=00-1&date=${date}`);
    expect(list.error_code).toBe('000000');
    const byId = new Map(list.data.list.map((o: { id: number }) => [o.id, o]));
    const { name } = await companyRow(c.id);
    expect(name).toMatch(/^测试单位/);
    expect(byId.get(teamAnswer.data.orderId)).toMatchObject({ company: name });
    expect(byId.get(ordinary.data.orderId)).toMatchObject({ company: null });
  });
});

describe('the HR portal', () => {
  it('an HR administrator with no centre role signs in; me lists only their companies; operatorMe works', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/m/operator/login.json',
      payload: { username: 'hr-hx', password: 'operator1234' },
    });
    const body = login.json();
    expect(body.error_code).toBe('000000');
    expect(body.data.centres).toEqual([]);
    const token = body.data.token as string;
    const me = await hr(server, token, 'GET', '/company/me.json');
    expect(me.data.companies).toEqual([expect.objectContaining({ code: 'HX2026', sysCenterId: '00-1' })]);
    const opMe = await hr(server, token, 'GET', '/operator/me.json');
    expect(opMe.error_code).toBe('000000');
    // No centre role: the centre's own calls stay closed.
    const orders = await hr(server, token, 'GET', '/operator/orders.json?sysCenterId=00-1');
    expect(orders.error_code).not.toBe('000000');
    // A customer's session is not an HR session.
    const { token: customerToken } = await customer(server);
    const asCustomer = await call(server, customerToken, 'GET', '/company/me.json');
    expect(asCustomer.error_code).toBe('operator,login');
  });

  it("company A's administrator cannot read or change company B (answered as missing)", async () => {
    const a = await testCompany(server);
    const b = await testCompany(server);
    const overview = await hr(server, a.adminToken, 'GET', `/company/overview.json?companyId=${b.id}`);
    expect(overview.error_code).toBe('not,found');
    const roster = await hr(server, a.adminToken, 'GET', `/company/roster.json?companyId=${b.id}`);
    expect(roster.error_code).toBe('not,found');
    const remind = await hr(server, a.adminToken, 'POST', '/company/roster/remind.json', { companyId: b.id });
    expect(remind.error_code).toBe('not,found');
    const results = await hr(server, a.adminToken, 'GET', `/company/results.json?companyId=${b.id}`);
    expect(results.error_code).toBe('not,found');
  });

  it('overview and settings: saved with the version, a stale version or another centre’s package refused, every call audited', async () => {
    const c = await testCompany(server);
    const o = await hr(server, c.adminToken, 'GET', `/company/overview.json?companyId=${c.id}`);
    expect(o.error_code).toBe('000000');
    expect(o.data.settings.grades[0]).toMatchObject({ grade: '员工', packageName: '基础健康体检套餐' });
    expect(o.data.counts).toMatchObject({ people: 5, invited: 5 });
    const settings = { ...o.data.settings, dailyQuota: 7, discountPercent: 90 };
    const saved = await hr(server, c.adminToken, 'POST', '/company/settings/save.json', {
      companyId: c.id,
      version: o.data.version,
      settings,
    });
    expect(saved.error_code).toBe('000000');
    expect(saved.data).toMatchObject({
      version: o.data.version + 1,
      settings: { dailyQuota: 7, discountPercent: 90 },
    });
    const stale = await hr(server, c.adminToken, 'POST', '/company/settings/save.json', {
      companyId: c.id,
      version: o.data.version,
      settings,
    });
    expect(stale.error).toBe(CompanyMessages.staleSettings);
    const foreign = await hr(server, c.adminToken, 'POST', '/company/settings/save.json', {
      companyId: c.id,
      version: saved.data.version,
      settings: {
        ...settings,
        grades: [{ grade: '员工', packageId: '00-16-BASIC', customPrice: 1, topicPackageIds: [] }],
      },
    });
    expect(foreign.error).toBe(CompanyMessages.packageUnknown);
    const audit = await server.app.operators.auditOf('company', String(c.id));
    const actions = audit.map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['company.overview', 'company.settings']));
  });

  it('importing: any row error writes nothing; a clean file adds and updates by ID number', async () => {
    const c = await testCompany(server, { size: 2 });
    const admin = (await server.app.operators.authenticate(c.adminToken)).id;
    const good = {
      row: 2,
      name: '新员工',
      idCardNo: idCardOf('19900101', 555),
      phone: '13911112222',
      grade: '员工',
      department: '研发部',
    };
    const failed = await server.app.team.admin.importRows(admin, c.id, [
      good,
      { ...good, row: 3, name: '', idCardNo: '123', phone: '1' },
    ]);
    expect(failed.imported).toBe(0);
    expect(failed.errorCount).toBeGreaterThanOrEqual(3);
    expect(failed.errors[0]).toMatchObject({ row: 3 });
    expect((await teamRepository.membersOfCompany(server.db, c.id)).length).toBe(2);

    const updated = { ...c.people[0]!, row: 3, department: '财务部' };
    const ok = await server.app.team.admin.importRows(admin, c.id, [good, updated]);
    expect(ok).toMatchObject({ imported: 2, added: 1, updated: 1, errorCount: 0 });
    const members = await teamRepository.membersOfCompany(server.db, c.id);
    expect(members.length).toBe(3);
    expect(members.find((m) => m.idCardNo === c.people[0]!.idCardNo)!.department).toBe('财务部');
  });

  it('import.json: a file with a bad row lists each of its errors once, by row and column, and writes nothing', async () => {
    const c = await testCompany(server, { size: 2 });
    const good = `新员工,${idCardOf('19900101', 557)},13911113333,员工,研发部`;
    const bad = `错员工,110105199001011230,1391111,员工,研发部`;
    const twice = `重复者,${idCardOf('19900101', 557)},13911114444,员工,研发部`;
    const csv = `\uFEFF姓名,身份证号,手机号,职级,部门\r\n${good}\r\n${bad}\r\n${twice}\r\n`;
    const res = await hr(server, c.adminToken, 'POST', '/company/roster/import.json', {
      companyId: c.id,
      fileName: '名单.csv',
      content: Buffer.from(csv, 'utf8').toString('base64'),
    });
    expect(res.error_code).toBe('000000');
    // The reader checks the rows and the service re-checks them: one entry per faulty cell, not two.
    expect(res.data.errors.map((e: { row: number; column: string }) => `${e.row}${e.column}`)).toEqual([
      '3身份证号',
      '3手机号',
      '4身份证号',
    ]);
    expect(res.data).toMatchObject({ imported: 0, added: 0, updated: 0, errorCount: 3 });
    expect((await teamRepository.membersOfCompany(server.db, c.id)).length).toBe(2);
  });

  it('roster states and counts follow the orders; reminders go to the unbooked, once a day', async () => {
    const c = await testCompany(server, { size: 4 });
    const { token } = await customer(server);
    const memberId = await proved(server, token, c.code, c.people[0]!);
    await teamSubmit(server, token, { memberId, ...(await freeSlot()) });
    const roster = await hr(server, c.adminToken, 'GET', `/company/roster.json?companyId=${c.id}`);
    expect(roster.data.counts).toMatchObject({ people: 4, invited: 3, booked: 1 });
    const booked = await hr(
      server,
      c.adminToken,
      'GET',
      `/company/roster.json?companyId=${c.id}&state=booked`,
    );
    expect(booked.data.total).toBe(1);
    expect(booked.data.list[0]).toMatchObject({ memberId, state: 'booked', stateName: '已预约' });
    expect(booked.data.list[0].phone).toMatch(/^\d{3}\*{4}\d{4}$/);

    const first = await hr(server, c.adminToken, 'POST', '/company/roster/remind.json', { companyId: c.id });
    expect(first.data).toEqual({ sent: 3, skipped: 0 });
    expect(server.sms.noticesTo(c.people[1]!.phone).at(-1)?.kind).toBe('teamInvite');
    expect(server.sms.noticesTo(c.people[0]!.phone)).toHaveLength(0);
    const again = await hr(server, c.adminToken, 'POST', '/company/roster/remind.json', { companyId: c.id });
    expect(again.data).toEqual({ sent: 0, skipped: 3 });
  });

  it('results: figures only for groups of at least 10 reported people, none for smaller ones (seeded HX2026)', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/m/operator/login.json',
      payload: { username: 'hr-hx', password: 'operator1234' },
    });
    const token = login.json().data.token as string;
    const hx = (await teamRepository.companyByCode(server.db, 'HX2026'))!;
    const results = await hr(server, token, 'GET', `/company/results.json?companyId=${hx.id}`);
    expect(results.error_code).toBe('000000');
    expect(results.data.minGroup).toBe(10);
    const rd = results.data.groups.find((g: { name: string }) => g.name === '研发部');
    expect(rd).toMatchObject({ hidden: false, reported: 12 });
    expect(rd.categories.find((x: { category: string }) => x.category === '血脂').abnormal).toBe(4);
    const market = results.data.groups.find((g: { name: string }) => g.name === '市场部');
    expect(market).toMatchObject({ hidden: true, reported: 4, categories: [] });
  });

  it('the centre lists its company clients (operatorListCompanies)', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/m/operator/login.json',
      payload: { username: 'op-00-1', password: 'operator1234' },
    });
    const token = login.json().data.token as string;
    const list = await hr(server, token, 'GET', '/operator/companies.json?sysCenterId=00-1');
    expect(list.error_code).toBe('000000');
    expect(list.data.list.map((x: { code: string }) => x.code)).toContain('HX2026');
    const other = await hr(server, token, 'GET', '/operator/companies.json?sysCenterId=00-16');
    expect(other.error_code).toBe('operator,forbidden');
  });
});

describe('the demo data', () => {
  it('the demo account has a place and an examined team order at HX2026, and its person is on JM2026’s roster', async () => {
    const demo = await server.app.users.ensureByPhone('13800138000');
    const members = await teamRepository.membersOfUser(server.db, demo);
    expect(members).toHaveLength(1);
    const jm = (await teamRepository.companyByCode(server.db, 'JM2026'))!;
    const onJm = (await teamRepository.membersOfCompany(server.db, jm.id)).find(
      (m) => m.idCardNo === DEMO_PERSON.idCardNo,
    );
    expect(onJm).toMatchObject({ userId: null });
    // Seeding again (every start in demo mode) leaves the companies as they are.
    const ordersBefore = (await teamRepository.ordersOfCompany(server.db, jm.id)).length;
    await seedTeam(server.db, demo, '2026-12-01');
    expect((await teamRepository.ordersOfCompany(server.db, jm.id)).length).toBe(ordersBefore);
    expect(await teamRepository.membersOfUser(server.db, demo)).toHaveLength(1);
  });
});
