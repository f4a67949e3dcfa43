import { useQueryClient } from '@tanstack/react-query';
import {
  afterSubmitDestination,
  type Fen,
  type OrderCode,
  OrderCodes,
  orderCodeMessage,
  type PayType,
} from '@tijian/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBookingDraft } from '@/features/draft/index.ts';
import { orderKeys, type SubmitOrderBody, submitOrder } from '@/features/order/index.ts';
import { scheduleKeys } from '@/features/schedule/index.ts';
import { walletKeys } from '@/features/wallet/index.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { bookingKeys } from '../api/booking-keys.ts';

export interface SubmitOutcome {
  quick: boolean;
  payType: PayType;
  review: boolean;
  date: string;
  today: string;
}

/** Where an order goes after it was taken (spec 4 "After success"). */
export function destinationOf(
  orderId: number,
  sysCenterId: string,
  bookingType: string,
  payable: Fen,
  o: SubmitOutcome,
): string {
  const query = `orderId=${orderId}`;
  switch (afterSubmitDestination({ ...o, payable })) {
    case 'orderDetail':
      return `/order/personal/${encodeURIComponent(sysCenterId)}/${orderId}`;
    case 'pay':
      return `/order/onlinePayment/${encodeURIComponent(bookingType)}/${orderId}`;
    case 'reviewResult':
      return `/order/verify?${query}`;
    default:
      return `/order/succeed?${query}`;
  }
}

const SPEC_CODES: readonly number[] = Object.values(OrderCodes);

/** The spec's words for -1/-2/-3; anything else as the server put it. */
function refusalText(code: number, message: string | null, date: string): string {
  return SPEC_CODES.includes(code) ? orderCodeMessage(code as OrderCode, date) : (message ?? '');
}

/**
 * Sends the order once at a time. One idempotency key per visit of the screen: a retry after a lost
 * answer returns the order already taken, never a second one. The -1/-2/-3 answers are told with the
 * spec's words and leave the button usable again.
 */
export function useOrderSubmission() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [submitting, setSubmitting] = useState(false);
  // The state flag re-renders; the ref closes the gap between two taps before that render.
  const inFlight = useRef(false);

  const submit = async (body: Omit<SubmitOrderBody, 'idempotencyKey'>, outcome: SubmitOutcome) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await submitOrder({ ...body, idempotencyKey });
      if (result.code !== 0 || result.orderId === null) {
        showToast(refusalText(result.code, result.message, String(body.boExaminationDate)));
        // A full slot means the day's counts the picker showed are stale.
        if (result.code === -3) void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
        return;
      }
      // The wallet has paid part of it, and the order lists have one more.
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      navigate(
        destinationOf(result.orderId, body.sysCenterId, body.bookingType, result.payable as Fen, outcome),
        {
          replace: true,
        },
      );
      useBookingDraft.getState().reset();
    } catch {
      // The HTTP layer has shown why; the same key makes the next tap safe to send again. A price
      // that moved since the quote is quoted again, and 提交订单 waits for it.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.quotes });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { submit, submitting, idempotencyKey };
}
