import { useMutation } from '@tanstack/react-query';
import { call, operatorOrders } from '@tijian/client';
import { useReloadOrders } from './reload-on-settle.ts';

export function checkIn(orderNo: string) {
  return call(operatorOrders.operatorCheckIn, { body: { orderNo } });
}

/** Check-in by the order number, typed or read from its QR code; the server's refusal is told as it says. */
export function useCheckIn(centreId: string) {
  const reload = useReloadOrders(centreId);
  return useMutation({ mutationFn: checkIn, onSettled: reload });
}
