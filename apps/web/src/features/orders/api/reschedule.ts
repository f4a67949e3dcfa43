import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyInputOf, call, type DataOf, orderChanges } from '@tijian/client';
import { orderChanged } from '@/features/order/index.ts';

export type RescheduleBody = BodyInputOf<typeof orderChanges.rescheduleOrder>;
export type RescheduleAnswer = DataOf<typeof orderChanges.rescheduleOrder>;

/** Moves the order; code -3 (the day filled up) answers the order unchanged, with its message. */
export function rescheduleOrder(body: RescheduleBody): Promise<RescheduleAnswer> {
  return call(orderChanges.rescheduleOrder, { body });
}

/** The move, with the order's detail and lists brought up to date when it went through. */
export function useRescheduleOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rescheduleOrder,
    onSuccess: async (answer) => {
      if (answer.code === 0) await orderChanged(client, answer.order);
    },
  });
}
