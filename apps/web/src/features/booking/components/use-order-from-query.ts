import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getOrderQueryOptions, orderIdOf } from '@/features/order/index.ts';

/** The order named by ?orderId= (the session's own only: the server answers nothing else). */
export function useOrderFromQuery() {
  const [search] = useSearchParams();
  const orderId = orderIdOf(search.get('orderId'));
  const order = useQuery({ ...getOrderQueryOptions(orderId ?? 0), enabled: orderId !== null });
  return { orderId, order };
}
