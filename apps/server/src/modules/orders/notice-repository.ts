// What the notices module needs of orders (the reminder the evening before, the report notice): who
// to tell, on which phone, of what. Read in pages by id so a day of a large chain is never one query.
import type { OrderStatus } from '@tijian/domain';
import { and, asc, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from './schema.ts';
import { STANDING_STATUSES } from './statuses.ts';

/** The booked orders still to be examined: the ones reminded of. */
const AWAITING_EXAM: OrderStatus = 'order_hospital_examination';

export interface NoticeOrder {
  orderId: number;
  userId: number;
  phone: string;
  /** whose examination it is: a consent to be booked for is per person (parent_consents) */
  idCardNo: string;
  name: string;
  centreId: string;
  centreName: string;
  examDate: string;
  slotTime: string;
  status: OrderStatus;
  /** an item of the order needs an empty stomach */
  fasting: boolean;
}

const columns = {
  orderId: orders.id,
  userId: orders.userId,
  phone: orders.phone,
  idCardNo: orders.idCardNo,
  name: orders.name,
  centreId: orders.sysCenterId,
  centreName: orders.sysCenterName,
  examDate: orders.examDate,
  slotTime: orders.slotTime,
  status: orders.status,
  // Spelled out: inside a select list Drizzle writes a column without its table, and a bare "id" in
  // the subquery would be the item's own.
  fasting: sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.orderId} = "orders"."id" and ${orderItems.fasting} = 1)`,
};

/** A re-check booked: by this account, for this person, at this centre, since then, with one of these items. */
export interface BookedSinceQuery {
  userId: number;
  idCardNo: string;
  centreId: string;
  since: Date;
  projectIds: readonly string[];
}

export const noticeRepository = {
  /** A page of the day's orders awaiting examination, after the id given, in id order. */
  async awaitingExamOn(db: DbOrTx, date: string, afterId: number, limit: number): Promise<NoticeOrder[]> {
    const rows = await db
      .select(columns)
      .from(orders)
      .where(and(eq(orders.examDate, date), eq(orders.status, AWAITING_EXAM), gt(orders.id, afterId)))
      .orderBy(asc(orders.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, fasting: Boolean(r.fasting) }));
  },

  async order(db: DbOrTx, id: number): Promise<NoticeOrder | null> {
    const [row] = await db.select(columns).from(orders).where(eq(orders.id, id));
    return row ? { ...row, fasting: Boolean(row.fasting) } : null;
  },

  /** order() for a batch of notices: one query, by id. */
  async ofIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, NoticeOrder>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select(columns)
      .from(orders)
      .where(inArray(orders.id, [...ids]));
    return new Map(rows.map((r) => [r.orderId, { ...r, fasting: Boolean(r.fasting) }]));
  },

  /**
   * Whether this account booked, after `since`, an order that stands (not cancelled, closed or
   * refunded) for this person at this centre with one of these items: the re-check a report
   * proposed (modules/recheck).
   */
  async bookedSince(db: DbOrTx, q: BookedSinceQuery): Promise<boolean> {
    if (q.projectIds.length === 0) return false;
    const withItem = db
      .select({ one: sql`1` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orders.id), inArray(orderItems.projectId, [...q.projectIds])));
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, q.userId),
          eq(orders.idCardNo, q.idCardNo),
          eq(orders.sysCenterId, q.centreId),
          gt(orders.createdAt, q.since),
          inArray(orders.status, [...STANDING_STATUSES]),
          exists(withItem),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
