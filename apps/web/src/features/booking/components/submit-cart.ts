import type { Fen, PayType } from '@tijian/domain';
import type { SubmitOrderBody } from '@/features/order/index.ts';
import type { DateSlot } from '@/features/schedule/index.ts';
import type { SubmitBooking } from './submit-booking.ts';
import type { SubmitFormState } from './use-submit-form.ts';

/** The order as POST /wx/2/appointment/order.json takes it (spec 7), from the screen's choices. */
export function orderBodyOf(
  booking: SubmitBooking,
  form: SubmitFormState,
  { dateSlot, payType, price }: { dateSlot: DateSlot; payType: PayType; price: Fen },
): Omit<SubmitOrderBody, 'idempotencyKey'> {
  const { centre, examinee, priced, conditions } = booking;
  const { wallet, invoice } = form;
  return {
    _BIZCODE: '0002',
    sysCenterId: centre.id,
    sysCenterName: centre.name,
    name: examinee.callName,
    callName: examinee.callName,
    marryStateCode: examinee.marryStateCode,
    age: examinee.age,
    sexCode: examinee.sexCode,
    boCellPhoneNo: form.phone.trim(),
    identityCardNo: examinee.idCardNo ?? '',
    folkId: examinee.folkId,
    height: examinee.height,
    weight: examinee.weight,
    instanceId: booking.instanceId,
    plan: priced.plan,
    bookingType: booking.type,
    testPackageId: booking.productId,
    price,
    boExaminationDate: dateSlot.date,
    boExaminationTime: dateSlot.slot.testTime,
    boExaminationTimeNo: dateSlot.slot.no,
    payType,
    paymentType: payType,
    scope: 'exam',
    coupon: payType === 'online' && wallet.coupon ? wallet.coupon.id : null,
    cardNoList: wallet.breakdown.cardDebits.map((d) => d.cardNo),
    serviceIds: wallet.services.map((s) => s.projectId),
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
    conditions: conditions.length > 0 ? [...conditions] : undefined,
  };
}
