import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { orderKeys } from '@/features/order/index.ts';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { refundKeys } from '../api/refund-keys.ts';
import { type RefundDetail, withdrawRefund } from '../api/refunds.ts';
import * as copy from '../copy.ts';

const text = copy.detail;

/**
 * 撤销申请, wherever the person meets the refund (its progress, the order, the order list): asks
 * first, then the refund, the order and every order list are what the server now says (the order is
 * back to 待体检). Answers the refund after the withdrawal, or null when nothing was withdrawn.
 */
export function useWithdrawRefund() {
  const queryClient = useQueryClient();
  const [withdrawing, setWithdrawing] = useState(false);
  // The state flag re-renders; the ref closes the gap between two taps before that render.
  const inFlight = useRef(false);

  const withdraw = async (orderId: number): Promise<RefundDetail | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setWithdrawing(true);
    try {
      if (!(await confirmDialog(text.withdrawConfirm))) return null;
      const after = await withdrawRefund(orderId);
      queryClient.setQueryData(refundKeys.detail(orderId), after);
      void queryClient.invalidateQueries({ queryKey: refundKeys.quote(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      showToast(text.withdrawn);
      return after;
    } catch {
      // The HTTP layer has shown why.
      return null;
    } finally {
      inFlight.current = false;
      setWithdrawing(false);
    }
  };
  return { withdraw, withdrawing };
}
