import { useSearchParams } from 'react-router';
import { orderIdOf } from '@/features/order/index.ts';

/** The order named by ?orderId=, or null when the address names none. */
export function useOrderId(): number | null {
  const [search] = useSearchParams();
  return orderIdOf(search.get('orderId'));
}
