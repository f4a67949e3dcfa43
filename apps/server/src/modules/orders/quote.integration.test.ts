// The quote (POST /m/wx/2/appointment/quote.json) against submit, over many random carts: package or
// self-chosen items at several centres, coupons and cards from the account's wallet, exclusive
// services, declared conditions, invoices and quick appointments, valid or not. For each cart the
// quote's amount and card and coupon use are what submit then charges and stores, and a cart the
// quote refuses is refused by submit in the same words. The carts come from a seeded generator:
// QUOTE_SEED=<n> replays a run, QUOTE_CARTS=<n> sets how many.
import { randomUUID } from 'node:crypto';
import type { OrderQuote } from '@tijian/contract';
import {
  type CatalogueIndex,
  checkProject,
  EXAM_CONDITIONS,
  newPlan,
  type PayType,
  type Plan,
  type Product,
  paymentMethodsOf,
  uncheckProject,
} from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restReason, slotsOf } from '../../seed/schedule-data.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { seedWallet } from '../../seed/wallet-data.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { addDays } from '../schedule/day-arithmetic.ts';
import { walletRepository } from '../wallet/repository.ts';
import { bookedIn, getOrder, idCardOf, packageOrder, quote, sessionFor, submit } from './order-fixtures.ts';

let server: TestServer;
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai; the demo calendar runs 60 days.
const TODAY = '2026-11-22';
const SEED = Number(process.env.QUOTE_SEED ?? 20_261_122);
const CARTS = Number(process.env.QUOTE_CARTS ?? 200);
/**
 * Services at 00-1, 00-02, 00-16 and 00-7; reviewing doctors at 00-7 and 00-30; the material fee at
 * 00-77; paper invoices at 00-1 and 00-76; ages from 2 at 00-85; prices hidden at 00-59.
 */
const CENTRES = ['00-1', '00-02', '00-16', '00-7', '00-30', '00-77', '00-85', '00-76', '00-59', '00-3'];

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

/** mulberry32: small, fast, and the same numbers for the same seed on every machine. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return {
    int,
    pick,
    chance: (p: number) => next() < p,
    /** up to `max` distinct members, in a random order */
    some<T>(list: readonly T[], max: number): T[] {
      const pool = [...list];
      const out: T[] = [];
      for (let k = int(max + 1); k > 0 && pool.length > 0; k--) out.push(...pool.splice(int(pool.length), 1));
      return out;
    },
  };
}
type Random = ReturnType<typeof randomFrom>;

/**
 * Each cart books a centre's working day of its own, well after the demo's special days, so no two
 * carts meet in a slot, an item quota or a service's daily places: the only refusals are the cart's.
 */
function dayAllocator() {
  const next = new Map<string, string>();
  return (centreId: string): string => {
    let day = next.get(centreId) ?? addDays(TODAY, 14);
    while (restReason(centreId, day) !== null) day = addDays(day, 1);
    if (day > addDays(TODAY, 59)) throw new Error(`no days left at ${centreId}: fewer carts or more centres`);
    next.set(centreId, addDays(day, 1));
    return day;
  };
}

let phoneSeq = 0;
let personSeq = 0;

/** A new account with the demo coupons and three cards of its own (¥200, ¥1500, one expired). */
async function walletUser(seq: number) {
  const user = await sessionFor(server, `1370000${String(seq).padStart(4, '0')}`);
  await seedWallet(server.db, user.userId, TODAY);
  const cardNo = (n: number) => `7702${String(user.userId).padStart(8, '0')}000${n}`;
  const cards = [
    { cardNo: cardNo(1), amount: 20_000, expiryDate: '2027-12-31' },
    { cardNo: cardNo(2), amount: 150_000, expiryDate: '2027-12-31' },
    { cardNo: cardNo(3), amount: 30_000, expiryDate: '2026-10-31' },
  ];
  for (const card of cards) await walletRepository.issueCard(server.db, { userId: user.userId, ...card });
  return { ...user, cardNos: cards.map((c) => c.cardNo) };
}

/** Items checked on top of a plan through the engine, as the chooser checks them; refusals skipped. */
function withItems(ix: CatalogueIndex, plan: Plan, ids: readonly string[], product?: Product): Plan {
  let p = plan;
  for (const id of ids) {
    const result = checkProject(ix, p, id, product ? { product } : {});
    if (result.kind === 'ok') p = result.plan;
  }
  return p;
}

