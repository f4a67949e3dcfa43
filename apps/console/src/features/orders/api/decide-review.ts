import { useMutation } from '@tanstack/react-query';
import { call, operatorOrders } from '@tijian/client';
import { useReloadOrders } from './reload-on-settle.ts';

export interface ReviewDecision {
  orderId: number;
  approve: boolean;
  /** what the person reads with the decision; required when refusing */
  note: string;
}

export function decideReview(decision: ReviewDecision) {
  return call(operatorOrders.operatorDecideReview, { body: decision });
}

export function useDecideReview(centreId: string) {
  const reload = useReloadOrders(centreId);
  return useMutation({ mutationFn: decideReview, onSettled: reload });
}
