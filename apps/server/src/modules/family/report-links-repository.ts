// The people whose reports an account proved it may read (report_links). Every read names the
// account, or the phone a member withdraws from; nothing here decides who may do what.
import { and, asc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reportLinks } from './schema.ts';

export type ReportLinkRow = typeof reportLinks.$inferSelect;
export type NewReportLink = Omit<typeof reportLinks.$inferInsert, 'id'>;

/** A link in force on `day`: an adult's, or a guardian's before the member's 18th birthday. */
const inForce = (day: string) => or(isNull(reportLinks.adultOn), gt(reportLinks.adultOn, day));

export const reportLinksRepository = {
  /** The account's links, in force or not, oldest first. */
  async ofUser(db: DbOrTx, userId: number): Promise<ReportLinkRow[]> {
    return db
      .select()
      .from(reportLinks)
      .where(eq(reportLinks.userId, userId))
      .orderBy(asc(reportLinks.linkedAt), asc(reportLinks.id));
  },

  /** The account's links in force on `day`. */
  async inForce(db: DbOrTx, userId: number, day: string): Promise<ReportLinkRow[]> {
    return db
      .select()
      .from(reportLinks)
      .where(and(eq(reportLinks.userId, userId), inForce(day)))
      .orderBy(asc(reportLinks.linkedAt), asc(reportLinks.id));
  },

  /** Whether the account has a link in force to this ID number. */
  async covers(db: DbOrTx, userId: number, idCardNo: string, day: string): Promise<boolean> {
    const [row] = await db
      .select({ id: reportLinks.id })
      .from(reportLinks)
      .where(and(eq(reportLinks.userId, userId), eq(reportLinks.idCardNo, idCardNo), inForce(day)))
      .limit(1);
    return row !== undefined;
  },

  /** One link per account, person and phone: proving it again renews it. */
  async save(db: DbOrTx, link: NewReportLink): Promise<void> {
    await db
      .insert(reportLinks)
      .values(link)
      .onConflictDoUpdate({
        target: [reportLinks.userId, reportLinks.idCardNo, reportLinks.mobilePhone],
        set: {
          name: link.name,
          relationCode: link.relationCode,
          adultOn: link.adultOn ?? null,
          linkedAt: link.linkedAt,
        },
      });
  },

  /** Removes the account's links to this ID number (every phone); false when it had none. */
  async removePerson(db: DbOrTx, userId: number, idCardNo: string): Promise<boolean> {
    const rows = await db
      .delete(reportLinks)
      .where(and(eq(reportLinks.userId, userId), eq(reportLinks.idCardNo, idCardNo)))
      .returning({ id: reportLinks.id });
    return rows.length > 0;
  },

  /** Other accounts' links proven with this phone: what the phone's holder may withdraw. */
  async toPhone(db: DbOrTx, mobilePhone: string, exceptUserId: number): Promise<ReportLinkRow[]> {
    return db
      .select()
      .from(reportLinks)
      .where(and(eq(reportLinks.mobilePhone, mobilePhone), ne(reportLinks.userId, exceptUserId)))
      .orderBy(asc(reportLinks.linkedAt), asc(reportLinks.id));
  },

  /** Deletes another account's link proven with this phone; false when there is none such. */
  async withdraw(db: DbOrTx, id: number, mobilePhone: string, exceptUserId: number): Promise<boolean> {
    const rows = await db
      .delete(reportLinks)
      .where(
        and(
          eq(reportLinks.id, id),
          eq(reportLinks.mobilePhone, mobilePhone),
          ne(reportLinks.userId, exceptUserId),
        ),
      )
      .returning({ id: reportLinks.id });
    return rows.length > 0;
  },
};
