// Queries of the orders after booking: the person's list by status set, the centre's list for the
// desk, the moves the operator API makes, and the sweep of orders nobody came for.
import { fen, type OrderStatus } from '@tijian/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { NewOrder, OrderRow } from './repository.ts';
import { orderItems, orders } from './schema.ts';
import { AWAITING_PAYMENT } from './statuses.ts';

/** Lines that are examination items; consumables and services are not counted as items. */
const ITEM_KINDS = ['package', 'custom', 'gift'] as const;

/** What the staff's lists show of an order (toOperatorOrder), not its plan, invoice or cards. */
const staffOrderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  status: orders.status,
  sysCenterId: orders.sysCenterId,
  name: orders.name,
  idCardNo: orders.idCardNo,
  sexCode: orders.sexCode,
  age: orders.age,
  phone: orders.phone,
  examDate: orders.examDate,
  slotTime: orders.slotTime,
  packageName: orders.packageName,
  payType: orders.payType,
  payable: orders.payable,
  paid: orders.paid,
  checkedInAt: orders.checkedInAt,
  examinedAt: orders.examinedAt,
  needsReview: orders.needsReview,
  reviewNote: orders.reviewNote,
  reviewedAt: orders.reviewedAt,
  updatedAt: orders.updatedAt,
};
export type StaffOrderRow = Pick<OrderRow, keyof typeof staffOrderColumns>;

/**
 * A page of rows and the whole count, as two reads at once: the count can be answered from the index
 * alone, where a count(*) over () beside the page's columns would fetch every row of a busy day.
 */
