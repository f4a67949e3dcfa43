import { useMutation } from '@tanstack/react-query';
import { call, operatorOrders } from '@tijian/client';
import { useReloadOrders } from './reload-on-settle.ts';

export function markExamined(orderId: number) {
  return call(operatorOrders.operatorExamined, { body: { orderId } });
}

export function useMarkExamined(centreId: string) {
  const reload = useReloadOrders(centreId);
  return useMutation({ mutationFn: markExamined, onSettled: reload });
}
