import { randomUUID } from 'node:crypto';
import { fen, healthCardExpiry } from '@tijian/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { healthCardProducts, healthCards } from '../health-cards/schema.ts';
import { headersOf, idCardOf, sessionFor } from '../orders/order-fixtures.ts';
import { paymentsRepository } from '../payments/repository.ts';
import { signNotice } from '../payments/sandbox-provider.ts';
import { specialPackages } from '../special-packages/schema.ts';
import { purchases } from './schema.ts';

let server: TestServer;
const TODAY = '2026-11-22';
// What the test environment signs with (no PAYMENT_SIGNING_SECRET given outside production).
const DEV_SECRET = 'dev-sandbox-payment-signing-secret';
let seq = 0;

const PACKAGE = 'SP-TEST-PURCHASE';

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  // A card and a package of the test's own, one of each off sale.
  await server.db.insert(healthCardProducts).values({
    ...(await productRow('HC-CARDIO')),
    id: 'HC-TEST-OFF',
    name: '停售的健康卡',
    onSale: 0,
  });
  await server.db.insert(specialPackages).values([
    {
      id: PACKAGE,
      centreId: '00-1',
      name: '幽门螺杆菌呼气检测（测试）',
      price: fen(15_000),
      validityDays: 180,
    },
    {
      id: 'SP-TEST-OFF',
      centreId: '00-1',
      name: '停售的专项体检',
      price: fen(20_000),
      validityDays: 90,
      onSale: 0,
    },
  ]);
});
afterAll(async () => {
  await server.close();
});

async function productRow(id: string) {
  const [row] = await server.db.select().from(healthCardProducts).where(eq(healthCardProducts.id, id));
  return row!;
}

const newUser = () => sessionFor(server, `1370003${String(++seq).padStart(4, '0')}`);

