import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { NewOrder, NewOrderItem, OrderRow } from './repository.ts';
import { orderItems, orders } from './schema.ts';

/** The examinee details a move may change along with the date. */
export type MovedDetails = Partial<Pick<OrderRow, 'phone' | 'name' | 'marryStateCode'>>;

/** The writes of a booked order's changes (reschedule.ts, change-plan.ts), inside their transactions. */
export const orderChangeRepository = {
  /** The order on its new day and slot, with the details changed along, and one more move counted. */
  async moveTo(
    tx: Tx,
    id: number,
    to: MovedDetails & Pick<OrderRow, 'examDate' | 'slotNo' | 'slotTime'>,
    now: Date,
  ): Promise<void> {
    await tx
      .update(orders)
      .set({ ...to, rescheduleCount: sql`${orders.rescheduleCount} + 1`, updatedAt: now })
      .where(eq(orders.id, id));
  },

  /** The order's lines replaced by a new plan's, and its figures (`set`) with them. */
  async replacePlan(
    tx: Tx,
    id: number,
    lines: readonly NewOrderItem[],
    set: Partial<NewOrder>,
  ): Promise<void> {
    await tx.delete(orderItems).where(eq(orderItems.orderId, id));
    await tx.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: id })));
    await tx.update(orders).set(set).where(eq(orders.id, id));
  },
};
