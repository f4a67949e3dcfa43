// The order as the centre's staff see it, and the desk's list of a centre's orders.
import type { OperatorOrder, OperatorOrderList } from '@tijian/contract';
import { maskIdCard, ORDER_STATUS_NAMES, type OrderStatus } from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { reviewStateOf } from './order-progress.ts';
import { progressRepository as progress } from './progress-repository.ts';
import type { OrderItemRow, OrderRow } from './repository.ts';

const MAX_LISTED = 200;

export function toOperatorOrder(row: OrderRow, items: readonly OrderItemRow[]): OperatorOrder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    statusName: ORDER_STATUS_NAMES[row.status],
    sysCenterId: row.sysCenterId,
    name: row.name,
    identityCardNo: maskIdCard(row.idCardNo),
    sexCode: row.sexCode === 'female' ? 'female' : 'male',
    age: row.age,
    boExaminationDate: row.examDate,
    boExaminationTime: row.slotTime,
    packageName: row.packageName,
    items: items
      .filter((i) => i.kind !== 'material' && i.kind !== 'service')
      .map((i) => ({ projectId: i.projectId, item: i.item })),
    payType: row.payType,
    payable: row.payable,
    paid: row.paid,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    examinedAt: row.examinedAt?.toISOString() ?? null,
    review: { state: reviewStateOf(row), note: row.reviewNote },
  };
}

export function createOperatorOrders({ db }: { db: Db }) {
  async function withItems(rows: OrderRow[]): Promise<OperatorOrder[]> {
    const byOrder = new Map<number, OrderItemRow[]>();
    for (const line of await progress.itemsOf(
      db,
      rows.map((r) => r.id),
    )) {
      byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    }
    return rows.map((r) => toOperatorOrder(r, byOrder.get(r.id) ?? []));
  }

  return {
    async list(q: { sysCenterId: string; date?: string; status?: OrderStatus }): Promise<OperatorOrderList> {
      const { rows, total } = await progress.ofCentre(db, {
        centreId: q.sysCenterId,
        date: q.date,
        status: q.status,
        limit: MAX_LISTED,
      });
      return { list: await withItems(rows), total };
    },

    async view(row: OrderRow): Promise<OperatorOrder> {
      return (await withItems([row]))[0]!;
    },
  };
}
