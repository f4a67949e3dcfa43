import type { Fen } from '@tijian/domain';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  companies,
  companyAdmins,
  companyDays,
  companyGrades,
  teamMembers,
  teamOrders,
  teamVerifyFailures,
} from './schema.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type GradeRow = typeof companyGrades.$inferSelect;
export type MemberRow = typeof teamMembers.$inferSelect;
export type TeamOrderRow = typeof teamOrders.$inferSelect;

export interface SettingsRow {
  windowStart: string;
  windowEnd: string;
  dailyQuota: number;
  budget: Fen;
  showPrice: boolean;
  provideInvoice: boolean;
  allowFamily: boolean;
  questionnaire: boolean;
  discountPercent: number;
}

export interface RosterInput {
  name: string;
  idCardNo: string;
  phone: string;
  grade: string;
  department: string;
}

/** Rows written per statement on import (PostgreSQL takes at most 65,535 parameters). */
const UPSERT_CHUNK = 1000;

export const teamRepository = {
  async company(db: DbOrTx, id: number): Promise<CompanyRow | undefined> {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    return row;
  },

  async companyByCode(db: DbOrTx, code: string): Promise<CompanyRow | undefined> {
    const [row] = await db.select().from(companies).where(eq(companies.code, code));
    return row;
  },

  companiesByIds: (db: DbOrTx, ids: readonly number[]): Promise<CompanyRow[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(companies)
          .where(inArray(companies.id, [...ids])),

  companiesOfCentre: (db: DbOrTx, centreId: string): Promise<CompanyRow[]> =>
    db.select().from(companies).where(eq(companies.centreId, centreId)).orderBy(asc(companies.id)),

  async companiesOfAdmin(db: DbOrTx, operatorId: number): Promise<CompanyRow[]> {
    const rows = await db
      .select({ company: companies })
      .from(companyAdmins)
      .innerJoin(companies, eq(companies.id, companyAdmins.companyId))
      .where(eq(companyAdmins.operatorId, operatorId))
      .orderBy(asc(companies.id));
    return rows.map((r) => r.company);
  },

  async isAdmin(db: DbOrTx, operatorId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: companyAdmins.companyId })
      .from(companyAdmins)
      .where(eq(companyAdmins.operatorId, operatorId))
      .limit(1);
    return row !== undefined;
  },

  grades: (db: DbOrTx, companyId: number): Promise<GradeRow[]> =>
    db
      .select()
      .from(companyGrades)
      .where(eq(companyGrades.companyId, companyId))
      .orderBy(asc(companyGrades.sort), asc(companyGrades.grade)),

  async grade(db: DbOrTx, companyId: number, grade: string): Promise<GradeRow | undefined> {
    const [row] = await db
      .select()
      .from(companyGrades)
      .where(and(eq(companyGrades.companyId, companyId), eq(companyGrades.grade, grade)));
    return row;
  },

  /** The settings and grades replaced, only when `version` is still the row's; false when it moved. */
  async saveSettings(
    tx: Tx,
    companyId: number,
    version: number,
    settings: SettingsRow,
    grades: Omit<GradeRow, 'companyId'>[],
  ): Promise<boolean> {
    const moved = await tx
      .update(companies)
      .set({ ...settings, version: sql`${companies.version} + 1` })
      .where(and(eq(companies.id, companyId), eq(companies.version, version)))
      .returning({ id: companies.id });
    if (moved.length === 0) return false;
    await tx.delete(companyGrades).where(eq(companyGrades.companyId, companyId));
    if (grades.length) await tx.insert(companyGrades).values(grades.map((g) => ({ ...g, companyId })));
    return true;
  },

  async member(db: DbOrTx, id: number): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id));
    return row;
  },

  /** The roster places of a company matching a name and an ID number or a phone. */
  membersByProof: (db: DbOrTx, companyId: number, name: string, credential: string): Promise<MemberRow[]> =>
    db
      .select()
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.companyId, companyId),
          eq(teamMembers.name, name),
          or(eq(teamMembers.idCardNo, credential), eq(teamMembers.phone, credential)),
        ),
      ),

  membersOfUser: (db: DbOrTx, userId: number): Promise<MemberRow[]> =>
    db.select().from(teamMembers).where(eq(teamMembers.userId, userId)).orderBy(asc(teamMembers.id)),

  membersOfCompany: (db: DbOrTx, companyId: number): Promise<MemberRow[]> =>
    db.select().from(teamMembers).where(eq(teamMembers.companyId, companyId)).orderBy(asc(teamMembers.id)),

  /** Links the place to the account unless another account holds it; answers the place after. */
  async link(db: DbOrTx, memberId: number, userId: number, at: Date): Promise<MemberRow | undefined> {
    const [row] = await db
      .update(teamMembers)
      .set({ userId, linkedAt: sql`coalesce(${teamMembers.linkedAt}, ${at.toISOString()}::timestamptz)` })
      .where(
        and(eq(teamMembers.id, memberId), or(isNull(teamMembers.userId), eq(teamMembers.userId, userId))),
      )
      .returning();
    return row;
  },

  async failuresSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(teamVerifyFailures)
      .where(and(eq(teamVerifyFailures.userId, userId), gte(teamVerifyFailures.at, since)));
    return row?.n ?? 0;
  },

  async addFailure(db: DbOrTx, userId: number, at: Date): Promise<void> {
    await db.insert(teamVerifyFailures).values({ userId, at });
  },

  /** Failures older than the window count for nothing: the table keeps only the last hour or so. */
  async purgeFailures(db: DbOrTx, before: Date): Promise<void> {
    await db.delete(teamVerifyFailures).where(lt(teamVerifyFailures.at, before));
  },

  /**
   * One of the company's places on the day, by one conditional UPDATE in the order's transaction: the
   * row lock makes a concurrent submit re-read `booked` after this one commits.
   */
  async takeDay(tx: Tx, companyId: number, date: string, quota: number): Promise<boolean> {
    await tx.insert(companyDays).values({ companyId, date, booked: 0 }).onConflictDoNothing();
    const taken = await tx
      .update(companyDays)
      .set({ booked: sql`${companyDays.booked} + 1` })
      .where(
        and(eq(companyDays.companyId, companyId), eq(companyDays.date, date), lt(companyDays.booked, quota)),
      )
      .returning({ booked: companyDays.booked });
    return taken.length === 1;
  },

  async giveDay(tx: Tx, companyId: number, date: string): Promise<void> {
    await tx
      .update(companyDays)
      .set({ booked: sql`${companyDays.booked} - 1` })
      .where(
        and(eq(companyDays.companyId, companyId), eq(companyDays.date, date), sql`${companyDays.booked} > 0`),
      );
  },

  /** The company's part taken from its budget, never past it (one conditional UPDATE). */
  async takeBudget(tx: Tx, companyId: number, amount: Fen): Promise<boolean> {
    const taken = await tx
      .update(companies)
      .set({ budgetUsed: sql`${companies.budgetUsed} + ${amount}` })
      .where(
        and(eq(companies.id, companyId), sql`${companies.budgetUsed} + ${amount} <= ${companies.budget}`),
      )
      .returning({ id: companies.id });
    return taken.length === 1;
  },

  async giveBudget(tx: Tx, companyId: number, amount: Fen): Promise<void> {
    await tx
      .update(companies)
      .set({ budgetUsed: sql`greatest(${companies.budgetUsed} - ${amount}, 0)` })
      .where(eq(companies.id, companyId));
  },

  async daysBooked(db: DbOrTx, companyId: number, from: string, to: string): Promise<Map<string, number>> {
    const rows = await db
      .select({ date: companyDays.date, booked: companyDays.booked })
      .from(companyDays)
      .where(
        and(
          eq(companyDays.companyId, companyId),
          gte(companyDays.date, from),
          sql`${companyDays.date} <= ${to}`,
        ),
      );
    return new Map(rows.map((r) => [r.date, r.booked]));
  },

  async dayBooked(db: DbOrTx, companyId: number, date: string): Promise<number> {
    const [row] = await db
      .select({ booked: companyDays.booked })
      .from(companyDays)
      .where(and(eq(companyDays.companyId, companyId), eq(companyDays.date, date)));
    return row?.booked ?? 0;
  },

  async insertTeamOrder(tx: Tx, row: typeof teamOrders.$inferInsert): Promise<boolean> {
    const written = await tx
      .insert(teamOrders)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: teamOrders.orderId });
    return written.length === 1;
  },

  /** The company name of each of these orders that is a team order (the desk's list, one page at once). */
  async companyNamesOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ orderId: teamOrders.orderId, name: companies.name })
      .from(teamOrders)
      .innerJoin(companies, eq(companies.id, teamOrders.companyId))
      .where(sql`${teamOrders.orderId} = any(${sql.param(`{${orderIds.join(',')}}`)}::int[])`);
    return new Map(rows.map((r) => [r.orderId, r.name]));
  },

  async isTeamOrder(db: DbOrTx, orderId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: teamOrders.orderId })
      .from(teamOrders)
      .where(eq(teamOrders.orderId, orderId));
    return row !== undefined;
  },

  async openOrderOfMember(db: DbOrTx, memberId: number): Promise<TeamOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(teamOrders)
      .where(and(eq(teamOrders.memberId, memberId), eq(teamOrders.open, true)));
    return row;
  },

  /** Every team order of these places, newest first. */
  ordersOfMembers: (db: DbOrTx, memberIds: readonly number[]): Promise<TeamOrderRow[]> =>
    memberIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(teamOrders)
          .where(inArray(teamOrders.memberId, [...memberIds]))
          .orderBy(desc(teamOrders.createdAt), desc(teamOrders.orderId)),

  ordersOfCompany: (db: DbOrTx, companyId: number): Promise<TeamOrderRow[]> =>
    db
      .select()
      .from(teamOrders)
      .where(eq(teamOrders.companyId, companyId))
      .orderBy(desc(teamOrders.createdAt), desc(teamOrders.orderId)),

  /** Closes the team order's hold once (a repeat finds it closed): answers it when this call did. */
  async closeHold(tx: Tx, orderId: number): Promise<TeamOrderRow | undefined> {
    const [row] = await tx
      .update(teamOrders)
      .set({ open: false })
      .where(and(eq(teamOrders.orderId, orderId), eq(teamOrders.open, true)))
      .returning();
    return row;
  },

  /**
   * Adds or updates the rows by ID number, in the caller's transaction; answers how many were new.
   * `xmax = 0` tells a row this statement inserted from one it updated.
   */
  async upsertMembers(tx: Tx, companyId: number, rows: readonly RosterInput[], now: Date): Promise<number> {
    let added = 0;
    for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
      const chunk = rows.slice(i, i + UPSERT_CHUNK).map((r) => ({ ...r, companyId, createdAt: now }));
      const written = await tx
        .insert(teamMembers)
        .values(chunk)
        .onConflictDoUpdate({
          target: [teamMembers.companyId, teamMembers.idCardNo],
          set: {
            name: sql`excluded.name`,
            phone: sql`excluded.phone`,
            grade: sql`excluded.grade`,
            department: sql`excluded.department`,
          },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      added += written.filter((w) => w.inserted).length;
    }
    return added;
  },

  /** Marks the places reminded, only those not reminded since `dayStart`; answers the ids marked. */
  async markReminded(tx: Tx, ids: readonly number[], dayStart: Date, now: Date): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .update(teamMembers)
      .set({ remindedAt: now })
      .where(
        and(
          inArray(teamMembers.id, [...ids]),
          or(isNull(teamMembers.remindedAt), lt(teamMembers.remindedAt, dayStart)),
        ),
      )
      .returning({ id: teamMembers.id });
    return rows.map((r) => r.id);
  },

  async addAdmin(db: DbOrTx, operatorId: number, companyId: number): Promise<void> {
    await db.insert(companyAdmins).values({ operatorId, companyId }).onConflictDoNothing();
  },

  async insertCompany(db: DbOrTx, row: typeof companies.$inferInsert): Promise<CompanyRow> {
    const [written] = await db
      .insert(companies)
      .values(row)
      .onConflictDoUpdate({ target: companies.code, set: { name: row.name } })
      .returning();
    return written!;
  },
};
