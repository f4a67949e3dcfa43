import { useMutation } from '@tanstack/react-query';
import { call, operatorRefunds } from '@tijian/client';
import { useReloadRefunds } from './reload-on-settle.ts';

export interface DeskRefund {
  orderId: number;
  /** fen */
  amount: number;
  reason: string;
  /** made once per opening of the dialog: a second click or a retry answers the first refund */
  idempotencyKey: string;
}

export function deskRefund(refund: DeskRefund) {
  return call(operatorRefunds.operatorDeskRefund, { body: refund });
}

export function useDeskRefund(centreId: string) {
  const reload = useReloadRefunds(centreId);
  return useMutation({ mutationFn: deskRefund, onSettled: reload });
}