/** A new person: mostly adults of 18–80, now and then someone too young or too old for the path. */
function randomPerson(r: Random) {
  const year = r.chance(0.08) ? r.pick([1935, 1939, 2012, 2014, 2020]) : 1946 + r.int(63);
  const birth = `${year}${String(1 + r.int(12)).padStart(2, '0')}${String(1 + r.int(28)).padStart(2, '0')}`;
  const idCardNo = idCardOf(birth, 2 * ++personSeq + r.int(2));
  return {
    idCardNo,
    // The ID number decides sex and age on the server; these are what the form would send.
    sexCode: Number(idCardNo[16]) % 2 === 1 ? ('male' as const) : ('female' as const),
    age: 2026 - year,
    marryStateCode: r.chance(0.7) ? ('married' as const) : ('unmarried' as const),
  };
}

/** A package with items added, or the base pack with items chosen (one perhaps taken off again). */
async function randomPlan(
  r: Random,
  centreId: string,
  person: Omit<ReturnType<typeof randomPerson>, 'idCardNo'>,
) {
  const c = await server.app.catalogue.centreCatalogue(centreId);
  const ix = c.index;
  const projectIds = [...ix.projects.keys()];
  if (c.products.length > 0 && r.chance(0.6)) {
    const product = r.pick(c.products);
    const plan = withItems(ix, newPlan(ix, { product }), r.some(projectIds, 3), product);
    return {
      bookingType: 'product' as const,
      plan,
      add: (ids: string[]) => withItems(ix, plan, ids, product),
    };
  }
  const base = await server.app.catalogue.baseProjects(centreId, person);
  let plan = withItems(ix, newPlan(ix, { base: [...base.basePackagePros] }), r.some(projectIds, 5));
  if (plan.chosen.length > 0 && r.chance(0.3)) {
    const off = uncheckProject(ix, plan, r.pick(plan.chosen));
    if (off.kind === 'ok') plan = off.plan;
  }
  return { bookingType: 'custom' as const, plan, add: (ids: string[]) => withItems(ix, plan, ids) };
}

/** Mostly a way the centre takes (online first), now and then one it does not. */
async function randomPayType(r: Random, centreId: string, quick: boolean): Promise<PayType> {
  if (quick) return r.chance(0.85) ? 'onhospital' : 'online';
  if (r.chance(0.1)) return r.pick(['online', 'onhospital'] as const);
  const methods = paymentMethodsOf(await server.app.centres.centre(centreId));
  return methods.includes('online') && r.chance(0.75) ? 'online' : r.pick(methods);
}

/**
 * A random cart (submit's body without key, price and slot) for a new person and a new account.
 * Coupons and cards are online money: chosen mostly with online payment, now and then without.
 */
async function randomCart(
  r: Random,
  centreId: string,
  date: string,
  user: Awaited<ReturnType<typeof walletUser>>,
) {
  const { idCardNo, ...person } = randomPerson(r);
  const { bookingType, plan: planned, add } = await randomPlan(r, centreId, person);
  let plan = planned;
  const quick = r.chance(0.08);
  const payType = await randomPayType(r, centreId, quick);
  const wallet = payType === 'online' ? 0.6 : 0.05;

  const coupons = await server.app.wallet.couponsFor(user.userId, {
    sysCenterId: centreId,
    price: 10_000_000,
  });
  const usable = coupons.filter((c) => c.available === 1);
  let coupon: number | null = null;
  if (r.chance(wallet)) {
    const chosen = r.pick(r.chance(0.85) && usable.length > 0 ? usable : coupons);
    coupon = chosen.id;
    // A project coupon wants its item in the plan: mostly the person has added it.
    if (chosen.exchangeProjectMap && r.chance(0.7)) plan = add([chosen.exchangeProjectMap.id]);
  } else if (r.chance(0.03)) {
    coupon = 99_999;
  }
  // A few plans tampered with: an unknown item, or a package of another centre.
  if (r.chance(0.04)) plan = { ...plan, chosen: [...plan.chosen, 'NO-SUCH-ITEM'] };
  if (r.chance(0.03)) plan = { ...plan, productId: 'XX-NOPE-BASIC' };

  let cardNoList = r.chance(wallet) ? r.some(user.cardNos.slice(0, 2), 2) : [];
  if (r.chance(0.04)) cardNoList = [...cardNoList, user.cardNos[2]!];
  if (r.chance(0.03) && cardNoList.length > 0) cardNoList = [...cardNoList, cardNoList[0]!];

  const offered = (await server.app.wallet.servicesFor({ sysCenterId: centreId, date })).map(
    (s) => s.projectId,
  );
  const serviceIds = r.chance(0.6) ? r.some(offered, 2) : [];
  if (r.chance(0.03)) serviceIds.push('SVC-NOPE');

  const invoice = r.chance(0.08)
    ? {
        invoiceTitleType: r.pick(['0', '1'] as const),
        companyName: r.chance(0.7) ? '某某科技有限公司' : '',
        consignee: '王小明',
        mobile: r.chance(0.8) ? '13912345678' : '1391234',
        postAddress: '北京市东城区某路1号',
      }
    : {};
  return {
    _BIZCODE: quick ? '0019' : '0002',
    sysCenterId: centreId,
    name: '王小明',
    ...person,
    identityCardNo: idCardNo,
    boCellPhoneNo: '13912345678',
    plan,
    bookingType,
    boExaminationDate: date,
    payType,
    coupon,
    cardNoList,
    serviceIds,
    isDeliver: r.int(2),
    conditions: r.chance(0.12) ? r.some(EXAM_CONDITIONS, 2) : [],
    ...invoice,
  };
}

