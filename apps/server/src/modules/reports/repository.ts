// Queries of reports, their results and their access log. Who may read what is decided by the service;
// every read here names the orders or the proven (ID number, name, phone) the caller may read.
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { reportReads, reportResults, reports } from './schema.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
export type ReportResultRow = typeof reportResults.$inferSelect;
export type NewReportResult = Omit<typeof reportResults.$inferInsert, 'id' | 'reportId'>;
export type ReportReadRow = typeof reportReads.$inferSelect;

/** The reports of one person recorded with one phone: what a proven claim or link covers. */
export interface RecordedPerson {
  idCardNo: string;
  name: string;
  mobilePhone: string;
}

/** What an account reads: the reports of the orders it booked, and those its links cover. */
export interface Reader {
  userId: number;
  booked: readonly number[];
  links: readonly RecordedPerson[];
}

const recordedAs = (p: RecordedPerson) =>
  and(eq(reports.idCardNo, p.idCardNo), eq(reports.name, p.name), eq(reports.mobilePhone, p.mobilePhone));

function readable(reader: Reader): SQL {
  const allowed = [
    ...(reader.booked.length > 0 ? [inArray(reports.orderId, [...reader.booked])] : []),
    ...reader.links.map(recordedAs),
  ];
  // A reader with no orders or links reads nothing; an empty or() would filter nothing.
  return or(...allowed) ?? sql`false`;
}

export const reportsRepository = {
  /**
   * For each of these orders with a published report, the groups of its abnormal results (血脂, 肝功能…)
   * and the items of its abnormal described findings: what a company's anonymous figures count.
   */
  async abnormalGroupsOfOrders(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, Set<string>>> {
    const out = new Map<number, Set<string>>();
    if (orderIds.length === 0) return out;
    const rows = await db
      .select({ id: reports.id, orderId: reports.orderId, findings: reports.findings })
      .from(reports)
      .where(inArray(reports.orderId, [...orderIds]));
    const orderOf = new Map<number, number>();
    for (const r of rows) {
      if (r.orderId === null) continue;
      orderOf.set(r.id, r.orderId);
      const groups = out.get(r.orderId) ?? new Set<string>();
      for (const f of r.findings) if (f.abnormal) groups.add(f.item);
      out.set(r.orderId, groups);
    }
    if (orderOf.size === 0) return out;
    const flagged = await db
      .selectDistinct({ reportId: reportResults.reportId, groupName: reportResults.groupName })
      .from(reportResults)
      .where(and(inArray(reportResults.reportId, [...orderOf.keys()]), sql`${reportResults.flag} <> ''`));
    for (const f of flagged) out.get(orderOf.get(f.reportId)!)?.add(f.groupName);
    return out;
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

  /** How many reports carry this ID number and name and were recorded with this phone. */
  async countRecorded(db: DbOrTx, person: RecordedPerson): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reports).where(recordedAs(person));
    return Number(row?.n ?? 0);
  },

  async logRead(db: DbOrTx, read: Omit<typeof reportReads.$inferInsert, 'id'>): Promise<void> {
    await db.insert(reportReads).values(read);
  },

  /** The latest reads of these reports, newest first. */
  async readsOf(db: DbOrTx, reportIds: readonly number[], limit: number): Promise<ReportReadRow[]> {
    if (reportIds.length === 0) return [];
    return db
      .select()
      .from(reportReads)
      .where(inArray(reportReads.reportId, [...reportIds]))
      .orderBy(desc(reportReads.readAt), desc(reportReads.id))
      .limit(limit);
  },

  async byReportNo(db: DbOrTx, reportNo: string): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(reports).where(eq(reports.reportNo, reportNo));
    return row;
  },

  /** Sets the order and the phone a report was recorded with (the demo data brought up to date). */
  async setRecording(db: DbOrTx, id: number, recording: { orderId: number | null; mobilePhone: string }) {
    await db.update(reports).set(recording).where(eq(reports.id, id));
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
