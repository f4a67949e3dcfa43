// Reads of the orders table that other modules ask through the orders service (reports: whose
// orders an account booked), so no module reads this table.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from './schema.ts';

export const lookupRepository = {
  async idsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
    const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
    return rows.map((r) => r.id);
  },
};