describe('the quote', () => {
  it('is what submit charges, and refused where submit refuses, for every random cart', async () => {
    const r = randomFrom(SEED);
    const dayAt = dayAllocator();
    const outcomes = { booked: 0, refused: 0, withCoupon: 0, withCards: 0, withServices: 0 };
    for (let n = 0; n < CARTS; n++) {
      const centreId = r.pick(CENTRES);
      const date = dayAt(centreId);
      const user = await walletUser(++phoneSeq);
      const cart = await randomCart(r, centreId, date, user);
      const where = `cart ${n} of seed ${SEED}: ${JSON.stringify(cart)}`;
      const quoted = await quote(server, user.token, cart);
      const q = quoted.data as OrderQuote | null;
      const answer = await submit(server, user.token, {
        ...cart,
        // A quick appointment is named by the package it books, as the quick form sends it.
        ...(cart._BIZCODE === '0019' && cart.plan.productId !== null ? { id: cart.plan.productId } : {}),
        idempotencyKey: randomUUID(),
        price: q?.breakdown.payable ?? r.int(100_000),
        // One of the day's slots, as many as the centre's opening hours cut.
        boExaminationTimeNo: 1 + r.int(slotsOf(centreId, date).length),
      });

      if (quoted.error_code !== '000000') {
        outcomes.refused++;
        expect(quoted.error_code, where).toBe('param,invalid');
        expect({ error_code: answer.error_code, error: answer.error }, where).toEqual({
          error_code: quoted.error_code,
          error: quoted.error,
        });
        continue;
      }
      outcomes.booked++;
      expect(answer.data, where).toMatchObject({ code: 0, status: q!.status, payable: q!.breakdown.payable });
      const { data: order } = await getOrder(server, user.token, answer.data.orderId);
      const b = q!.breakdown;
      expect(
        {
          payable: order.payable,
          itemsPrice: order.itemsPrice,
          couponName: order.couponName,
          couponDiscount: order.couponDiscount,
          servicePrice: order.servicePrice,
          materialFee: order.materialFee,
          materialItemsPrice: order.materialItemsPrice,
          cardNos: order.cardNos,
          cardPaid: order.cardPaid,
          needsReview: order.needsReview,
          items: order.items,
        },
        where,
      ).toEqual({
        payable: b.payable,
        itemsPrice: b.itemsTotal,
        couponName: q!.coupon?.name ?? null,
        couponDiscount: b.couponDiscount,
        servicePrice: b.servicesTotal,
        materialFee: b.materialFee,
        materialItemsPrice: b.materialItemsTotal,
        cardNos: b.cardDebits.map((d) => d.cardNo),
        cardPaid: b.cardTotal,
        needsReview: q!.needsReview,
        items: q!.lines,
      });
      // The cards were debited by what the quote said each pays, and the coupon is held by the order.
      const balances = new Map(
        (await walletRepository.cardsOf(server.db, user.userId)).map((c) => [c.cardNo, c.balance]),
      );
      const start = new Map([
        [user.cardNos[0], 20_000],
        [user.cardNos[1], 150_000],
      ]);
      for (const d of b.cardDebits)
        expect(balances.get(d.cardNo), where).toBe(start.get(d.cardNo)! - d.amount);
      if (q!.coupon) {
        const held = (await walletRepository.couponsOf(server.db, user.userId)).find(
          (c) => c.id === q!.coupon!.id,
        );
        expect(held, where).toMatchObject({ orderId: answer.data.orderId });
        expect(held?.state, where).not.toBe('unused');
      }
      if (q!.coupon) outcomes.withCoupon++;
      if (b.cardDebits.length > 0) outcomes.withCards++;
      if (b.servicesTotal > 0) outcomes.withServices++;
    }
    // The generator must reach both sides and the wallet, or the comparison proves little.
    expect(outcomes.booked).toBeGreaterThan(CARTS / 4);
    expect(outcomes.refused).toBeGreaterThan(CARTS / 10);
    expect(outcomes.withCoupon).toBeGreaterThan(0);
    expect(outcomes.withCards).toBeGreaterThan(0);
    expect(outcomes.withServices).toBeGreaterThan(0);
    // 200 carts, each quoted and submitted: 12–20 s alone, more when the two cores are shared.
  }, 180_000);

  it('holds and writes nothing: the slot, the coupon, the cards and the service stay as they were', async () => {
    const user = await walletUser(++phoneSeq);
    const date = '2026-12-01';
    const coupons = await server.app.wallet.couponsFor(user.userId, { sysCenterId: '00-1', price: 100_000 });
    const cash = coupons.find((c) => c.name === '现金券¥50')!;
    const cards = (await server.app.wallet.cardsFor(user.userId, '00-1')).available;
    const small = cards.find((c) => c.cardNo === user.cardNos[0])!;
    const breakfast = () =>
      server.app.wallet
        .servicesFor({ sysCenterId: '00-1', date })
        .then((list) => list.find((s) => s.projectId === 'SVC-BREAKFAST')!);
    const places = await bookedIn(server, date, 2);
    const vip = (await breakfast()).canVip;
    const { body, breakdown } = await packageOrder(server, {
      date,
      slotNo: 2,
      idCardNo: idCardOf('19900101', 2 * ++personSeq + 1),
      payType: 'online',
      coupon: cash,
      cards: [small],
      services: [await breakfast()],
    });
    const { idempotencyKey: _key, price: _price, boExaminationTimeNo: _slot, ...cart } = body;

    const quoted = await quote(server, user.token, cart);
    expect(quoted).toMatchObject({
      error_code: '000000',
      data: {
        breakdown: { payable: breakdown.payable, couponDiscount: 5_000, cardTotal: breakdown.cardTotal },
        coupon: { id: cash.id, name: '现金券¥50' },
        status: 'order_hospital_payment',
      },
    });
    expect(await bookedIn(server, date, 2)).toBe(places);
    expect((await breakfast()).canVip).toBe(vip);
    expect(
      (await walletRepository.couponsOf(server.db, user.userId)).find((c) => c.id === cash.id),
    ).toMatchObject({
      state: 'unused',
      orderId: null,
    });
    expect(
      (await walletRepository.cardsOf(server.db, user.userId)).find((c) => c.cardNo === small.cardNo),
    ).toMatchObject({
      balance: 20_000,
    });
    const list = await server.app.orders.list(user.userId, {
      type: '1',
      tab: 'all',
      paginationNo: 1,
      paginationSize: 10,
    });
    expect(list.total).toBe(0);
  });

  it('needs the customer session, and prices new orders only', async () => {
    const user = await walletUser(++phoneSeq);
    const { body } = await packageOrder(server, {
      date: '2026-12-02',
      slotNo: 3,
      idCardNo: idCardOf('19900101', 2 * ++personSeq + 1),
    });
    const noSession = await server.app.inject({
      method: 'POST',
      url: '/m/wx/2/appointment/quote.json',
      headers: { clientId: 'client-orders' },
      payload: body,
    });
    expect(noSession.json()).toMatchObject({ error_code: 'login,not' });
    expect(await quote(server, user.token, { ...body, _BIZCODE: '0001' })).toMatchObject({
      error_code: 'param,invalid',
      error: '业务编码不正确',
    });
  });
});
