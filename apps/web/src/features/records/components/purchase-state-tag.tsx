import type { PurchaseSummary } from '../api/records.ts';

/** 已支付, 部分退款 or 已退款, coloured by how much came back. */
export function PurchaseStateTag({ purchase }: { purchase: Pick<PurchaseSummary, 'state' | 'stateName'> }) {
  return <span className={`record-tag record-state-${purchase.state}`}>{purchase.stateName}</span>;
}