const call = async (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  (
    await server.app.inject({
      method,
      url,
      headers: token ? headersOf(token) : {},
      ...(payload ? { payload } : {}),
    })
  ).json();

const HOLDER = {
  name: '王芳',
  idCardNo: idCardOf('19900315', 2),
  mobilePhone: '13912345678',
  marriageCode: 'married',
};

const buyCard = (token: string, more: object = {}) =>
  call(token, 'POST', '/m/assess-service/v1/manangerService/buyProducts', {
    kind: 'health_card',
    productId: 'HC-CARDIO',
    holder: HOLDER,
    idempotencyKey: randomUUID(),
    ...more,
  });
const buyPackage = (token: string, more: object = {}) =>
  call(token, 'POST', '/m/assess-service/v1/manangerService/buyProducts', {
    kind: 'special_package',
    packageId: PACKAGE,
    idempotencyKey: randomUUID(),
    ...more,
  });
const detail = (token: string, id: number) =>
  call(token, 'GET', `/m/assess-service/v1/manangerService/purchase?id=${id}`);
const prepay = (token: string, purchaseId: number) =>
  call(token, 'POST', '/m/assess-service/v1/manangerService/prepay', { purchaseId });
const status = (token: string, payId: string) => call(token, 'GET', `/m/wx/1/pay/status.json?payId=${payId}`);
const confirm = (token: string, payId: string) =>
  call(token, 'POST', '/m/pay/sandbox/confirm.json', { payId });
const notify = async (payload: object) =>
  (await server.app.inject({ method: 'POST', url: '/m/pay/notify/sandbox', payload })).json();

function signed(payId: string, amount: number, tradeNo = `T${randomUUID().replaceAll('-', '')}`) {
  const body = { payId, tradeNo, amount, paidAt: server.clock.now().toISOString() };
  return { ...body, sign: signNotice(DEV_SECRET, body) };
}

/** A refusal as the envelope answers it. */
const refused = (code: string, error: string) => ({ error_code: code, error, data: null });

const boughtCardsOf = (userId: number) =>
  server.db
    .select()
    .from(healthCards)
    .where(and(eq(healthCards.userId, userId), eq(healthCards.source, 'purchase')));

describe('the health cards on sale', () => {
  it('are listed to anyone with price, services and validity; one off sale is not', async () => {
    const answer = await call(null, 'GET', '/m/assess-service/v1/manangerService/products');
    expect(answer.error_code).toBe('000000');
    const ids = answer.data.map((p: { id: string }) => p.id);
    expect(ids).toEqual(['HC-CARDIO', 'HC-CHRONIC']);
    expect(answer.data[0]).toMatchObject({
      name: '心血管健康管理卡',
      price: 39_800,
      validityDays: 365,
      sysCenterId: null,
    });
    expect(answer.data[0].services.length).toBeGreaterThan(0);
    expect(answer.data[0].services[0]).toEqual({
      code: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      times: expect.any(Number),
    });
  });
});

describe('buying a health card', () => {
  it('makes one purchase per key, priced by the server, with the holder read from the ID number', async () => {
    const buyer = await newUser();
    const key = randomUUID();
    const first = await buyCard(buyer.token, { idempotencyKey: key, price: 1, amount: 1 });
    expect(first.error_code).toBe('000000');
    expect(first.data).toMatchObject({
      kind: 'health_card',
      kindName: '健康卡',
      itemId: 'HC-CARDIO',
      itemName: '心血管健康管理卡',
      amount: 39_800,
      status: 'unpaid',
      statusName: '待支付',
      sysCenterId: null,
      sysCenterName: '体检专家',
      holder: {
        name: '王芳',
        idCardNo: `110***********${HOLDER.idCardNo.slice(-4)}`,
        mobilePhone: '139****5678',
        sexCode: 'female',
        age: 36,
      },
      payDeadline: new Date(server.clock.now().getTime() + 30 * 60_000).toISOString(),
      paidAt: null,
      healthCard: null,
      redeemBy: null,
    });
    expect(first.data.purchaseNo).toMatch(/^GM20261122\d{6,}$/);

    // The same key again, even asking for another card, is the first purchase.
    const again = await buyCard(buyer.token, { idempotencyKey: key, productId: 'HC-CHRONIC' });
    expect(again).toEqual(first);
    // The same key at the same moment, five times over: still that one purchase.
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => buyCard(buyer.token, { idempotencyKey: key })),
    );
    for (const answer of racing) expect(answer.data.id).toBe(first.data.id);
    // A new key at once, racing: one purchase each.
    const newKey = randomUUID();
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => buyCard(buyer.token, { idempotencyKey: newKey })),
    );
    expect(new Set(raced.map((a) => a.data.id)).size).toBe(1);
    expect(raced[0].data.id).not.toBe(first.data.id);
    const rows = await server.db.select().from(purchases).where(eq(purchases.userId, buyer.userId));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === first.data.id)?.holder).toEqual({
      name: '王芳',
      idCardNo: HOLDER.idCardNo,
      phone: '13912345678',
      sexCode: 'female',
      age: 36,
      marriageCode: 'married',
    });
  });

  it('refuses a card off sale, an unknown one and a holder the examinee rules refuse', async () => {
    const buyer = await newUser();
    expect(await buyCard(buyer.token, { productId: 'HC-TEST-OFF' })).toEqual(
      refused('param,invalid', '该健康卡已停售'),
    );
    expect(await buyCard(buyer.token, { productId: 'HC-NOPE' })).toEqual(
      refused('not,found', '未找到该健康卡'),
    );
    const badId = await buyCard(buyer.token, { holder: { ...HOLDER, idCardNo: '110101199003150000' } });
    expect(badId).toMatchObject({ error_code: 'param,invalid', error: '身份证不合法!' });
    const badPhone = await buyCard(buyer.token, { holder: { ...HOLDER, mobilePhone: '12345' } });
    expect(badPhone.error_code).toBe('param,invalid');
    const badName = await buyCard(buyer.token, { holder: { ...HOLDER, name: 'A1' } });
    expect(badName.error_code).toBe('param,invalid');
    const noHolder = await call(buyer.token, 'POST', '/m/assess-service/v1/manangerService/buyProducts', {
      kind: 'health_card',
      productId: 'HC-CARDIO',
      idempotencyKey: randomUUID(),
    });
    expect(noHolder.error_code).toBe('param,invalid');
    expect(await server.db.select().from(purchases).where(eq(purchases.userId, buyer.userId))).toEqual([]);
  });

  it('is paid in the sandbox and issues the active card once, however often the provider says so', async () => {
    const buyer = await newUser();
    const { data: bought } = await buyCard(buyer.token);
    const pay = await prepay(buyer.token, bought.id);
    expect(pay).toMatchObject({
      error_code: '000000',
      data: {
        payFor: 'health_card',
        orderId: null,
        purchaseId: bought.id,
        orderNo: bought.purchaseNo,
        sysCenterName: '体检专家',
        amount: 39_800,
        provider: 'sandbox',
        status: 'pending',
        expiresAt: bought.payDeadline,
      },
    });
    expect(pay.data.qrUrl).toMatch(new RegExp(`/pay\\?payId=${pay.data.payId}$`));
    expect(await prepay(buyer.token, bought.id)).toEqual(pay);
    expect(await status(buyer.token, pay.data.payId)).toEqual(pay);

    const paid = await confirm(buyer.token, pay.data.payId);
    expect(paid.data).toMatchObject({ status: 'paid', purchaseId: bought.id });
    // The provider delivers its notification again, and another one for the same payment.
    const late = signed(pay.data.payId, 39_800);
    expect((await notify(late)).data).toEqual({ received: true });
    expect((await notify(late)).data).toEqual({ received: true });
    expect(await confirm(buyer.token, pay.data.payId)).toEqual(paid);

    const after = await detail(buyer.token, bought.id);
    const now = server.clock.now();
    expect(after.data).toMatchObject({
      status: 'paid',
      statusName: '已支付',
      paidAt: now.toISOString(),
      healthCard: { cardNo: expect.stringMatching(/^HCP20261122\d{6,}$/), expiresOn: '2027-11-21' },
    });
    const cards = await boughtCardsOf(buyer.userId);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      id: after.data.healthCard.id,
      productId: 'HC-CARDIO',
      state: 'active',
      source: 'purchase',
      holderName: '王芳',
      holderIdCardNo: HOLDER.idCardNo,
      holderPhone: '13912345678',
      holderSexCode: 'female',
      holderAge: 36,
      holderMarriageCode: 'married',
      expiresOn: healthCardExpiry(now, 365),
    });
    // The buyer's card list has it, usable.
    const list = await call(buyer.token, 'GET', '/m/assess-service/v2/card');
    expect(list.data.map((c: { cardNo: string; state: string }) => [c.cardNo, c.state])).toEqual([
      [after.data.healthCard.cardNo, 'usable'],
    ]);
    expect(await prepay(buyer.token, bought.id)).toEqual(
      refused('param,invalid', '该购买单已支付，无需重复支付'),
    );
    expect(await paymentsRepository.notificationsOf(server.db, pay.data.payId)).toHaveLength(2);
  });

  it('issues one card when two notifications of the payment arrive at the same moment', async () => {
    const buyer = await newUser();
    const { data: bought } = await buyCard(buyer.token);
    const { data: pay } = await prepay(buyer.token, bought.id);
    const answers = await Promise.all([
      notify(signed(pay.payId, 39_800)),
      notify(signed(pay.payId, 39_800)),
      confirm(buyer.token, pay.payId),
    ]);
    for (const answer of answers) expect(answer.error_code).toBe('000000');
    expect(await boughtCardsOf(buyer.userId)).toHaveLength(1);
    expect((await detail(buyer.token, bought.id)).data.status).toBe('paid');
  });
});

