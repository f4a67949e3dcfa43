// What 提交订单 does once the screen's checks pass: send the order, tell a refusal in the spec's
// words, or go where the spec says (spec 4 "After success"). Loaded on the first tap, not with the
// screen: the submit screen's first load is within its budget without it.
import type { QueryClient } from '@tanstack/react-query';
import {
  afterSubmitDestination,
  type Fen,
  type OrderCode,
  OrderCodes,
  orderCodeMessage,
  type PayType,
} from '@tijian/domain';
import type { NavigateFunction } from 'react-router';
import { useBookingDraft } from '@/features/draft/index.ts';
import { orderKeys, type SubmitOrderBody, submitOrder } from '@/features/order/index.ts';
import { scheduleKeys } from '@/features/schedule/index.ts';
import { walletKeys } from '@/features/wallet/index.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { bookingKeys } from '../api/booking-keys.ts';

export { firstSubmitProblem } from '@tijian/domain';

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

export interface SendOrder {
  body: SubmitOrderBody;
  outcome: SubmitOutcome;
  navigate: NavigateFunction;
  queryClient: QueryClient;
}

/** Sends the order; a refusal is told and leaves the screen as it is, a taken order leaves it. */
export async function sendOrder({ body, outcome, navigate, queryClient }: SendOrder): Promise<void> {
  try {
    const result = await submitOrder(body);
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
      { replace: true },
    );
    useBookingDraft.getState().reset();
  } catch {
    // The HTTP layer has shown why; the same key makes the next tap safe to send again. A price
    // that moved since the quote is quoted again, and 提交订单 waits for it.
    void queryClient.invalidateQueries({ queryKey: bookingKeys.quotes });
  }
}
