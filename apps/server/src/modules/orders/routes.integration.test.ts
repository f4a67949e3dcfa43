import { randomUUID } from 'node:crypto';
import { type Coupon, type ExamCard, fen } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSpecialDays } from '../../seed/schedule-data.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { seedWallet } from '../../seed/wallet-data.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { walletRepository } from '../wallet/repository.ts';
import {
  bookedIn,
  customOrder,
  getOrder,
  headersOf,
  idCardOf,
  packageOrder,
  sessionFor,
  slotAllocator,
  submit,
} from './order-fixtures.ts';
import { ordersRepository } from './repository.ts';

let server: TestServer;
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai.
const TODAY = '2026-11-22';
const DAY = '2026-12-01';
const special = demoSpecialDays('00-1', TODAY);
let phoneSeq = 0;
let personSeq = 0;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

const newUser = () => sessionFor(server, `1390001${String(++phoneSeq).padStart(4, '0')}`);
/** Another adult man (born 1990) each time. */
const newPerson = () => idCardOf('19900101', 2 * ++personSeq + 1);
const booked = (date: string, slotNo: number, centreId = '00-1') => bookedIn(server, date, slotNo, centreId);
/** A slot of its own for each booking. */
const place = slotAllocator(DAY);
const P = Array.from({ length: 21 }, place);

async function walletOf(userId: number) {
  const coupons = await server.app.wallet.couponsFor(userId, { sysCenterId: '00-1', price: 100_000 });
  const cards = await server.app.wallet.cardsFor(userId, '00-1');
  return { coupons, cards: cards.available };
}

/** A user with the demo coupons (¥50 cash over ¥300 among them) and a ¥200 card of their own. */
async function walletUser() {
  const user = await newUser();
  await seedWallet(server.db, user.userId, TODAY);
  const cardNo = `77001000${String(user.userId).padStart(8, '0')}`;
  await walletRepository.issueCard(server.db, {
    userId: user.userId,
    cardNo,
    amount: 20_000,
    expiryDate: '2027-12-31',
  });
  const { coupons, cards } = await walletOf(user.userId);
  const cash = coupons.find((c) => c.name === '现金券¥50') as Coupon;
  const small = cards.find((c) => c.cardNo === cardNo) as ExamCard;
  return { ...user, cash, small };
}

const ERROR = (error: string) => ({ error_code: 'param,invalid', error, data: null });

