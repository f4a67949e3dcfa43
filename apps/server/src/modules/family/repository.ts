import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { familyMembers } from './schema.ts';

export type FamilyMemberRow = typeof familyMembers.$inferSelect;
export type FamilyMemberColumns = Omit<FamilyMemberRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** Every read and write names the owner: a member of another account is never found by its id. */
export const familyRepository = {
  async list(db: DbOrTx, userId: number): Promise<FamilyMemberRow[]> {
    return db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.userId, userId))
      .orderBy(asc(familyMembers.id));
  },

  async find(db: DbOrTx, userId: number, id: number): Promise<FamilyMemberRow | undefined> {
    const [row] = await db
      .select()
      .from(familyMembers)
      .where(and(eq(familyMembers.userId, userId), eq(familyMembers.id, id)));
    return row;
  },

  async findByIdCard(db: DbOrTx, userId: number, idCardNo: string): Promise<FamilyMemberRow | undefined> {
    const [row] = await db
      .select()
      .from(familyMembers)
      .where(and(eq(familyMembers.userId, userId), eq(familyMembers.idCardNo, idCardNo)));
    return row;
  },

  async insert(db: DbOrTx, userId: number, values: FamilyMemberColumns): Promise<FamilyMemberRow> {
    const [row] = await db
      .insert(familyMembers)
      .values({ ...values, userId })
      .returning();
    return row!;
  },

  async update(
    db: DbOrTx,
    userId: number,
    id: number,
    values: FamilyMemberColumns,
  ): Promise<FamilyMemberRow | undefined> {
    const [row] = await db
      .update(familyMembers)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(familyMembers.userId, userId), eq(familyMembers.id, id)))
      .returning();
    return row;
  },

  async remove(db: DbOrTx, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(familyMembers)
      .where(and(eq(familyMembers.userId, userId), eq(familyMembers.id, id)))
      .returning({ id: familyMembers.id });
    return rows.length > 0;
  },

  async countFor(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(familyMembers)
      .where(eq(familyMembers.userId, userId));
    return row?.n ?? 0;
  },
};
