// Orders that ended before this server held them (the demo account's past check-ups): written as
// they ended, with their line and their history, never through booking (no place, no payment left).

import type { OrderActor, OrderStatus } from '@tijian/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { NewOrder, NewOrderItem } from './repository.ts';
import { orderItems, orderStatusHistory, orders } from './schema.ts';

export interface PastStep {
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  at: Date;
  note: string;
}

export const pastOrderRepository = {
  async idOf(tx: Tx, orderNo: string): Promise<number | undefined> {
    const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
    return row?.id;
  },

  async insert(tx: Tx, order: NewOrder, items: readonly NewOrderItem[], steps: readonly PastStep[]) {
    const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
    if (!row) throw new Error('order insert returned nothing');
    if (items.length > 0) await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row.id })));
    await tx.insert(orderStatusHistory).values(
      steps.map((s) => ({
        orderId: row.id,
        fromStatus: s.from,
        toStatus: s.to,
        actor: s.actor,
        at: s.at,
        note: s.note,
      })),
    );
    return row.id;
  },
};
