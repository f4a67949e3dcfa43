import { cardSurplus, formatYuan, NO_SERVICE_MESSAGE } from '@tijian/domain';
import { showToast } from '@/shared/ui/feedback.ts';
import * as copy from '../copy.ts';
import { SubmitRow } from './submit-row.tsx';
import type { SubmitFormState } from './use-submit-form.ts';

const text = copy.booking;

/** The exclusive services chosen, none offered, or the question still open. */
export function ServiceRow({ form: { wallet } }: { form: SubmitFormState }) {
  const { services, offered, servicesDecided } = wallet;
  return (
    <SubmitRow label={text.service} onClick={wallet.openServices}>
      {services.length > 0
        ? services.map((s) => s.item).join('、')
        : offered.length === 0
          ? NO_SERVICE_MESSAGE
          : servicesDecided
            ? text.serviceNone
            : text.serviceChoose}
    </SubmitRow>
  );
}

/** The cards chosen, with their surplus (spec 9): 仍可使用 what is left on them, or 需支付 what they leave. */
export function CardRow({ form }: { form: SubmitFormState }) {
  const { cards, breakdown } = form.wallet;
  const surplus = cards.length > 0 ? cardSurplus(cards, breakdown) : null;
  return (
    <SubmitRow label={text.card} onClick={() => form.setPopup('card')}>
      {surplus
        ? `${text.cardCount(cards.length)}，${text.cardSurplus[surplus.kind]}${formatYuan(surplus.amount)}`
        : text.cardNone}
    </SubmitRow>
  );
}

/** A coupon is for online payment only: paying at the centre says so instead of opening the list. */
export function CouponRow({ form }: { form: SubmitFormState }) {
  const online = form.payType === 'online';
  const { coupon } = form.wallet;
  return (
    <SubmitRow
      label={text.coupon}
      onClick={online ? () => form.setPopup('coupon') : () => showToast(text.couponOnlineOnly)}
    >
      {!online ? text.couponOnlineOnly : coupon ? coupon.name : text.couponNone}
    </SubmitRow>
  );
}
