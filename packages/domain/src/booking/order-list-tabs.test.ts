import { describe, expect, it } from 'vitest';
import { isOrderListTab, ORDER_LIST_TABS, orderListTabStatuses } from './order-list-tabs.ts';
import { ORDER_STATUSES } from './order-status.ts';

describe('ORDER_LIST_TABS', () => {
  it('has the five tabs of the order list, in order', () => {
    expect(ORDER_LIST_TABS.map((t) => t.title)).toEqual([
      '全部',
      '待支付',
      '待体检',
      '待出报告',
      '退款/售后',
    ]);
  });

  it('maps each tab to its statuses, 全部 to every status', () => {
    expect(orderListTabStatuses('all')).toBeNull();
    expect(orderListTabStatuses('unpaid')).toEqual(['order_hospital_payment']);
    expect(orderListTabStatuses('exam')).toEqual([
      'order_submit',
      'order_pending',
      'order_hospital_examination',
    ]);
    expect(orderListTabStatuses('report')).toEqual(['order_analysis_report', 'order_receive_report']);
    expect(orderListTabStatuses('refund')).toEqual([
      'order_apply_refund',
      'order_refund',
      'order_complete_refund',
    ]);
  });

  it('puts no status under two tabs, and only closed, cancelled and ended orders under 全部 alone', () => {
    const listed = ORDER_LIST_TABS.flatMap((t) => t.statuses ?? []);
    expect(new Set(listed).size).toBe(listed.length);
    expect(ORDER_STATUSES.filter((s) => !listed.includes(s))).toEqual([
      'order_end',
      'order_closed',
      'order_cancel',
    ]);
  });

  it('recognises tab keys', () => {
    expect(isOrderListTab('refund')).toBe(true);
    expect(isOrderListTab('paid')).toBe(false);
    expect(isOrderListTab(undefined)).toBe(false);
  });
});
