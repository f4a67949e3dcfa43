import type { OrderStatus } from '@tijian/domain';

export interface OrdersFilter {
  date?: string;
  status?: OrderStatus;
  /** part of the name, the phone's last digits (4 or more) or part of the order number: the server's search */
  q?: string;
  /** '1': with each order's examination items */
  items?: '1';
  page?: number;
  pageSize?: number;
}

/** Query keys of a centre's orders, as the staff read them. */
export const orderKeys = {
  all: ['operator', 'orders'] as const,
  ofCentre: (centreId: string) => [...orderKeys.all, centreId] as const,
  list: (centreId: string, filter: OrdersFilter) =>
    [...orderKeys.ofCentre(centreId), 'list', filter] as const,
};
