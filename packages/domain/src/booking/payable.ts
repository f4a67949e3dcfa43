// The amount to pay (spec 9), the one computation web and server share:
//   payable = items − coupon (online only) + exclusive services (+ material fee at 00-77)
//             − card balance + material items, in fen, never below 0.
// Cards, like coupons, are online money (choosing onhospital clears both, spec 4), and they pay
// the part before the material items, which the centre charges as consumed.
import { type Fen, fen } from '../money.ts';
import { cardDebits } from './cards.ts';
import { couponDiscount } from './coupons.ts';
import type { Coupon, ExamCard, ExclusiveService, PayType } from './types.ts';

export interface PayableInput {
  /** the plan's items after package discount and rules, without material items */
  itemsTotal: Fen;
  materialItemsTotal: Fen;
  coupon: Coupon | null;
  payType: PayType | null;
  services: Pick<ExclusiveService, 'price'>[];
  /** the consumables as the centre's one fee item (00-77); planAmounts splits a priced plan */
  materialFee: Fen;
  /** in the order chosen */
  cards: ExamCard[];
  /** YYYY-MM-DD; when given, a coupon outside its dates takes nothing off */
  today?: string;
}

export interface PayableBreakdown {
  itemsTotal: Fen;
  couponDiscount: Fen;
  servicesTotal: Fen;
  materialFee: Fen;
  materialItemsTotal: Fen;
  /** what cards may pay: items − coupon + services + material fee */
  cardDue: Fen;
  cardDebits: { cardNo: string; amount: Fen }[];
  cardTotal: Fen;
  payable: Fen;
}

export function payableTotal(input: PayableInput): PayableBreakdown {
  const online = input.payType === 'online';
  const discount =
    online && input.coupon ? couponDiscount(input.coupon, input.itemsTotal, input.today) : fen(0);
  const servicesTotal = fen(input.services.reduce((sum, s) => sum + s.price, 0));
  const cardDue = fen(Math.max(0, input.itemsTotal - discount + servicesTotal + input.materialFee));
  const debits = online ? cardDebits(input.cards, cardDue) : [];
  const cardTotal = fen(debits.reduce((sum, d) => sum + d.amount, 0));
  return {
    itemsTotal: input.itemsTotal,
    couponDiscount: discount,
    servicesTotal,
    materialFee: input.materialFee,
    materialItemsTotal: input.materialItemsTotal,
    cardDue,
    cardDebits: debits,
    cardTotal,
    payable: fen(Math.max(0, cardDue - cardTotal + input.materialItemsTotal)),
  };
}
