// The tabs of the order list (issue 11 "Orders"): each groups the statuses a person looks for
// together. 全部 lists every status; the others leave out closed and cancelled orders.
import type { OrderStatus } from './order-status.ts';

export type OrderListTab = 'all' | 'unpaid' | 'exam' | 'report' | 'refund';

export interface OrderListTabDef {
  key: OrderListTab;
  title: string;
  /** null: every status */
  statuses: readonly OrderStatus[] | null;
}

export const ORDER_LIST_TABS: readonly OrderListTabDef[] = [
  { key: 'all', title: '全部', statuses: null },
  { key: 'unpaid', title: '待支付', statuses: ['order_hospital_payment'] },
  {
    key: 'exam',
    title: '待体检',
    statuses: ['order_submit', 'order_pending', 'order_hospital_examination'],
  },
  { key: 'report', title: '待出报告', statuses: ['order_analysis_report', 'order_receive_report'] },
  {
    key: 'refund',
    title: '退款/售后',
    statuses: ['order_apply_refund', 'order_refund', 'order_complete_refund'],
  },
];

export const ORDER_LIST_TAB_KEYS = ORDER_LIST_TABS.map((t) => t.key) as readonly OrderListTab[];

export function isOrderListTab(value: unknown): value is OrderListTab {
  return typeof value === 'string' && (ORDER_LIST_TAB_KEYS as readonly string[]).includes(value);
}

/** The statuses a tab lists; null for 全部 (every status). */
export function orderListTabStatuses(tab: OrderListTab): readonly OrderStatus[] | null {
  return ORDER_LIST_TABS.find((t) => t.key === tab)?.statuses ?? null;
}
