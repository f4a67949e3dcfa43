import { useMutation } from '@tanstack/react-query';
import { call, refunds } from '@tijian/client';
import { useReloadRefunds } from './reload-on-settle.ts';

export interface RefundDecision {
  orderId: number;
  approve: boolean;
  /** what the person reads; required when refusing */
  reason?: string;
}

export function decideRefund(decision: RefundDecision) {
  return call(refunds.operatorDecideRefund, { body: decision });
}

export function useDecideRefund(centreId: string) {
  const reload = useReloadRefunds(centreId);
  return useMutation({ mutationFn: decideRefund, onSettled: reload });
}