describe('a purchase nobody paid', () => {
  it('closes at its deadline: the sweep closes it once, and it can no longer be paid', async () => {
    const buyer = await newUser();
    const { data: bought } = await buyCard(buyer.token);
    const { data: pay } = await prepay(buyer.token, bought.id);
    server.clock.advance(30 * 60_000);
    const swept = await Promise.all([
      server.app.purchases.expireOverdue(server.clock.now()),
      server.app.purchases.expireOverdue(server.clock.now()),
    ]);
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect((await detail(buyer.token, bought.id)).data).toMatchObject({
      status: 'closed',
      statusName: '已关闭',
    });
    expect(await prepay(buyer.token, bought.id)).toEqual(
      refused('param,invalid', '购买单已超时关闭，请重新购买'),
    );
    expect((await status(buyer.token, pay.payId)).data.status).toBe('expired');
    expect(await confirm(buyer.token, pay.payId)).toEqual(
      refused('param,invalid', '购买单已超时关闭，请重新购买'),
    );
    expect(await boughtCardsOf(buyer.userId)).toEqual([]);
  });

  it('closes when read after its deadline, and money arriving late issues no card', async () => {
    const buyer = await newUser();
    const { data: read } = await buyCard(buyer.token);
    const { data: late } = await buyCard(buyer.token);
    const { data: pay } = await prepay(buyer.token, late.id);
    server.clock.advance(31 * 60_000);
    expect((await detail(buyer.token, read.id)).data.status).toBe('closed');
    // The provider's word after the deadline: the payment is kept closed (for a refund by hand).
    expect((await notify(signed(pay.payId, 39_800))).data).toEqual({ received: true });
    expect((await detail(buyer.token, late.id)).data).toMatchObject({ status: 'closed', healthCard: null });
    expect((await status(buyer.token, pay.payId)).data.status).toBe('closed');
    expect(await boughtCardsOf(buyer.userId)).toEqual([]);
  });
});

