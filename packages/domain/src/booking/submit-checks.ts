// The submit button of screen 10 (spec 4 "Submit screen"): its checks in the spec's order, and
// where the app goes after a successful submission.
import { SpecialCentre } from '../centres.ts';
import type { Fen } from '../money.ts';
import { validateMobilePhone } from '../validators/login.ts';
import { PaymentMessages } from './payment.ts';
import type { PayType } from './types.ts';

/** The spec names this hint without its text; its two answers are 调整日期 and 直接提交. */
export const REVIEW_TODAY_MESSAGE = '您预约的是今天的体检，该中心需要医生审核后才能体检，是否调整体检日期？';

export interface SubmitState {
  sysCenterId: string;
  payType: PayType | null;
  phone: string;
  /** YYYY-MM-DD, '' or null when none */
  date: string | null;
  /** listableServices(...) is non-empty */
  servicesAvailable: boolean;
  /** the person chose a service or said none */
  servicesDecided: boolean;
  /** how many cards are chosen */
  cardsChosen: number;
  /** the centre offers online payment */
  onlineAvailable: boolean;
  review: boolean;
  /** the amount before cards (PayableBreakdown.cardDue) */
  total: Fen;
  /** YYYY-MM-DD on the centre's clock */
  today: string;
  invoiceNoteAcknowledged: boolean;
  reviewTodayAcknowledged: boolean;
}

export type SubmitProblem =
  /** 00-02 online: say once there is no hospital invoice, then submit again */
  | { kind: 'invoiceNote'; message: string }
  /** a toast */
  | { kind: 'message'; message: string }
  /** open the exclusive-service choice */
  | { kind: 'chooseService' }
  /** cards chosen where they cannot be used: tell to switch to hospital payment */
  | { kind: 'noOnlinePayment'; message: string }
  /** a doctor-review booking for today: adjust the date or submit directly */
  | { kind: 'reviewToday'; message: string };

/**
 * Spec 4: what keeps 提交订单 disabled, the first in the spec's order as its message (no payment
 * method, an invalid phone, no date), or null when the form may be submitted.
 */
export function submitBlocker(state: Pick<SubmitState, 'payType' | 'phone' | 'date'>): string | null {
  if (state.payType === null) return PaymentMessages.choosePayment;
  if (validateMobilePhone(state.phone) !== null) return PaymentMessages.phoneInvalid;
  if (!state.date) return PaymentMessages.chooseDate;
  return null;
}

/** Spec 4: enabled only with a valid phone, a date and a payment method, and not while submitting. */
export function canSubmit(
  state: Pick<SubmitState, 'payType' | 'phone' | 'date'> & { submitting: boolean },
): boolean {
  return !state.submitting && submitBlocker(state) === null;
}

/** The first thing stopping the submission, in the spec's order, or null to send it. */
export function firstSubmitProblem(state: SubmitState): SubmitProblem | null {
  if (
    state.sysCenterId === SpecialCentre.promotions &&
    state.payType === 'online' &&
    !state.invoiceNoteAcknowledged
  ) {
    return { kind: 'invoiceNote', message: PaymentMessages.noHospitalInvoice };
  }
  // The button is disabled while one of these holds; checked again here so nothing is sent without them.
  const blocker = submitBlocker(state);
  if (blocker !== null) return { kind: 'message', message: blocker };
  if (state.payType === 'online' && state.servicesAvailable && !state.servicesDecided)
    return { kind: 'chooseService' };
  if (state.cardsChosen > 0 && (!state.onlineAvailable || state.review) && state.total > 0) {
    return { kind: 'noOnlinePayment', message: PaymentMessages.onlineUnavailable };
  }
  if (state.review && state.date === state.today && !state.reviewTodayAcknowledged) {
    return { kind: 'reviewToday', message: REVIEW_TODAY_MESSAGE };
  }
  return null;
}

export type AfterSubmit = 'orderDetail' | 'pay' | 'reviewResult' | 'success';

/** Spec 4 "After success", first match wins. */
export function afterSubmitDestination(input: {
  quick: boolean;
  payType: PayType;
  payable: Fen;
  review: boolean;
  date: string;
  today: string;
}): AfterSubmit {
  if (input.quick) return 'orderDetail';
  if (input.payType === 'online' && input.payable > 0) return 'pay';
  if (input.review && input.date > input.today) return 'reviewResult';
  return 'success';
}
