// One account's card and coupon spent by many submissions at the same moment, then an order cancelled
// twice at once and a card-paid order's refund applied and approved twice at once. On PostgreSQL (CI, TEST_DATABASE_URL) the submissions run truly at once on the pool's
// connections, so the card rows' locks are what keeps the balance right; the embedded PGlite runs
// one connection, so there the same invariants are checked with fewer submissions.
import { randomUUID } from 'node:crypto';
import type { ExamCard } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { idCardOf, packageOrder, postAs, sessionFor, submit } from '../orders/order-fixtures.ts';
import { ordersRepository } from '../orders/repository.ts';
import { scheduleRepository } from '../schedule/repository.ts';
import { walletRepository } from './repository.ts';

const TODAY = '2026-11-22';
// Outside the seeded days: this file's slot is the day's only one.
const DATE = '2027-02-04';
const SUBMITS = process.env.TEST_DATABASE_URL ? 50 : 16;
// The card holds this many orders' worth and a remainder no order can use.
const CARD_ORDERS = process.env.TEST_DATABASE_URL ? 10 : 4;
const REMAINDER = 1_234;
const PRODUCT = '00-1-DRIVER';
const COUPON = '立减¥20';

let server: TestServer;
let user: { token: string; userId: number };
let card: ExamCard;
let price: number;
let managers: string[];
const cardNo = '7709000000000001';

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  await scheduleRepository.upsertDays(server.db, [
    { centreId: '00-1', date: DATE, rest: 0, description: '' },
  ]);
  await scheduleRepository.insertSlots(server.db, [
    { centreId: '00-1', date: DATE, slotNo: 1, testTime: '08:00~08:30', capacity: 500, booked: 0 },
  ]);
  managers = [
    await operatorToken(server.app, { centreId: '00-1', role: 'manager' }),
    await operatorToken(server.app, { centreId: '00-1', role: 'manager' }),
  ];
  user = await sessionFor(server, '13700090001');
  await walletRepository.giveCouponOnce(server.db, {
    userId: user.userId,
    name: COUPON,
    couponType: 1,
    price: 2_000,
    orderMinimum: 0,
    startDate: '2026-11-01',
    endDate: '2027-12-31',
  });
  // The driver's package has no consumables: a card pays all of it.
  const plain = await packageOrder(server, {
    date: DATE,
    slotNo: 1,
    idCardNo: idCardOf('19800101', 1),
    productId: PRODUCT,
  });
  price = plain.breakdown.itemsTotal;
  await walletRepository.issueCard(server.db, {
    userId: user.userId,
    cardNo,
    expiryDate: '2027-12-31',
    amount: CARD_ORDERS * price + REMAINDER,
  });
  card = (await server.app.wallet.cardsFor(user.userId, '00-1')).available.find((c) => c.cardNo === cardNo)!;
}, 300_000);
afterAll(async () => {
  await server.close();
});

const ledgerOf = async () => {
  const [row] = await walletRepository.cardsByNo(server.db, user.userId, [cardNo]);
  const rows = await walletRepository.cardLedger(server.db, row!.id);
  return { balance: row!.balance, rows, sum: rows.reduce((s, r) => s + r.amount, 0) };
};
const cancel = (orderId: number) => postAs(server, user.token, '/m/wx/order/cancel.json', { orderId });

