import { validateMobilePhone } from '@tijian/domain';
import type { SubmitOrderBody } from '@/features/order/index.ts';
import type { DateSlot } from '@/features/schedule/index.ts';
import type { OrderCart, OrderQuote } from '../api/quote-order.ts';
import type { SubmitBooking } from './submit-booking.ts';
import type { SubmitFormState } from './use-submit-form.ts';

/**
 * The cart as it stands, as the quote prices it: only what changes the price or its refusals, so that
 * a new quote is asked exactly when one of them changes. Null until a payment method is chosen.
 */
export function cartOf(booking: SubmitBooking, form: SubmitFormState): OrderCart | null {
  const { centre, examinee, priced, conditions } = booking;
  const { payType, wallet } = form;
  if (payType === null) return null;
  // Coupon and cards are online money: paying at the centre sends none (spec 5).
  const online = payType === 'online';
  return {
    _BIZCODE: '0002',
    sysCenterId: centre.id,
    sysCenterName: centre.name,
    name: examinee.callName,
    callName: examinee.callName,
    marryStateCode: examinee.marryStateCode,
    age: examinee.age,
    sexCode: examinee.sexCode,
    boCellPhoneNo: quotedPhone(booking, form.phone),
    identityCardNo: examinee.idCardNo ?? '',
    folkId: examinee.folkId,
    height: examinee.height,
    weight: examinee.weight,
    instanceId: booking.instanceId,
    plan: priced.plan,
    bookingType: booking.type,
    testPackageId: booking.productId,
    payType,
    paymentType: payType,
    scope: 'exam',
    coupon: online && wallet.coupon ? wallet.coupon.id : null,
    cardNoList: online ? wallet.cards.map((c) => c.cardNo) : [],
    serviceIds: wallet.services.map((s) => s.projectId),
    // The date only decides which services are offered: without a service it changes nothing.
    boExaminationDate: wallet.services.length > 0 ? form.dateSlot?.date : undefined,
    conditions: conditions.length > 0 ? [...conditions] : undefined,
  };
}

/**
 * The phone changes no price, but the quote checks it as submit does: it takes the examinee's own
 * while that one is valid, so typing in the field does not ask for a new quote at every key.
 */
function quotedPhone({ examinee }: SubmitBooking, typed: string): string {
  const own = examinee.boCellPhoneNo ?? '';
  return validateMobilePhone(own) === null ? own : typed.trim();
}

/**
 * The order as POST /wx/2/appointment/order.json takes it (spec 7): the quoted cart with the slot, the
 * phone as typed, the paper report and invoice, and the price the quote said, which submit compares.
 */
export function orderBodyOf(
  cart: OrderCart,
  form: SubmitFormState,
  { dateSlot, quote }: { dateSlot: DateSlot; quote: OrderQuote },
): Omit<SubmitOrderBody, 'idempotencyKey'> {
  const { invoice } = form;
  return {
    ...cart,
    boCellPhoneNo: form.phone.trim(),
    price: quote.breakdown.payable,
    discountPriceTotal: quote.breakdown.itemsTotal,
    boExaminationDate: dateSlot.date,
    boExaminationTime: dateSlot.slot.testTime,
    boExaminationTimeNo: dateSlot.slot.no,
    isDeliver: form.isDeliver,
    invoiceTitleType: invoice ? invoice.invoiceTitleType : '',
    ...(invoice
      ? {
          companyName: invoice.companyName,
          consignee: invoice.consignee,
          mobile: invoice.mobile,
          postAddress: invoice.postAddress,
        }
      : {}),
  };
}
