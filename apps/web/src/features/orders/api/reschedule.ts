import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyInputOf, DataOf, orderChanges } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { orderChanged } from './orders.ts';

export type RescheduleBody = BodyInputOf<typeof orderChanges.rescheduleOrder>;
export type RescheduleAnswer = DataOf<typeof orderChanges.rescheduleOrder>;

/** Moves the order; code -3 (the day filled up) answers the order unchanged, with its message. */
export function rescheduleOrder(body: RescheduleBody): Promise<RescheduleAnswer> {
  return request<RescheduleAnswer>('/wx/2/appointment/updateOrderForClient.json', { method: 'POST', body });
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
