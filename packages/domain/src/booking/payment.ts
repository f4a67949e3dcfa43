// Payment methods, doctor review and the payment texts (spec 4 "Submit screen", spec 8).
import { DEFAULT_SID } from '../constants.ts';
import type { Fen } from '../money.ts';
import type { PayType } from './types.ts';

export const PaymentMessages = {
  onlineUnavailable: '该中心未开通在线支付功能，请手动选择更改为医院支付！',
  hospitalOnlyNoCards: '该中心暂时只能使用医院支付，无法使用体检卡！',
  switchToHospitalConfirm: '选择去医院支付，将无法使用电子体检卡和电子券，请确认是否更改支付方式？',
  noHospitalInvoice: '在线支付不提供医院发票，如需发票，请选择医院支付',
  choosePayment: '请选择支付方式',
  phoneInvalid: '请填写正确的手机号',
  chooseDate: '请选择体检日期',
} as const;

const PAY_TYPES: readonly PayType[] = ['online', 'onhospital'];

/**
 * The methods a centre offers, online first. With no centre chosen (00-0) the platform's own list
 * applies; a centre's list lives in hosPaymentMethodCodes. Unknown codes are ignored.
 */
export function paymentMethodsOf(centre: {
  id: string;
  paymentMethodCodes: string[];
  hosPaymentMethodCodes: string[];
}): PayType[] {
  return PAY_TYPES.filter((t) => codesOf(centre).includes(t));
}

type CentreCodes = { id: string; paymentMethodCodes: string[]; hosPaymentMethodCodes: string[] };

/** The payment codes that apply at a centre: the platform's own list with no centre chosen (00-0). */
const codesOf = (centre: CentreCodes) =>
  centre.id === DEFAULT_SID ? centre.paymentMethodCodes : centre.hosPaymentMethodCodes;

/** The payment codes that name an online provider (beside online and onhospital, issue 21). */
export const PAY_PROVIDER_CODES = ['wechatpay', 'alipay'] as const;

/**
 * Which of the configured online providers a centre takes, in the configured order: those its payment
 * codes name (`online,onhospital,alipay` takes Alipay only); a centre that names none takes every one,
 * as before there was a choice. The sandbox (the demo's own cashier) is no centre's choice: it stays
 * whenever configured. Empty when the centre takes none of those configured.
 */
export function payProvidersOf(centre: CentreCodes | null, configured: readonly string[]): string[] {
  const named = centre
    ? codesOf(centre).filter((c) => (PAY_PROVIDER_CODES as readonly string[]).includes(c))
    : [];
  if (named.length === 0) return [...configured];
  return configured.filter(
    (p) => named.includes(p) || !(PAY_PROVIDER_CODES as readonly string[]).includes(p),
  );
}

/** verifyType 2: a package booked as it is needs no review (spec 4 "Doctor review"). */
export const PACKAGE_WITHOUT_REVIEW = 2;

/**
 * Spec 4 "Doctor review": needed when the centre's verify is on; a centre of verify type 2 lets "a
 * package and no chosen items" through without it (the package is the centre's own design, only
 * items chosen on top of it need a doctor), while type 1 reviews every booking. The package path
 * is the only one with a package (prepare-order: a plan with a product is the product path).
 */
export function needsDoctorReview(input: {
  verifyOn: 0 | 1;
  verifyType: number;
  hasPackage: boolean;
  chosenCount: number;
}): boolean {
  if (input.verifyOn !== 1) return false;
  return !(input.verifyType === PACKAGE_WITHOUT_REVIEW && input.hasPackage && input.chosenCount === 0);
}

/**
 * Spec 4 default: at the centre when a doctor reviews first (nothing can be paid before approval);
 * else online when the centre has it and there is something to pay; else at the centre when offered.
 */
export function defaultPayType(input: { review: boolean; methods: PayType[]; total: Fen }): PayType | null {
  if (input.review) return 'onhospital';
  if (input.methods.includes('online') && input.total > 0) return 'online';
  return input.methods.includes('onhospital') ? 'onhospital' : null;
}

/** Cards and coupons are online money: moving to onhospital with either chosen asks first, then clears them. */
export function payTypeChangeNeedsConfirm(input: {
  to: PayType;
  cardsChosen: number;
  couponChosen: boolean;
}): boolean {
  return input.to === 'onhospital' && (input.cardsChosen > 0 || input.couponChosen);
}
