import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Fen, fen } from '../money.ts';
import { type PayableInput, payableTotal } from './payable.ts';
import { card, coupon, service } from './test-booking.ts';
import type { Coupon, PayType } from './types.ts';

const base: PayableInput = {
  itemsTotal: fen(30000),
  materialItemsTotal: fen(0),
  coupon: null,
  payType: 'online',
  services: [],
  materialFee: fen(0),
  cards: [],
};

describe('payableTotal', () => {
  it('is the items total alone', () => {
    expect(payableTotal(base)).toMatchObject({
      payable: 30000,
      couponDiscount: 0,
      cardTotal: 0,
      cardDue: 30000,
    });
  });

  it('adds services, the material fee and material items, then takes off coupon and cards', () => {
    const result = payableTotal({
      ...base,
      coupon: coupon({ price: fen(2000), orderMinimum: fen(10000) }),
      services: [service({ price: fen(5000) }), service({ price: fen(1000) })],
      materialFee: fen(300),
      materialItemsTotal: fen(800),
      cards: [card('C1', 10000)],
    });
    expect(result).toEqual({
      itemsTotal: 30000,
      couponDiscount: 2000,
      servicesTotal: 6000,
      materialFee: 300,
      materialItemsTotal: 800,
      cardDue: 34300,
      cardDebits: [{ cardNo: 'C1', amount: 10000 }],
      cardTotal: 10000,
      payable: 25100,
    });
  });

  it('leaves the material items to pay when cards cover the rest', () => {
    const result = payableTotal({ ...base, materialItemsTotal: fen(800), cards: [card('C1', 50000)] });
    expect(result.cardDebits).toEqual([{ cardNo: 'C1', amount: 30000 }]);
    expect(result.payable).toBe(800);
  });

  it('applies neither coupon nor cards at the centre or before a method is chosen', () => {
    const withExtras = { ...base, coupon: coupon({ orderMinimum: fen(0) }), cards: [card('C1', 5000)] };
    for (const payType of ['onhospital', null] as const) {
      expect(payableTotal({ ...withExtras, payType })).toMatchObject({
        couponDiscount: 0,
        cardDebits: [],
        cardTotal: 0,
        payable: 30000,
      });
    }
  });

  it('ignores a coupon below its minimum or out of its dates', () => {
    expect(payableTotal({ ...base, coupon: coupon({ orderMinimum: fen(30000) }) }).couponDiscount).toBe(0);
    expect(
      payableTotal({ ...base, coupon: coupon({ endDate: '2026-11-01' }), today: '2026-11-23' }).payable,
    ).toBe(30000);
  });
});

describe('payableTotal properties', () => {
  const money = fc.integer({ min: 0, max: 2_000_000 }).map(fen);
  const couponArb: fc.Arbitrary<Coupon | null> = fc.option(
    fc
      .record({
        couponType: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<Coupon['couponType']>,
        price: money,
        orderMinimum: money,
        available: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
      })
      .map((c) => coupon(c)),
  );
  const inputArb: fc.Arbitrary<PayableInput> = fc.record({
    itemsTotal: money,
    materialItemsTotal: money,
    coupon: couponArb,
    payType: fc.constantFrom<PayType | null>('online', 'onhospital', null),
    services: fc.array(
      money.map((price) => ({ price })),
      { maxLength: 3 },
    ),
    materialFee: money,
    cards: fc
      .array(money, { maxLength: 3 })
      .map((balances) => balances.map((balance, i) => card(`C${i + 1}`, balance))),
  });
  const sum = (xs: Fen[]) => xs.reduce((a, b) => a + b, 0);

  it('is never negative and adds up', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = payableTotal(input);
        expect(r.payable).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(r.payable)).toBe(true);
        expect(r.payable).toBe(
          Math.max(
            0,
            r.itemsTotal -
              r.couponDiscount +
              r.servicesTotal +
              r.materialFee -
              r.cardTotal +
              r.materialItemsTotal,
          ),
        );
      }),
    );
  });

  it('debits no card beyond its balance and all cards together never beyond the amount due', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = payableTotal(input);
        for (const debit of r.cardDebits) {
          const owner = input.cards.find((c) => c.cardNo === debit.cardNo);
          expect(debit.amount).toBeGreaterThan(0);
          expect(debit.amount).toBeLessThanOrEqual(owner?.balance ?? 0);
        }
        expect(r.cardTotal).toBe(sum(r.cardDebits.map((d) => d.amount)));
        expect(r.cardTotal).toBeLessThanOrEqual(r.cardDue);
      }),
    );
  });

  it('never applies a coupon or a card unless paying online, nor discounts beyond the items', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = payableTotal(input);
        if (input.payType !== 'online') {
          expect(r.couponDiscount).toBe(0);
          expect(r.cardDebits).toEqual([]);
        }
        expect(r.couponDiscount).toBeLessThanOrEqual(r.itemsTotal);
      }),
    );
  });
});
