// Reads of the orders table that other modules ask through the orders service (reports: whose
// orders an account booked; the console's refund list and report entry: the orders they name), so no
// module reads this table.
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { OrderRow } from './repository.ts';
import { orders } from './schema.ts';

export const lookupRepository = {
  async idsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
    const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
    return rows.map((r) => r.id);
  },

  async byIds(db: DbOrTx, ids: readonly number[]): Promise<OrderRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...ids]));
  },
};