describe('another account', () => {
  it('cannot read, pay or confirm a purchase that is not its own', async () => {
    const buyer = await newUser();
    const other = await newUser();
    const { data: bought } = await buyCard(buyer.token);
    const { data: pay } = await prepay(buyer.token, bought.id);
    const missing = refused('not,found', '该购买单不存在');
    expect(await detail(other.token, bought.id)).toEqual(missing);
    expect(await detail(other.token, 999_999)).toEqual(missing);
    expect(await prepay(other.token, bought.id)).toEqual(missing);
    expect(await status(other.token, pay.payId)).toMatchObject({ error_code: 'not,found' });
    expect(await confirm(other.token, pay.payId)).toMatchObject({ error_code: 'not,found' });
    expect((await detail(buyer.token, bought.id)).data.status).toBe('unpaid');
    // The same idempotency key is the other account's own: it makes its own purchase.
    const key = randomUUID();
    const mine = await buyCard(buyer.token, { idempotencyKey: key });
    const theirs = await buyCard(other.token, { idempotencyKey: key });
    expect(theirs.data.id).not.toBe(mine.data.id);
  });

  it('needs a session to buy', async () => {
    const answer = await call(null, 'POST', '/m/assess-service/v1/manangerService/buyProducts', {
      kind: 'special_package',
      packageId: PACKAGE,
      idempotencyKey: randomUUID(),
    });
    expect(answer.error_code).not.toBe('000000');
  });
});

describe('buying a special package', () => {
  it('is priced by the centre, paid in the sandbox, and redeemed by its number until its last day', async () => {
    const buyer = await newUser();
    expect(await buyPackage(buyer.token, { packageId: 'SP-TEST-OFF' })).toEqual(
      refused('param,invalid', '该专项体检已停售'),
    );
    const { data: bought } = await buyPackage(buyer.token, { price: 1 });
    expect(bought).toMatchObject({
      kind: 'special_package',
      kindName: '专项体检',
      itemId: PACKAGE,
      amount: 15_000,
      sysCenterId: '00-1',
      sysCenterName: '北京朝阳健康体检中心',
      holder: null,
      status: 'unpaid',
    });
    const { data: pay } = await prepay(buyer.token, bought.id);
    expect(pay).toMatchObject({ payFor: 'special_package', sysCenterName: '北京朝阳健康体检中心' });
    await confirm(buyer.token, pay.payId);
    const { data: paid } = await detail(buyer.token, bought.id);
    expect(paid).toMatchObject({
      status: 'paid',
      healthCard: null,
      redeemBy: healthCardExpiry(server.clock.now(), 180),
    });
    expect(await boughtCardsOf(buyer.userId)).toEqual([]);
  });
});

describe('purchase records', () => {
  it('list paid health cards and special packages beside orders, with their payments', async () => {
    const buyer = await newUser();
    const { data: card } = await buyCard(buyer.token);
    await confirm(buyer.token, (await prepay(buyer.token, card.id)).data.payId);
    server.clock.advance(60_000);
    const { data: pkg } = await buyPackage(buyer.token);
    await confirm(buyer.token, (await prepay(buyer.token, pkg.id)).data.payId);
    // Unpaid: not a record.
    await buyPackage(buyer.token);

    const page = await call(buyer.token, 'GET', '/m/assess-service/v1/product/sales/wxPurchaserHistory');
    expect(page.data).toMatchObject({ total: 2, hasMore: false });
    const { data: cardDetail } = await detail(buyer.token, card.id);
    expect(page.data.list).toMatchObject([
      {
        kind: 'special_package',
        id: pkg.id,
        title: pkg.itemName,
        sysCenterId: '00-1',
        examinee: '',
        amount: 15_000,
        state: 'paid',
        order: null,
        bought: { purchaseNo: pkg.purchaseNo, kindName: '专项体检', healthCardId: null },
      },
      {
        kind: 'health_card',
        id: card.id,
        title: '心血管健康管理卡',
        sysCenterId: '00-0',
        sysCenterName: '体检专家',
        examinee: '王芳',
        amount: 39_800,
        refunded: 0,
        channelName: '沙箱支付',
        bought: {
          purchaseNo: card.purchaseNo,
          kindName: '健康卡',
          healthCardId: cardDetail.healthCard.id,
          healthCardNo: cardDetail.healthCard.cardNo,
        },
      },
    ]);
    const one = await call(
      buyer.token,
      'GET',
      `/m/assess-service/v1/product/sales/wxPurchaserDetail?kind=health_card&id=${card.id}`,
    );
    expect(one.data).toMatchObject({ kind: 'health_card', id: card.id, cardPaid: 0, couponName: null });
    expect(one.data.payments).toHaveLength(1);
    expect(one.data.payments[0]).toMatchObject({ amount: 39_800, status: 'paid', statusName: '支付成功' });
    // Asked as the other kind, or by another account, it is not there.
    const wrongKind = await call(
      buyer.token,
      'GET',
      `/m/assess-service/v1/product/sales/wxPurchaserDetail?kind=special_package&id=${card.id}`,
    );
    expect(wrongKind.error_code).toBe('not,found');
    const other = await newUser();
    const theirs = await call(
      other.token,
      'GET',
      `/m/assess-service/v1/product/sales/wxPurchaserDetail?kind=health_card&id=${card.id}`,
    );
    expect(theirs.error_code).toBe('not,found');
  });
});