describe('one card and one coupon spent by many submissions at once', () => {
  let cardOrders: number[] = [];
  let couponOrder = 0;

  it(`${SUBMITS} submissions: the card pays exactly the orders it holds, the coupon goes to one`, async () => {
    const cash = (await server.app.wallet.couponsFor(user.userId, { sysCenterId: '00-1', price })).find(
      (c) => c.name === COUPON,
    )!;
    expect(cash.available).toBe(1);
    // Even submissions pay with the card (all of it), odd ones with the coupon and the rest online.
    const bodies = await Promise.all(
      Array.from({ length: SUBMITS }, async (_, i) => {
        const withCard = i % 2 === 0;
        const { body, breakdown } = await packageOrder(server, {
          date: DATE,
          slotNo: 1,
          productId: PRODUCT,
          idCardNo: idCardOf(`19${60 + (i % 30)}0202`, 2 * Math.floor(i / 30) + 1),
          payType: 'online',
          ...(withCard ? { cards: [card] } : { coupon: cash }),
        });
        if (withCard) expect(breakdown.payable).toBe(0);
        else expect(breakdown.couponDiscount).toBe(cash.price);
        return { withCard, body };
      }),
    );
    const answers = await Promise.all(bodies.map((b) => submit(server, user.token, b.body)));

    const ok = answers.flatMap((a, i) => (a.error_code === '000000' && a.data.code === 0 ? [i] : []));
    for (const [i, a] of answers.entries()) {
      if (ok.includes(i)) continue;
      // Refused as a submission is refused: a message, never a server error.
      expect(a.error_code, JSON.stringify(a)).toBe('param,invalid');
      expect(a.error).toMatch(/体检卡|电子券|订单金额已变化/);
    }
    const okCard = ok.filter((i) => bodies[i]!.withCard);
    const okCoupon = ok.filter((i) => !bodies[i]!.withCard);
    expect(okCard).toHaveLength(CARD_ORDERS);
    expect(okCoupon).toHaveLength(1);
    cardOrders = okCard.map((i) => answers[i]!.data.orderId as number);
    couponOrder = answers[okCoupon[0]!]!.data.orderId as number;

    // The balance is the sum of the ledger: the issue less one debit per order, never below zero.
    const ledger = await ledgerOf();
    expect(ledger.balance).toBe(ledger.sum);
    expect(ledger.balance).toBe(REMAINDER);
    const debits = ledger.rows.filter((r) => r.reason === 'debit');
    expect(debits.map((r) => r.orderId).sort()).toEqual([...cardOrders].sort());
    for (const d of debits) expect(d.amount).toBe(-price);
    for (const id of cardOrders) {
      expect((await ordersRepository.find(server.db, user.userId, id))!.cardPaid).toBe(price);
    }

    // The coupon is held by exactly one order, the one that got it.
    const all = await ordersRepository.listOfUser(server.db, user.userId);
    expect(all.filter((o) => o.couponId === cash.id).map((o) => o.id)).toEqual([couponOrder]);
    const held = await walletRepository.coupon(server.db, user.userId, cash.id);
    expect(held).toMatchObject({ state: 'locked', orderId: couponOrder });
    expect(all).toHaveLength(CARD_ORDERS + 1);
  }, 600_000);

  it('a refund applied and approved twice at the same moment credits the card once; a double cancel frees the coupon once', async () => {
    const target = cardOrders[0]!;
    const before = await ledgerOf();
    // Paid in full by the card, the order leaves through a refund: applied twice at once (two keys, a
    // double tap), then approved by two managers at once, while the coupon's unpaid order is cancelled twice.
    const apply = () =>
      postAs(server, user.token, '/m/wx/refund/apply.json', {
        orderId: target,
        reason: '行程有变/时间冲突',
        idempotencyKey: randomUUID(),
      });
    const [a, b, c, d] = await Promise.all([apply(), apply(), cancel(couponOrder), cancel(couponOrder)]);
    for (const answer of [a, b, c, d])
      expect(answer.error_code, JSON.stringify(answer)).toMatch(/^(000000|param,invalid)$/);
    expect(
      [a, b].filter((x) => x.error_code === '000000'),
      JSON.stringify([a, b]),
    ).toHaveLength(1);
    expect(
      [c, d].filter((x) => x.error_code === '000000'),
      JSON.stringify([c, d]),
    ).toHaveLength(1);

    const decide = (manager: string) =>
      server.app.inject({
        method: 'POST',
        url: '/m/operator/refunds/decide.json',
        payload: { orderId: target, approve: true },
        headers: operatorHeaders(manager),
      });
    const approvals = await Promise.all(managers.map(decide));
    for (const r of approvals) expect(r.json().error_code, r.body).toBe('000000');

    const after = await ledgerOf();
    const refunds = after.rows.filter((r) => r.reason === 'refund');
    expect(refunds.map((r) => [r.orderId, r.amount])).toEqual([[target, price]]);
    expect(after.balance).toBe(before.balance + price);
    expect(after.balance).toBe(after.sum);
    expect((await ordersRepository.find(server.db, user.userId, target))!.status).toBe(
      'order_complete_refund',
    );

    const coupon = (await walletRepository.couponsOf(server.db, user.userId)).find((x) => x.name === COUPON)!;
    expect(coupon).toMatchObject({ state: 'unused', orderId: null });
    // Approving or cancelling once more changes nothing.
    expect((await decide(managers[0]!)).json().error_code).toBe('000000');
    expect((await cancel(couponOrder)).error_code).not.toBe('000000');
    expect((await ledgerOf()).rows).toHaveLength(after.rows.length);
  }, 300_000);
});
