import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;
export type ProfileColumns = Partial<
  Pick<
    UserRow,
    'callName' | 'name' | 'idCardNo' | 'sexCode' | 'age' | 'marryStateCode' | 'folkId' | 'height' | 'weight'
  >
>;

export const usersRepository = {
  async findById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  /** The openids of these accounts that have one (a batch of notices asks once, not per person). */
  async openidsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, openid: users.openid })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.flatMap((r) => (r.openid ? [[r.id, r.openid] as const] : [])));
  },

  async findByPhone(db: DbOrTx, mobilePhone: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.mobilePhone, mobilePhone));
    return row;
  },

  /** Creates the user on first login; a concurrent first login for the same phone gets the same row. */
  async upsertByPhone(db: DbOrTx, mobilePhone: string, openid?: string): Promise<UserRow> {
    const [row] = await db
      .insert(users)
      .values({ mobilePhone, openid: openid ?? null })
      .onConflictDoUpdate({
        target: users.mobilePhone,
        set: openid ? { openid, updatedAt: sql`now()` } : { updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  },

  async updateProfile(db: DbOrTx, id: number, values: ProfileColumns): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row!;
  },

  async setPasswordHash(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
    await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
  },
};
