import { useMemo } from 'react';
import { type OperatorOrder, useOrders } from '@/features/orders/index.ts';

/**
 * Whether an order answers the desk's search: part of the name, the phone's last digits (up to four,
 * all the masked number shows), or part of the order number. Empty finds everything.
 */
export function matchesSearch(order: OperatorOrder, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  if (order.name.toLowerCase().includes(term)) return true;
  if (order.orderNo.toLowerCase().includes(term)) return true;
  return /^\d{1,4}$/.test(term) && order.boCellPhoneNo.endsWith(term);
}

/**
 * The bookings of a centre's day that answer the search. The one place the search is made: it filters
 * the day's list here, and can become the server's own search (a `q` on the list) without the page
 * changing.
 */
export function useBookings(centreId: string, date: string, search: string) {
  const query = useOrders(centreId, { date });
  const shown = useMemo(
    () => query.data?.list.filter((order) => matchesSearch(order, search)),
    [query.data, search],
  );
  return { query, shown };
}
