// GET /individuation-service/order/listOrder: the person's orders by tab, newest first.
import type { OrderPage, OrderSummary } from '@tijian/contract';
import { type OrderListTab, orderListTabStatuses } from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { userActionsOf } from './order-facts.ts';
import { orderHeadOf } from './order-wire.ts';
import { progressRepository as progress } from './progress-repository.ts';
import type { OrderRow } from './repository.ts';

export interface OrderListQuery {
  type: '1' | '2';
  tab: OrderListTab;
  paginationNo: number;
  paginationSize: number;
}

export interface OrderListDeps {
  db: Db;
  clock: () => Date;
  /** closes one overdue unpaid order (the service's expiry), so the list never offers to pay it */
  expireOne: (id: number, now: Date) => Promise<boolean>;
}

export function toOrderSummary(row: OrderRow, itemCount: number): OrderSummary {
  return {
    ...orderHeadOf(row),
    sysCenterName: row.sysCenterName,
    itemCount,
    createdAt: row.createdAt.toISOString(),
    actions: userActionsOf(row),
  };
}

export function createOrderList({ db, clock, expireOne }: OrderListDeps) {
  return async function list(userId: number, q: OrderListQuery): Promise<OrderPage> {
    const empty = { list: [], total: 0, paginationNo: q.paginationNo, hasMore: false };
    // Company (team) orders do not exist yet: an empty page, not an error, so the screen shows 当前列表为空.
    if (q.type === '2') return empty;
    const now = clock();
    for (const id of await progress.overdueOfUser(db, userId, now)) await expireOne(id, now);
    const offset = (q.paginationNo - 1) * q.paginationSize;
    const { rows, total } = await progress.pageOfUser(db, {
      userId,
      statuses: orderListTabStatuses(q.tab),
      limit: q.paginationSize,
      offset,
    });
    return {
      list: rows.map((r) => toOrderSummary(r, r.itemCount)),
      total,
      paginationNo: q.paginationNo,
      hasMore: offset + rows.length < total,
    };
  };
}