describe('submitting an order', () => {
  it('books a package paid at the centre: awaiting examination, the slot taken, detail masked', async () => {
    const { token } = await newUser();
    const idCardNo = newPerson();
    const before = await booked(P[2]!.date, P[2]!.slotNo);
    const { body, breakdown } = await packageOrder(server, { ...P[2]!, idCardNo });
    const answer = await submit(server, token, body);
    expect(answer).toMatchObject({
      error_code: '000000',
      data: { code: 0, message: null, status: 'order_hospital_examination', payable: breakdown.payable },
    });
    expect(answer.orderId).toBe(answer.data.orderId);
    expect(answer.data.orderNo).toMatch(/^TJ20261122\d{6,}$/);
    expect(await booked(P[2]!.date, P[2]!.slotNo)).toBe(before + 1);

    const detail = await getOrder(server, token, answer.data.orderId);
    expect(detail.data).toMatchObject({
      orderNo: answer.data.orderNo,
      status: 'order_hospital_examination',
      statusName: '待体检',
      sysCenterId: '00-1',
      centrePhone: '010-85801234',
      identityCardNo: `${idCardNo.slice(0, 3)}***********${idCardNo.slice(-4)}`,
      boCellPhoneNo: '139****5678',
      boExaminationDate: P[2]!.date,
      boExaminationTime: expect.stringMatching(/^\d\d:\d\d~\d\d:\d\d$/),
      packageId: '00-1-BASIC',
      payType: 'onhospital',
      payable: breakdown.payable,
      paid: 0,
      payDeadline: null,
    });
    expect(JSON.stringify(detail)).not.toContain(idCardNo);
    const packageLines = detail.data.items.filter((i: { kind: string }) => i.kind === 'package');
    expect(packageLines.map((i: { projectId: string }) => i.projectId)).toContain('DR-CHEST');
  });

  it('opens an online order awaiting payment for 30 minutes', async () => {
    const { token } = await newUser();
    const { body } = await packageOrder(server, { ...P[3]!, idCardNo: newPerson(), payType: 'online' });
    const answer = await submit(server, token, body);
    expect(answer.data).toMatchObject({ code: 0, status: 'order_hospital_payment' });
    const detail = await getOrder(server, token, answer.data.orderId);
    expect(detail.data.payDeadline).toBe(new Date(server.clock.now().getTime() + 30 * 60_000).toISOString());
  });

  it('takes the coupon off and the cards after it, exactly as the screen showed', async () => {
    const user = await walletUser();
    const { body, breakdown } = await packageOrder(server, {
      ...P[4]!,
      idCardNo: newPerson(),
      payType: 'online',
      coupon: user.cash,
      cards: [user.small],
    });
    expect(breakdown.couponDiscount).toBe(5_000);
    expect(breakdown.cardTotal).toBe(20_000);
    expect(breakdown.payable).toBe(breakdown.itemsTotal - 5_000 - 20_000 + breakdown.materialItemsTotal);
    const answer = await submit(server, user.token, body);
    expect(answer.data).toMatchObject({ code: 0, payable: breakdown.payable });
    const detail = (await getOrder(server, user.token, answer.data.orderId)).data;
    expect(detail).toMatchObject({
      couponName: '现金券¥50',
      couponDiscount: 5_000,
      cardNos: [user.small.cardNo],
      cardPaid: 20_000,
      itemsPrice: breakdown.itemsTotal,
    });
    const after = await walletOf(user.userId);
    expect(after.cards.find((c) => c.cardNo === user.small.cardNo)).toBeUndefined();
    expect(after.coupons.find((c) => c.id === user.cash.id)).toMatchObject({ available: 0 });
    // Sent again, the checks would now refuse the held coupon and the spent card: the key answers first.
    expect(await submit(server, user.token, body)).toEqual(answer);
  });

  it('adds an exclusive service to the payable and takes one of its places that day', async () => {
    const { token } = await newUser();
    const at = P[19]!;
    const offered = async () =>
      (await server.app.wallet.servicesFor({ sysCenterId: '00-1', date: at.date })).find(
        (s) => s.projectId === 'SVC-BREAKFAST',
      )!;
    const breakfast = await offered();
    const { body, breakdown } = await packageOrder(server, {
      ...at,
      idCardNo: newPerson(),
      services: [breakfast],
    });
    expect(breakdown.servicesTotal).toBe(3_000);
    const answer = await submit(server, token, body);
    expect(answer.data).toMatchObject({ code: 0, payable: breakdown.payable });
    const detail = (await getOrder(server, token, answer.data.orderId)).data;
    expect(detail.servicePrice).toBe(3_000);
    expect(detail.items).toContainEqual({
      projectId: 'SVC-BREAKFAST',
      item: '营养早餐',
      price: 3_000,
      kind: 'service',
      fasting: 0,
    });
    expect((await offered()).canVip).toBe(breakfast.canVip - 1);
  });

  it('refuses a tampered price and changes nothing: slot, coupon and card balance stay', async () => {
    const user = await walletUser();
    const slotBefore = await booked(P[5]!.date, P[5]!.slotNo);
    const { body, breakdown } = await packageOrder(server, {
      ...P[5]!,
      idCardNo: newPerson(),
      payType: 'online',
      coupon: user.cash,
      cards: [user.small],
    });
    for (const price of [breakdown.payable - 1, breakdown.payable + 100, 0]) {
      expect(await submit(server, user.token, { ...body, price, idempotencyKey: randomUUID() })).toEqual(
        ERROR('订单金额已变化，请返回重新确认'),
      );
    }
    expect(await booked(P[5]!.date, P[5]!.slotNo)).toBe(slotBefore);
    const after = await walletOf(user.userId);
    expect(after.coupons.find((c) => c.id === user.cash.id)).toMatchObject({ available: 1 });
    expect(after.cards.find((c) => c.cardNo === user.small.cardNo)?.balance).toBe(20_000);
  });

  it('answers the first order again for the same key, one after the other and at once', async () => {
    const { token, userId } = await newUser();
    const { body } = await packageOrder(server, { ...P[6]!, idCardNo: newPerson() });
    const before = await booked(P[6]!.date, P[6]!.slotNo);
    const first = await submit(server, token, body);
    const again = await submit(server, token, body);
    expect(again).toEqual(first);

    const { body: other } = await packageOrder(server, { ...P[6]!, idCardNo: newPerson() });
    const together = await Promise.all(Array.from({ length: 5 }, () => submit(server, token, other)));
    expect(new Set(together.map((a) => a.data.orderId)).size).toBe(1);
    expect(together[0].data.code).toBe(0);
    expect(await booked(P[6]!.date, P[6]!.slotNo)).toBe(before + 2);
    // The key is the user's own: the same key from another account is a new submission.
    const stranger = await newUser();
    const theirs = await submit(server, stranger.token, { ...body, identityCardNo: newPerson() });
    expect(theirs.data.code).toBe(0);
    expect(theirs.data.orderId).not.toBe(first.data.orderId);
    expect(userId).not.toBe(stranger.userId);
  });

  it('never shows another account its order: not found, as for an id that does not exist', async () => {
    const owner = await newUser();
    const other = await newUser();
    const { body } = await packageOrder(server, { ...P[7]!, idCardNo: newPerson() });
    const { data } = await submit(server, owner.token, body);
    expect(await getOrder(server, other.token, data.orderId)).toEqual({
      error_code: 'not,found',
      error: '该订单不存在',
      data: null,
    });
    expect((await getOrder(server, owner.token, 999_999)).error_code).toBe('not,found');
    expect(await getOrder(server, owner.token, 'abc')).toEqual(ERROR('订单编号不正确'));
  });

  it('answers -2 for an unfinished order of the same person at the centre, booked by this account or one it proved', async () => {
    const idCardNo = newPerson();
    const first = await newUser();
    const { body } = await packageOrder(server, { ...P[8]!, idCardNo });
    expect((await submit(server, first.token, body)).data.code).toBe(0);
    const before = await booked(P[16]!.date, P[16]!.slotNo);
    const { body: again } = await packageOrder(server, { ...P[16]!, idCardNo });
    const minusTwo = {
      error_code: '000000',
      error: '',
      data: {
        code: -2,
        message: '您已有未支付/未完成的体检订单',
        orderId: null,
        orderNo: null,
        status: null,
        payable: 0,
      },
      orderId: null,
      orderNo: null,
    };
    expect(await submit(server, first.token, again)).toEqual(minusTwo);
    // An account that proved the person (a family link) is refused too; nothing is held.
    const relative = await newUser();
    await server.app.family.reportLinks.save({
      userId: relative.userId,
      idCardNo,
      name: '王小明',
      mobilePhone: '13912345678',
      relationCode: 'son',
    });
    expect(await submit(server, relative.token, { ...again, idempotencyKey: randomUUID() })).toEqual(
      minusTwo,
    );
    expect(await booked(P[16]!.date, P[16]!.slotNo)).toBe(before);
    // A stranger is answered as for a person with no order: a refusal would tell them it exists.
    const stranger = await newUser();
    expect((await submit(server, stranger.token, { ...again, idempotencyKey: randomUUID() })).data.code).toBe(
      0,
    );
    // At another centre the same person may book.
    const { body: elsewhere } = await packageOrder(server, {
      sysCenterId: '00-16',
      ...P[2]!,
      idCardNo,
    });
    expect((await submit(server, first.token, elsewhere)).data.code).toBe(0);
  });

  it('tells whether the ID number has an unfinished order here: its own with the date, a proven person’s without, nothing to others', async () => {
    const idCardNo = newPerson();
    const owner = await newUser();
    const { body } = await packageOrder(server, { ...P[9]!, idCardNo });
    const { data } = await submit(server, owner.token, body);
    const check = async (token: string, id: string, centre = '00-1') =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/m/wx/order/validate.json?sysCenterId=${centre}&idCardNo=${id}`,
          headers: headersOf(token),
        })
      ).json();
    expect((await check(owner.token, idCardNo)).data).toEqual({
      exists: true,
      message: `该体检人在本中心已有${P[9]!.date}的体检订单尚未完成，请勿重复预约`,
      orderId: data.orderId,
    });
    const none = { exists: false, message: null, orderId: null };
    const other = await newUser();
    expect((await check(other.token, idCardNo)).data).toEqual(none);
    expect((await check(other.token, newPerson())).data).toEqual(none);
    const relative = await newUser();
    await server.app.family.reportLinks.save({
      userId: relative.userId,
      idCardNo,
      name: '王小明',
      mobilePhone: '13912345678',
      relationCode: 'son',
    });
    const seen = await check(relative.token, idCardNo);
    expect(seen.data).toEqual({
      exists: true,
      message: '该体检人在本中心已有尚未完成的体检订单，请勿重复预约',
      orderId: null,
    });
    expect(JSON.stringify(seen)).not.toContain(P[9]!.date);
    expect((await check(relative.token, idCardNo, '00-16')).data).toEqual(none);
    expect(await check(other.token, '110101199001010010')).toEqual(ERROR('身份证不合法!'));
  });

  it('answers -1 when the account already has three unpaid orders', async () => {
    const { token } = await newUser();
    for (let i = 0; i < 3; i++) {
      const { body } = await packageOrder(server, { ...P[10]!, idCardNo: newPerson(), payType: 'online' });
      expect((await submit(server, token, body)).data).toMatchObject({
        code: 0,
        status: 'order_hospital_payment',
      });
    }
    const { body } = await packageOrder(server, { ...P[10]!, idCardNo: newPerson() });
    expect((await submit(server, token, body)).data).toMatchObject({
      code: -1,
      message: '您未支付的订单已超过3个',
      orderId: null,
    });
  });

  it('answers -3 on a full day with the spec message, and nothing is booked', async () => {
    const { token } = await newUser();
    const { body } = await packageOrder(server, { date: special.full, slotNo: 5, idCardNo: newPerson() });
    const answer = await submit(server, token, body);
    expect(answer.data).toEqual({
      code: -3,
      message: `${special.full}预约已满，请选择其他日期`,
      orderId: null,
      orderNo: null,
      status: null,
      payable: 0,
    });
  });

  it('refuses what does not add up, with the Chinese reason, and books nothing', async () => {
    const { token } = await newUser();
    const before = await booked(P[11]!.date, P[11]!.slotNo);
    const { body } = await packageOrder(server, { ...P[11]!, idCardNo: newPerson() });
    const cases: [Record<string, unknown>, string][] = [
      [{ _BIZCODE: '0001' }, '请选择要修改的订单'],
      [{ identityCardNo: '110101199001010010' }, '身份证不合法!'],
      [{ identityCardNo: '' }, '请输入身份证号'],
      [{ name: 'Tom3' }, '用户名格式为中文+数字或者纯英文'],
      [{ boCellPhoneNo: '2391234567' }, '手机号码格式不正确'],
      [{ identityCardNo: idCardOf('20120815', 3) }, '年龄需要在16-85之间'],
      [{ boExaminationDate: '' }, '请选择体检日期'],
      [{ plan: { ...body.plan, productId: '00-16-BASIC' } }, '该套餐不属于所选体检中心'],
      [{ plan: { ...body.plan, base: body.plan.base.slice(1) } }, expect.any(String) as unknown as string],
      [{ plan: { ...body.plan, chosen: ['NOPE'] } }, expect.any(String) as unknown as string],
      [{ coupon: 1, payType: 'onhospital' }, '医院支付不能使用电子体检卡和电子券，请重新选择'],
      [{ serviceIds: ['SVC-NOPE'] }, '所选专属服务不存在'],
      [{ bookingType: 'customize', plan: { ...body.plan, productId: null } }, '请先完成个性化问卷'],
      [{ cardNoList: ['8800999900001111'], payType: 'online' }, '所选体检卡不可用，请重新选择'],
      [{ coupon: 99_999, payType: 'online' }, '该电子券不存在'],
      [
        { invoiceTitleType: '1', consignee: '张三', mobile: '13912345678', postAddress: '北京' },
        '请填写单位名称',
      ],
      [{ boExaminationTimeNo: 42 }, '所选体检时段不存在，请重新选择'],
      [{ boExaminationDate: '2026-11-29' }, '2026-11-29为休息日，请选择其他日期'],
    ];
    for (const [change, message] of cases) {
      const answer = await submit(server, token, { ...body, ...change, idempotencyKey: randomUUID() });
      expect(answer, JSON.stringify(change)).toMatchObject({
        error_code: 'param,invalid',
        error: message,
        data: null,
      });
    }
    expect(await booked(P[11]!.date, P[11]!.slotNo)).toBe(before);
  });

  it('books self-chosen items on the base pack, priced by the engine, and refuses a changed base pack', async () => {
    const { token } = await newUser();
    const { body, breakdown, summary } = await customOrder(server, {
      ...P[17]!,
      idCardNo: newPerson(),
      chosen: ['C13'],
    });
    expect(body.plan.chosen).toEqual(['C13']);
    const answer = await submit(server, token, body);
    expect(answer.data).toMatchObject({
      code: 0,
      status: 'order_hospital_examination',
      payable: breakdown.payable,
    });
    const detail = (await getOrder(server, token, answer.data.orderId)).data;
    expect(detail).toMatchObject({
      bookingType: 'custom',
      packageId: null,
      itemsPrice: breakdown.itemsTotal,
    });
    expect(detail.items.filter((i: { kind: string }) => i.kind === 'custom').length).toBeGreaterThan(1);
    expect(summary.priceTotal).toBeGreaterThan(0);

    const { body: other } = await customOrder(server, { ...P[17]!, idCardNo: newPerson() });
    const trimmed = { ...other, plan: { ...other.plan, base: other.plan.base.slice(1) } };
    expect(await submit(server, token, trimmed)).toEqual(ERROR('体检项目已变化，请重新选择'));
  });

  it('sends a custom booking at a reviewing centre to the doctor first, and takes no card there', async () => {
    const user = await walletUser();
    const at = { date: '2026-12-03', slotNo: 2 };
    const { body } = await customOrder(server, { ...at, sysCenterId: '00-30', idCardNo: newPerson() });
    const answer = await submit(server, user.token, body);
    expect(answer.data).toMatchObject({ code: 0, status: 'order_pending' });
    expect((await getOrder(server, user.token, answer.data.orderId)).data).toMatchObject({
      needsReview: true,
      statusName: '待审核',
      payDeadline: null,
    });
    const { body: withCard } = await customOrder(server, {
      ...at,
      sysCenterId: '00-30',
      idCardNo: newPerson(),
      payType: 'online',
      cards: [user.small],
    });
    expect(await submit(server, user.token, withCard)).toEqual(
      ERROR('该中心暂时只能使用医院支付，无法使用体检卡！'),
    );
  });

  it('follows the centre’s verify type: a package as it is needs no doctor at type 2, every booking does at type 1', async () => {
    const { token } = await newUser();
    const at = { date: '2026-12-03', slotNo: 3 };
    // 00-30 reviews with verify type 2: the package alone goes straight to the examination.
    const type2 = await packageOrder(server, { ...at, sysCenterId: '00-30', idCardNo: newPerson() });
    const plain = await submit(server, token, type2.body);
    expect(plain.data).toMatchObject({ code: 0, status: 'order_hospital_examination' });
    expect((await getOrder(server, token, plain.data.orderId)).data.needsReview).toBe(false);
    // 00-7 reviews with verify type 1: the same package waits for the doctor.
    const type1 = await packageOrder(server, { ...at, sysCenterId: '00-7', idCardNo: newPerson() });
    const reviewed = await submit(server, token, type1.body);
    expect(reviewed.data).toMatchObject({ code: 0, status: 'order_pending' });
    expect((await getOrder(server, token, reviewed.data.orderId)).data.needsReview).toBe(true);
  });

  it('refuses an item the examinee declared a reason against (pregnancy and the chest X-ray)', async () => {
    const { token } = await newUser();
    const woman = idCardOf('19920305', 24);
    const { body } = await packageOrder(server, { ...P[12]!, idCardNo: woman });
    const refused = await submit(server, token, { ...body, sexCode: 'female', conditions: ['pregnant'] });
    expect(refused.error_code).toBe('param,invalid');
    expect(refused.error).toContain('胸部');
    // The same booking without the declaration goes through.
    expect((await submit(server, token, { ...body, sexCode: 'female' })).data.code).toBe(0);
  });

  it('also refuses it for what the examinee answered in the questionnaire', async () => {
    const { token } = await newUser();
    const opt = (qid: string, id: string) => ({ qid, optAnswers: [id] });
    const answers = [
      { qid: 'ph-weight', txtAnswer: '55' },
      opt('ph-last-checkup', 'ph-last-1'),
      opt('ph-disease', 'ph-d-none'),
      opt('ph-surgery', 'ph-surgery-no'),
      opt('ph-symptom', 'ph-s-none'),
      opt('ph-family', 'ph-f-none'),
      opt('ph-smoke', 'ph-smoke-never'),
      opt('ph-drink', 'ph-drink-never'),
      opt('ph-exercise', 'ph-ex-3'),
      opt('ph-sleep', 'ph-sleep-good'),
      opt('ph-diet', 'ph-diet-balanced'),
      opt('ph-implant', 'ph-implant-none'),
      opt('ph-barium', 'ph-barium-no'),
      opt('ph-w-menopause', 'ph-w-meno-no'),
      opt('ph-w-period', 'ph-w-period-yes'),
      opt('ph-w-menses-day', 'ph-w-menses-no'),
      opt('ph-w-breast', 'ph-w-breast-none'),
      opt('ph-w-pregnancy', 'ph-w-preg-now'),
    ];
    const instance = (
      await server.app.inject({
        method: 'POST',
        url: '/m/wx/2/individuation/questionnaireInstance.json',
        headers: headersOf(token),
        payload: {
          businessCode: 'physical',
          sysCenterId: '00-1',
          sexCode: 'female',
          marriageCode: 'married',
          age: 34,
          answers,
        },
      })
    ).json();
    expect(instance.error_code).toBe('000000');
    const woman = idCardOf('19920305', 26);
    const { body } = await packageOrder(server, { ...P[13]!, idCardNo: woman });
    const refused = await submit(server, token, {
      ...body,
      sexCode: 'female',
      instanceId: String(instance.data.instanceId),
    });
    expect(refused.error_code).toBe('param,invalid');
    expect(refused.error).toContain('胸部');
    // Another account naming that instance declares nothing through it.
    const other = await newUser();
    const theirs = await submit(server, other.token, {
      ...body,
      sexCode: 'female',
      instanceId: String(instance.data.instanceId),
      idempotencyKey: randomUUID(),
    });
    expect(theirs.data.code).toBe(0);
  });

  it('books a quick appointment (0019) at the centre for ages 12–85, waiting for the centre', async () => {
    const { token } = await newUser();
    const teenager = idCardOf('20120815', 5);
    const { body } = await packageOrder(server, { ...P[13]!, idCardNo: teenager, bizCode: '0019' });
    expect(await submit(server, token, { ...body, payType: 'online', idempotencyKey: randomUUID() })).toEqual(
      ERROR('快速预约仅支持医院支付'),
    );
    const answer = await submit(server, token, { ...body, scope: 'paper', quickAppointment: true });
    expect(answer.data).toMatchObject({ code: 0, status: 'order_submit' });
    expect(
      (
        await submit(server, token, {
          ...body,
          identityCardNo: idCardOf('20170101', 7),
          idempotencyKey: randomUUID(),
        })
      ).error,
    ).toBe('年龄需要在12-85之间');
  });

  it('takes a quick appointment only with its id, the package it books (spec 7 "0019 with id")', async () => {
    const { token } = await newUser();
    const { body } = await packageOrder(server, { ...P[14]!, idCardNo: newPerson(), bizCode: '0019' });
    expect(body).toMatchObject({ id: '00-1-BASIC' });
    const { id: _id, ...withoutId } = body as typeof body & { id?: string };
    const mismatch = ERROR('快速预约信息有误，请重新选择体检套餐');
    expect(await submit(server, token, withoutId)).toEqual(mismatch);
    expect(await submit(server, token, { ...body, id: '00-1-NOPE', idempotencyKey: randomUUID() })).toEqual(
      mismatch,
    );
    // Self-chosen items are no quick appointment: it books a package as it is.
    const { body: custom } = await customOrder(server, { ...P[14]!, idCardNo: newPerson(), bizCode: '0019' });
    expect(await submit(server, token, custom)).toEqual(ERROR('快速预约请选择体检套餐'));
    expect((await submit(server, token, { ...body, idempotencyKey: randomUUID() })).data.code).toBe(0);
  });

  it('takes the ID number and phone left blank from the account’s own, and refuses them when none is on file', async () => {
    // Spec 5: booking for oneself, the form asks for them only when the account has none.
    const { token, userId } = await newUser();
    const { body } = await packageOrder(server, { ...P[15]!, idCardNo: newPerson(), bizCode: '0019' });
    const blank = { ...body, identityCardNo: '', boCellPhoneNo: '' };
    expect(await submit(server, token, blank)).toEqual(ERROR('请输入身份证号'));

    const own = newPerson();
    await server.app.users.updateProfile(userId, { name: '王小明', idCardNo: own });
    const answer = await submit(server, token, { ...blank, idempotencyKey: randomUUID() });
    expect(answer.data).toMatchObject({ code: 0, status: 'order_submit' });
    const row = await ordersRepository.find(server.db, userId, answer.data.orderId);
    const profile = await server.app.users.profile(userId);
    expect(row).toMatchObject({ idCardNo: own, phone: profile.mobilePhone });
  });
});

describe('with online payment switched off (PAYMENT_PROVIDER=none)', () => {
  it('refuses an order that would wait for an online payment, and still books one paid at the centre', async () => {
    const off = await server.variant({ PAYMENT_PROVIDER: 'none' });
    try {
      const { token } = await sessionFor(off, '13900019999');
      const { body } = await packageOrder(off, { ...P[18]!, idCardNo: newPerson(), payType: 'online' });
      const answer = await submit(off, token, body);
      expect(answer).toEqual(ERROR('暂不支持在线支付，请选择医院支付'));
      const { body: atCentre } = await packageOrder(off, { ...P[18]!, idCardNo: newPerson() });
      expect((await submit(off, token, atCentre)).data.code).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe('unpaid orders that run out of time', () => {
  it('are closed once, giving back the place, the service, the coupon and the card balance', async () => {
    const user = await walletUser();
    const slotBefore = await booked(P[14]!.date, P[14]!.slotNo);
    const breakfast = async () =>
      (await server.app.wallet.servicesFor({ sysCenterId: '00-1', date: P[14]!.date })).find(
        (s) => s.projectId === 'SVC-BREAKFAST',
      )!;
    const service = await breakfast();
    const { body } = await packageOrder(server, {
      ...P[14]!,
      idCardNo: newPerson(),
      payType: 'online',
      coupon: user.cash,
      cards: [user.small],
      services: [service],
    });
    const { data } = await submit(server, user.token, body);
    expect(data.status).toBe('order_hospital_payment');
    expect(await booked(P[14]!.date, P[14]!.slotNo)).toBe(slotBefore + 1);
    expect((await breakfast()).canVip).toBe(service.canVip - 1);

    server.clock.advance(29 * 60_000);
    expect(await server.app.orders.expireOverdue(server.clock.now())).toBe(0);
    server.clock.advance(2 * 60_000);
    const [a, b] = await Promise.all([
      server.app.orders.expireOverdue(server.clock.now()),
      server.app.orders.expireOverdue(server.clock.now()),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await server.app.orders.expireOverdue(server.clock.now())).toBe(0);

    expect(await booked(P[14]!.date, P[14]!.slotNo)).toBe(slotBefore);
    expect((await breakfast()).canVip).toBe(service.canVip);
    const after = await walletOf(user.userId);
    expect(after.coupons.find((c) => c.id === user.cash.id)).toMatchObject({ available: 1 });
    expect(after.cards.find((c) => c.cardNo === user.small.cardNo)?.balance).toBe(fen(20_000));
    const detail = (await getOrder(server, user.token, data.orderId)).data;
    expect(detail).toMatchObject({ status: 'order_closed', statusName: '已关闭', payDeadline: null });
    // The person may book again: a closed order is not an unfinished one.
    const { body: retry } = await packageOrder(server, {
      ...P[14]!,
      idCardNo: body.identityCardNo,
    });
    expect((await submit(server, user.token, retry)).data.code).toBe(0);
  });

  it('are closed when read after their deadline, before the sweeper comes', async () => {
    const { token } = await newUser();
    const slotBefore = await booked(P[15]!.date, P[15]!.slotNo);
    const { body } = await packageOrder(server, { ...P[15]!, idCardNo: newPerson(), payType: 'online' });
    const { data } = await submit(server, token, body);
    server.clock.advance(31 * 60_000);
    expect((await getOrder(server, token, data.orderId)).data.status).toBe('order_closed');
    expect(await booked(P[15]!.date, P[15]!.slotNo)).toBe(slotBefore);
    // The sweeper that comes later finds it closed and gives nothing back twice.
    await server.app.orders.expireOverdue(server.clock.now());
    expect(await booked(P[15]!.date, P[15]!.slotNo)).toBe(slotBefore);
  });

  it('are closed by the orders’ scheduled job on the job queue, with nobody reading them', async () => {
    const { token } = await newUser();
    const slotBefore = await booked(P[20]!.date, P[20]!.slotNo);
    const { body } = await packageOrder(server, { ...P[20]!, idCardNo: newPerson(), payType: 'online' });
    const { data } = await submit(server, token, body);
    expect(data.code).toBe(0);
    expect(await booked(P[20]!.date, P[20]!.slotNo)).toBe(slotBefore + 1);
    // The test's app only sends jobs; a worker on the same database runs the schedules, on a clock
    // moved past the order's deadline (set before its first job can run: that takes several queries).
    const worker = await server.variant({ JOBS: 'all', JOBS_POLL_SECONDS: '0.5' });
    worker.clock.advance(server.clock.now().getTime() - worker.clock.now().getTime() + 31 * 60_000);
    try {
      const end = Date.now() + 20_000;
      while ((await booked(P[20]!.date, P[20]!.slotNo)) !== slotBefore) {
        if (Date.now() > end) throw new Error('the scheduled job did not close the order within 20 s');
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await worker.close();
    }
    // Read on the test app's clock, still before the deadline: closed by the job, not by this read.
    expect((await getOrder(server, token, data.orderId)).data.status).toBe('order_closed');
  });
});
