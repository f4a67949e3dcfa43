import type { RefundStatus } from '@tijian/domain';

export interface RefundsFilter {
  status?: RefundStatus;
  page: number;
}

/** Query keys of a centre's refunds, as the manager reads them. */
export const refundKeys = {
  all: ['operator', 'refunds'] as const,
  ofCentre: (centreId: string) => [...refundKeys.all, centreId] as const,
  list: (centreId: string, filter: RefundsFilter) =>
    [...refundKeys.ofCentre(centreId), 'list', filter] as const,
  order: (centreId: string, orderId: number) => [...refundKeys.ofCentre(centreId), 'order', orderId] as const,
};
