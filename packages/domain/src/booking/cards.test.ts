import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import { CardMessages, cardDebits, cardRefusal, cardSurplus, MAX_CARDS } from './cards.ts';
import { payableTotal } from './payable.ts';
import { card } from './test-booking.ts';

describe('cardRefusal', () => {
  const a = card('C1', 10000);
  const b = card('C2', 10000);
  const c = card('C3', 10000);
  const d = card('C4', 10000);

  it('allows a card while fewer than three are chosen and they do not cover the amount', () => {
    expect(cardRefusal([], a, fen(50000))).toBeNull();
    expect(cardRefusal([a, b], c, fen(50000))).toBeNull();
  });

  it('refuses a fourth card', () => {
    expect(MAX_CARDS).toBe(3);
    expect(cardRefusal([a, b, c], d, fen(100000))).toBe('最多可选择三张电子体检卡');
  });

  it('refuses a card once the chosen ones cover the amount', () => {
    expect(cardRefusal([a], b, fen(10000))).toBe(CardMessages.alreadyCovered);
    expect(CardMessages.alreadyCovered).toBe('所选体检卡金额已足够支付当前体检订单');
    expect(cardRefusal([a], b, fen(10001))).toBeNull();
    expect(cardRefusal([], a, fen(0))).toBe(CardMessages.alreadyCovered);
  });

  it('refuses cards on a doctor-review order, and never refuses a card already chosen', () => {
    expect(cardRefusal([], a, fen(50000), { review: true })).toBe(
      '该中心暂时只能使用医院支付，无法使用体检卡！',
    );
    expect(cardRefusal([a, b, c], a, fen(1))).toBeNull();
  });
});

describe('cardDebits', () => {
  it('takes from each card in the order chosen up to what is still due', () => {
    expect(cardDebits([card('C1', 3000), card('C2', 5000), card('C3', 9000)], fen(6000))).toEqual([
      { cardNo: 'C1', amount: 3000 },
      { cardNo: 'C2', amount: 3000 },
    ]);
  });

  it('takes whole balances when they do not cover the amount', () => {
    expect(cardDebits([card('C1', 3000), card('C2', 2000)], fen(9000))).toEqual([
      { cardNo: 'C1', amount: 3000 },
      { cardNo: 'C2', amount: 2000 },
    ]);
  });

  it('takes nothing from empty cards or when nothing is due', () => {
    expect(cardDebits([card('C1', 0), card('C2', 2000)], fen(1000))).toEqual([
      { cardNo: 'C2', amount: 1000 },
    ]);
    expect(cardDebits([card('C1', 2000)], fen(0))).toEqual([]);
  });

  it('debits a card listed twice once', () => {
    const c1 = card('C1', 3000);
    expect(cardDebits([c1, c1, card('C2', 5000)], fen(6000))).toEqual([
      { cardNo: 'C1', amount: 3000 },
      { cardNo: 'C2', amount: 3000 },
    ]);
  });
});

describe('cardSurplus', () => {
  const due = (cards: ReturnType<typeof card>[], itemsTotal: number, materialItemsTotal = 0) =>
    payableTotal({
      itemsTotal: fen(itemsTotal),
      materialItemsTotal: fen(materialItemsTotal),
      coupon: null,
      payType: 'online',
      services: [],
      materialFee: fen(0),
      cards,
    });

  it('is the balance still usable when the cards hold more than they may pay', () => {
    const cards = [card('C1', 20000), card('C2', 5000)];
    expect(cardSurplus(cards, due(cards, 15000, 800))).toEqual({ kind: 'usable', amount: 10000 });
  });

  it('is what is still to pay, material items included, when the cards do not cover the order', () => {
    const cards = [card('C1', 10000)];
    expect(cardSurplus(cards, due(cards, 45500, 800))).toEqual({ kind: 'toPay', amount: 36300 });
  });

  it('says 需支付 with the material items alone when the cards pay exactly what they may', () => {
    const cards = [card('C1', 15000)];
    expect(cardSurplus(cards, due(cards, 15000, 800))).toEqual({ kind: 'toPay', amount: 800 });
  });
});