async function pageWithTotal(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: StaffOrderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(staffOrderColumns)
      .from(orders)
      .where(where)
      .orderBy(asc(orders.examDate), asc(orders.slotNo), asc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export const progressRepository = {
  /** One page of the user's orders, newest first; `statuses` null lists every status. */
  /**
   * A page of the user's orders, newest first, each with its count of examination items and the
   * whole list's count: one statement (the list is read on every visit to 我的订单).
   */
  async pageOfUser(
    db: DbOrTx,
    q: { userId: number; statuses: readonly OrderStatus[] | null; limit: number; offset: number },
  ): Promise<{ rows: (OrderRow & { itemCount: number })[]; total: number }> {
    const where = q.statuses
      ? and(eq(orders.userId, q.userId), inArray(orders.status, [...q.statuses]))
      : eq(orders.userId, q.userId);
    const kinds = sql.join(
      ITEM_KINDS.map((k) => sql`${k}`),
      sql`, `,
    );
    const found = await db
      .select({
        ...getTableColumns(orders),
        itemCount:
          sql<number>`(select count(*) from order_items i where i.order_id = "orders"."id" and i.kind in (${kinds}))`.mapWith(
            Number,
          ),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(q.limit)
      .offset(q.offset);
    const rows = found.map(({ total: _, ...row }) => row);
    if (found.length > 0 || q.offset === 0) return { rows, total: found[0]?.total ?? 0 };
    // Past the last page the window has no row to tell the count: ask for it.
    const [counted] = await db.select({ n: count() }).from(orders).where(where);
    return { rows, total: Number(counted?.n ?? 0) };
  },

  /**
   * The examination items of several orders at once, in booking order: what the staff see of a line
   * (consumables and services left out), the fewest columns, since a day's page holds ~850 lines.
   */
  async examItemsOf(db: DbOrTx, orderIds: readonly number[]) {
    if (orderIds.length === 0) return [];
    return db
      .select({ orderId: orderItems.orderId, projectId: orderItems.projectId, item: orderItems.item })
      .from(orderItems)
      .where(
        and(
          sql`${orderItems.orderId} = any(${sql.param(`{${orderIds.join(',')}}`)}::int[])`,
          inArray(orderItems.kind, [...ITEM_KINDS]),
        ),
      )
      .orderBy(asc(orderItems.id));
  },

  /** The user's unpaid orders whose time to pay ran out and that the sweeper has not closed yet. */
  async overdueOfUser(db: DbOrTx, userId: number, now: Date): Promise<number[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.userId, userId), eq(orders.status, AWAITING_PAYMENT), lte(orders.payDeadline, now)),
      );
    return rows.map((r) => r.id);
  },

  /**
   * A centre's orders for the desk, by exam day and slot; at most `limit`. `search` finds part of the
   * name, the phone's last digits (4 or more) or part of the order number.
   */
  async ofCentre(
    db: DbOrTx,
    q: {
      centreId: string;
      date?: string;
      status?: OrderStatus;
      search?: string | undefined;
      limit: number;
      offset: number;
    },
  ): Promise<{ rows: StaffOrderRow[]; total: number }> {
    const where = and(
      eq(orders.sysCenterId, q.centreId),
      q.date ? eq(orders.examDate, q.date) : undefined,
      q.status ? eq(orders.status, q.status) : undefined,
      q.search ? searchOf(q.search) : undefined,
    );
    return pageWithTotal(db, where, q.limit, q.offset);
  },

  /** A centre's orders in the given statuses booked into any of these slots, by day and slot. */
  async onSlots(
    db: DbOrTx,
    q: {
      centreId: string;
      places: readonly { date: string; slotNo: number }[];
      statuses: readonly OrderStatus[];
      limit: number;
    },
  ): Promise<{ rows: StaffOrderRow[]; total: number }> {
    if (q.places.length === 0) return { rows: [], total: 0 };
    // One JSON parameter for every slot, however many days the edit covers.
    const keys = JSON.stringify(q.places.map((p) => ({ date: p.date, slot_no: p.slotNo })));
    const where = and(
      eq(orders.sysCenterId, q.centreId),
      inArray(orders.status, [...q.statuses]),
      sql`(${orders.examDate}, ${orders.slotNo}) in (select k.date, k.slot_no from jsonb_to_recordset(${keys}::jsonb) as k(date text, slot_no int))`,
    );
    return pageWithTotal(db, where, q.limit, 0);
  },

  async byOrderNo(db: DbOrTx, orderNo: string): Promise<Pick<OrderRow, 'id' | 'sysCenterId'> | undefined> {
    const [row] = await db
      .select({ id: orders.id, sysCenterId: orders.sysCenterId })
      .from(orders)
      .where(eq(orders.orderNo, orderNo));
    return row;
  },

  /** What the operator API moves of an order (the audit log's before and after). */
  async stateOf(
    db: DbOrTx,
    id: number,
  ): Promise<
    | Pick<OrderRow, 'status' | 'checkedInAt' | 'examinedAt' | 'needsReview' | 'reviewedAt' | 'updatedAt'>
    | undefined
  > {
    const [row] = await db
      .select({
        status: orders.status,
        checkedInAt: orders.checkedInAt,
        examinedAt: orders.examinedAt,
        needsReview: orders.needsReview,
        reviewedAt: orders.reviewedAt,
        updatedAt: orders.updatedAt,
      })
      .from(orders)
      .where(eq(orders.id, id));
    return row;
  },

  async centreOf(db: DbOrTx, id: number): Promise<Pick<OrderRow, 'id' | 'sysCenterId'> | undefined> {
    const [row] = await db
      .select({ id: orders.id, sysCenterId: orders.sysCenterId })
      .from(orders)
      .where(eq(orders.id, id));
    return row;
  },

  /**
   * Moves a locked order only if it is still where the caller saw it, with the columns the move sets
   * (check-in and exam times, the doctor's decision, a fresh pay deadline).
   */
  async move(
    tx: Tx,
    id: number,
    from: OrderStatus,
    to: OrderStatus,
    now: Date,
    set: Partial<
      Pick<
        NewOrder,
        'checkedInAt' | 'examinedAt' | 'reviewNote' | 'reviewedAt' | 'reviewPlan' | 'payDeadline'
      >
    > = {},
  ): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ ...set, status: to, updatedAt: now, version: sql`${orders.version} + 1` })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning();
    return row;
  },

  /**
   * Orders still waiting for an exam day before `today` that nobody checked in: the no-show sweep's
   * candidates (the domain decides which of them may close; a paid one stays for a refund).
   */
  async noShowIds(db: DbOrTx, statuses: readonly OrderStatus[], today: string, limit: number, after: number) {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(orders.status, [...statuses]),
          lt(orders.examDate, today),
          isNull(orders.checkedInAt),
          // Money taken means a refund, never a silent close; leaving them out keeps the sweep short.
          eq(orders.paid, fen(0)),
          eq(orders.cardPaid, fen(0)),
          gt(orders.id, after),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(limit);
    return rows.map((r) => r.id);
  },
};

/** LIKE's own characters in a search taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What the desk typed: 4 to 11 digits are the phone's last digits (a 4-digit tail would match the
 * date inside every order number of a day, so digits never search those); TJ… or 12 digits and more
 * part of the order number; anything else part of the name.
 */
function searchOf(search: string): SQL {
  const text = literal(search);
  if (/^\d{4,11}$/.test(search)) return like(orders.phone, `%${text}`);
  if (/^(tj\d*|\d{12,20})$/i.test(search)) return ilike(orders.orderNo, `%${text}%`);
  return ilike(orders.name, `%${text}%`);
}
