// Electronic check-up cards on the submit screen (spec 5, spec 9: at most 3 per order).
import { MAX_CARDS_PER_ORDER } from '../constants.ts';
import { type Fen, fen } from '../money.ts';
import { PaymentMessages } from './payment.ts';
import type { ExamCard } from './types.ts';

export const MAX_CARDS = MAX_CARDS_PER_ORDER;

export const CardMessages = {
  tooMany: '最多可选择三张电子体检卡',
  alreadyCovered: '所选体检卡金额已足够支付当前体检订单',
} as const;

const sumBalances = (cards: ExamCard[]) => cards.reduce((sum, c) => sum + Math.max(0, c.balance), 0);

/**
 * Why a card cannot join the chosen ones, or null: a doctor-review order pays at the centre only;
 * three cards at most; no further card once the chosen ones cover amountDue (what cards may pay).
 * Choosing a card already chosen is no change and is never refused.
 */
export function cardRefusal(
  selected: ExamCard[],
  adding: ExamCard,
  amountDue: Fen,
  options: { review?: boolean } = {},
): string | null {
  if (selected.some((c) => c.cardNo === adding.cardNo)) return null;
  if (options.review) return PaymentMessages.hospitalOnlyNoCards;
  if (selected.length >= MAX_CARDS) return CardMessages.tooMany;
  if (sumBalances(selected) >= amountDue) return CardMessages.alreadyCovered;
  return null;
}

/**
 * What each card pays, in the order chosen: each takes what it holds up to what is still due, so
 * no card is debited beyond its balance and together they never pay more than amountDue. Cards
 * left with nothing to pay are omitted, and a card listed twice pays once.
 */
export function cardDebits(cards: ExamCard[], amountDue: Fen): { cardNo: string; amount: Fen }[] {
  const debits: { cardNo: string; amount: Fen }[] = [];
  let rest = Math.max(0, amountDue);
  for (const card of cards) {
    if (debits.some((d) => d.cardNo === card.cardNo)) continue;
    const amount = Math.min(Math.max(0, card.balance), rest);
    if (amount <= 0) continue;
    debits.push({ cardNo: card.cardNo, amount: fen(amount) });
    rest -= amount;
  }
  return debits;
}

/** Spec 9: the chosen cards' surplus, labelled 仍可使用 when positive and 需支付 otherwise. */
export type CardSurplus = { kind: 'usable'; amount: Fen } | { kind: 'toPay'; amount: Fen };

/**
 * What the chosen cards hold beyond what they may pay (cardDue): positive, the balance still usable
 * after this order; otherwise nothing is left on them and the amount is what the person still pays
 * (the payable, material items included).
 */
export function cardSurplus(cards: ExamCard[], due: { cardDue: Fen; payable: Fen }): CardSurplus {
  const left = sumBalances(cards) - due.cardDue;
  return left > 0 ? { kind: 'usable', amount: fen(left) } : { kind: 'toPay', amount: due.payable };
}
