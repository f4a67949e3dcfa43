import { call, type DataOf, orders } from '@tijian/client';

export type ExistingOrder = DataOf<typeof orders.checkExistingOrder>;

/**
 * Spec 7 "check existing order": whether this ID number already has an unfinished order at the centre.
 * Silent: the examinee form says nothing when the check itself fails, since the order is checked again
 * when it is submitted.
 */
export function checkExistingOrder(
  query: { sysCenterId: string; idCardNo: string },
  signal?: AbortSignal,
): Promise<ExistingOrder> {
  return call(orders.checkExistingOrder, { query }, { signal, silent: true });
}
