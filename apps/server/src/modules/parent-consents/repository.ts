// Consents to be booked for (parent_consents). Every read names the booking account.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type ParentConsentRow, parentConsents } from './schema.ts';

export const parentConsentsRepository = {
  async ofUser(db: DbOrTx, userId: number): Promise<ParentConsentRow[]> {
    return db
      .select()
      .from(parentConsents)
      .where(eq(parentConsents.userId, userId))
      .orderBy(asc(parentConsents.consentedAt), asc(parentConsents.id));
  },

  /** Saves the consent, or renews it (a new time, the phone and ID number as recorded now). */
  async save(db: DbOrTx, row: Omit<ParentConsentRow, 'id'>): Promise<ParentConsentRow> {
    const [saved] = await db
      .insert(parentConsents)
      .values(row)
      .onConflictDoUpdate({
        target: [parentConsents.userId, parentConsents.familyMemberId],
        set: {
          idCardNo: row.idCardNo,
          name: row.name,
          relationCode: row.relationCode,
          mobilePhone: row.mobilePhone,
          consentedAt: row.consentedAt,
        },
      })
      .returning();
    return saved!;
  },

  async remove(db: DbOrTx, userId: number, familyMemberId: number): Promise<boolean> {
    const removed = await db
      .delete(parentConsents)
      .where(and(eq(parentConsents.userId, userId), eq(parentConsents.familyMemberId, familyMemberId)))
      .returning({ id: parentConsents.id });
    return removed.length > 0;
  },

  /** The consents among these (account, ID number) pairs: one query for a page of orders. */
  async covering(
    db: DbOrTx,
    people: readonly { userId: number; idCardNo: string }[],
  ): Promise<Pick<ParentConsentRow, 'userId' | 'idCardNo'>[]> {
    if (people.length === 0) return [];
    const userIds = [...new Set(people.map((p) => p.userId))];
    const idCards = [...new Set(people.map((p) => p.idCardNo))];
    const rows = await db
      .select({ userId: parentConsents.userId, idCardNo: parentConsents.idCardNo })
      .from(parentConsents)
      .where(and(inArray(parentConsents.userId, userIds), inArray(parentConsents.idCardNo, idCards)));
    return rows;
  },
};
