import type { OrdersFilter } from '@/features/orders/index.ts';

/** The orders waiting for a report: examined, 待分析报告. */
export const REPORT_QUEUE: OrdersFilter = { status: 'order_analysis_report' };
