// Queries of reports, their results and the family links. Who may read what is decided by the service;
// every read here names the people (ID numbers) or orders the caller already proved are theirs.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { reportLinks, reportResults, reports } from './schema.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
export type ReportResultRow = typeof reportResults.$inferSelect;
export type NewReportResult = Omit<typeof reportResults.$inferInsert, 'id' | 'reportId'>;
export type ReportLinkRow = typeof reportLinks.$inferSelect;

/** Whose reports an account reads: its own person (ID number and name), linked people, its own orders. */
export interface Reader {
  userId: number;
  self: { idCardNo: string; name: string } | null;
  linked: readonly string[];
  /** the orders this account booked (the orders module's answer) */
  booked: readonly number[];
}

function readable(reader: Reader) {
  return (
    or(
      reader.self
        ? and(eq(reports.idCardNo, reader.self.idCardNo), eq(reports.name, reader.self.name))
        : undefined,
      reader.linked.length > 0 ? inArray(reports.idCardNo, [...reader.linked]) : undefined,
      reader.booked.length > 0 ? inArray(reports.orderId, [...reader.booked]) : undefined,
    ) ??
    // A reader with no person, links or orders reads nothing; an empty or() would filter nothing.
    sql`false`
  );
}

export const reportsRepository = {
  async links(db: DbOrTx, userId: number): Promise<ReportLinkRow[]> {
    return db
      .select()
      .from(reportLinks)
      .where(eq(reportLinks.userId, userId))
      .orderBy(asc(reportLinks.linkedAt));
  },

  /** Every report the reader may read, newest exam first. */
  async listFor(db: DbOrTx, reader: Reader): Promise<ReportRow[]> {
    return db
      .select()
      .from(reports)
      .where(readable(reader))
      .orderBy(desc(reports.examDate), desc(reports.id));
  },

  /** The report, only when the reader may read it: otherwise nothing, as if it did not exist. */
  async findFor(db: DbOrTx, reader: Reader, id: number): Promise<ReportRow | undefined> {
    const [row] = await db
      .select()
      .from(reports)
      .where(and(eq(reports.id, id), readable(reader)));
    return row;
  },

  /** Every report of one person (any centre), oldest first. */
  async ofPerson(db: DbOrTx, idCardNo: string): Promise<ReportRow[]> {
    return db
      .select()
      .from(reports)
      .where(eq(reports.idCardNo, idCardNo))
      .orderBy(asc(reports.examDate), asc(reports.id));
  },

  async results(db: DbOrTx, reportIds: readonly number[]): Promise<ReportResultRow[]> {
    if (reportIds.length === 0) return [];
    return db
      .select()
      .from(reportResults)
      .where(inArray(reportResults.reportId, [...reportIds]))
      .orderBy(asc(reportResults.reportId), asc(reportResults.sort), asc(reportResults.id));
  },

  /** Abnormal result counts per report. */
  async abnormalCounts(db: DbOrTx, reportIds: readonly number[]): Promise<Map<number, number>> {
    if (reportIds.length === 0) return new Map();
    const rows = await db
      .select({ reportId: reportResults.reportId, n: sql<number>`count(*)::int` })
      .from(reportResults)
      .where(and(inArray(reportResults.reportId, [...reportIds]), sql`${reportResults.flag} <> ''`))
      .groupBy(reportResults.reportId);
    return new Map(rows.map((r) => [r.reportId, Number(r.n)]));
  },

  /** Whether any report carries this ID number and name: linking names a person who has reports. */
  async countOfPerson(db: DbOrTx, idCardNo: string, name: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.idCardNo, idCardNo), eq(reports.name, name)));
    return Number(row?.n ?? 0);
  },

  async saveLink(db: DbOrTx, link: typeof reportLinks.$inferInsert): Promise<void> {
    await db
      .insert(reportLinks)
      .values(link)
      .onConflictDoUpdate({
        target: [reportLinks.userId, reportLinks.idCardNo],
        set: {
          name: link.name,
          relationCode: link.relationCode,
          mobilePhone: link.mobilePhone,
          linkedAt: link.linkedAt,
        },
      });
  },

  async removeLink(db: DbOrTx, userId: number, idCardNo: string): Promise<boolean> {
    const rows = await db
      .delete(reportLinks)
      .where(and(eq(reportLinks.userId, userId), eq(reportLinks.idCardNo, idCardNo)))
      .returning({ userId: reportLinks.userId });
    return rows.length > 0;
  },

  async byReportNo(db: DbOrTx, reportNo: string): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(reports).where(eq(reports.reportNo, reportNo));
    return row;
  },

  async byOrder(db: DbOrTx, orderId: number): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(reports).where(eq(reports.orderId, orderId));
    return row;
  },

  /** A report and its results, in the caller's transaction. */
  async insert(tx: Tx, report: NewReport, results: readonly NewReportResult[]): Promise<ReportRow> {
    const [row] = await tx.insert(reports).values(report).returning();
    if (!row) throw new Error('report insert returned nothing');
    if (results.length > 0) {
      await tx
        .insert(reportResults)
        .values(results.map((r, k) => ({ ...r, reportId: row.id, sort: r.sort ?? k })));
    }
    return row;
  },
};
