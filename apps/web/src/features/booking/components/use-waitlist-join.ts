import { submitBlocker } from '@tijian/domain';
import { useNavigate } from 'react-router';
import { useJoinWaitlist, waitlistCopy } from '@/features/waitlist/index.ts';
import { showToast, showToastOnNextPage } from '@/shared/ui/feedback.ts';
import type { OrderCart, OrderQuote } from '../api/quote-order.ts';
import { orderBodyOf } from './submit-cart.ts';
import type { SubmitFormState } from './use-submit-form.ts';

/**
 * 加入候补 from the date picker on a full day: the cart as 提交订单 would send it (no slot: the first
 * place the day frees is held, whichever slot), then 我的候补 with the place in the queue.
 */
export function useWaitlistJoin(
  form: SubmitFormState,
  { cart, quote }: { cart: OrderCart | null; quote: OrderQuote | null },
) {
  const navigate = useNavigate();
  const join = useJoinWaitlist();
  return async (date: string): Promise<void> => {
    if (join.isPending) return;
    const blocker = submitBlocker({ payType: form.payType, phone: form.phone, date });
    if (blocker) {
      form.setPopup(null);
      showToast(blocker);
      return;
    }
    if (!cart || !quote) return;
    const slot = { no: 0, testTime: '', numberOfPeople: 0, code: '010' as const };
    const {
      boExaminationTime: _t,
      boExaminationTimeNo: _n,
      ...body
    } = orderBodyOf(cart, form, {
      dateSlot: { date, slot },
      quote,
    });
    // A refusal (the day has places again, already waiting) is told by the HTTP layer.
    const entry = await join
      .mutateAsync({ ...body, _BIZCODE: body._BIZCODE === '0019' ? '0019' : '0002' })
      .catch(() => null);
    if (!entry) return;
    form.setPopup(null);
    showToastOnNextPage(waitlistCopy.waitlist.joined(entry.position));
    navigate('/waitlist');
  };
}
