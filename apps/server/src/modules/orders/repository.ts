import type { OrderActor, OrderStatus } from '@tijian/domain';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
// Types only: the place's SQL comes from the schedule service (`reservation`) through book-order.ts;
// `book` embeds it in the order's one named statement, so place and order are one round trip.
import type { PlaceRow, placeStatement } from '../schedule/repository.ts';
import { orderItems, orderStatusHistory, orderSubmissions, orders } from './schema.ts';
import { AWAITING_PAYMENT, EXPIRED } from './statuses.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/**
 * Orders that still count (the unfinished-order and unpaid-order rules): one of `statuses`, and not an
 * unpaid order whose time to pay has run out, whether or not the sweeper has closed it yet.
 */
const stillOpen = (statuses: readonly OrderStatus[], now: Date) =>
  and(
    inArray(orders.status, [...statuses]),
    or(ne(orders.status, AWAITING_PAYMENT), isNull(orders.payDeadline), gt(orders.payDeadline, now)),
  );

type StandingQuery = {
  userId: number;
  idCardNo: string;
  centreId: string;
  /**
   * whether every open order of the person counts, or only this account's: another account's order
   * is counted only for a person this account proved, so a refusal never tells a stranger it exists
   */
  anyBooker: boolean;
  open: readonly OrderStatus[];
  unpaid: readonly OrderStatus[];
  now: Date;
};
interface Standing {
  personHasOpenOrder: boolean;
  unpaidOrders: number;
}
interface StandingRow {
  person_open: boolean;
  unpaid: number;
}

/** `stillOpen` in raw SQL: the standing counts run on every order, and the query builder costs more than they do. */
const stillOpenSql = (statuses: readonly OrderStatus[], now: Date) =>
  sql`status in (${sql.raw(statuses.map((s) => `'${s}'`).join(', '))})
    and (status <> ${AWAITING_PAYMENT} or pay_deadline is null or pay_deadline > ${now.toISOString()}::timestamptz)`;

const standingColumns = (q: StandingQuery) =>
  sql`exists (select 1 from orders where id_card_no = ${q.idCardNo} and sys_center_id = ${q.centreId}
      and (${q.anyBooker}::boolean or user_id = ${q.userId}) and ${stillOpenSql(q.open, q.now)}) as person_open,
    (select count(*)::int from orders where user_id = ${q.userId} and ${stillOpenSql(q.unpaid, q.now)}) as unpaid`;

const standingOf = (row: StandingRow): Standing => ({
  personHasOpenOrder: row.person_open === true,
  unpaidOrders: Number(row.unpaid),
});

const dialect = new PgDialect();
/** Statement text → its name; bounded, though the hot statements' texts do not vary. */
const statementNames = new Map<string, string>();
const MAX_NAMED = 50;

/**
 * Runs a statement of every order as a named prepared statement: PostgreSQL then parses it once per
 * connection and can keep its plan, instead of planning it on every order (planning the booking
 * statement cost more than running it). PGlite ignores the name.
 */
async function executeNamed<T>(tx: Tx, prefix: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (name === undefined && statementNames.size < MAX_NAMED) {
    name = `${prefix}_${statementNames.size}`;
    statementNames.set(built.sql, name);
  }
  const result = await tx._.session.prepareQuery(built, undefined, name, false).execute();
  // Both drivers (node-postgres, PGlite) answer { rows }; the session's type leaves it unknown.
  return (result as { rows: T[] }).rows;
}

/** Property name → column name, for rows written as one JSON document. */
const columnNames = (table: typeof orders | typeof orderItems) =>
  new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
const orderColumns = columnNames(orders);
const itemColumns = columnNames(orderItems);

function snakeCased(values: object, names: Map<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) out[names.get(key)!] = value;
  return out;
}

/** Every read of one order names its owner: another account's order id finds nothing. */
export const ordersRepository = {
  /**
   * Claims the key for this user, takes the submission's locks and draws the id the new order will
   * take (made first so the order number can be made from it), in one round trip. `claimed` is false
   * when a submission with the key exists; one in flight is waited for, so the loser sees its order.
   * The locks serialise the submissions of one account and of one examinee at one centre until
   * commit, so two at once cannot both pass the unpaid-order and unfinished-order rules; user first,
   * then person, everywhere, so no two submissions wait on each other in a circle.
   */
  async claimAndLock(
    tx: Tx,
    q: { userId: number; key: string; idCardNo: string; centreId: string },
  ): Promise<{ claimed: boolean; nextId: number }> {
    const user = `orders:user:${q.userId}`;
    const person = `orders:person:${q.centreId}:${q.idCardNo}`;
    const [row] = await executeNamed<{ claimed: number; next_id: string | number }>(
      tx,
      'orders_claim',
      sql`with claim as (
          insert into order_submissions (user_id, idempotency_key) values (${q.userId}, ${q.key})
          on conflict do nothing returning 1
        )
        select (select count(*) from claim)::int as claimed,
          nextval(pg_get_serial_sequence('orders', 'id')) as next_id,
          pg_advisory_xact_lock(hashtext(${user})), pg_advisory_xact_lock(hashtext(${person}))`,
    );
    return { claimed: Number(row!.claimed) === 1, nextId: Number(row!.next_id) };
  },

  async submittedOrderId(db: DbOrTx, userId: number, key: string): Promise<number | null | undefined> {
    const [row] = await db
      .select({ orderId: orderSubmissions.orderId })
      .from(orderSubmissions)
      .where(and(eq(orderSubmissions.userId, userId), eq(orderSubmissions.idempotencyKey, key)));
    return row ? row.orderId : undefined;
  },

  /**
   * After claimAndLock (a later statement, so it sees what the locks waited for): whether the person
   * has an open order at the centre and how many unpaid orders the account has.
   */
  async standing(tx: Tx, q: StandingQuery): Promise<Standing> {
    const result = await tx.execute(sql`select ${standingColumns(q)}`);
    return standingOf((result as unknown as { rows: StandingRow[] }).rows[0]!);
  },

  /**
   * The order booked in one statement, after claimAndLock: the standing counts, the place and its
   * quotas (`place`, taken only while the standing allows another order), and, only when the place
   * and every quota were taken, the order, its lines, its first history row and its key's link to it.
   * Answers the standing, whether the order was written, and the place statement's rows; the caller
   * rolls back whatever it refuses.
   */
  async book(
    tx: Tx,
    q: StandingQuery & {
      key: string;
      maxUnpaid: number;
      /** the place statement, taken only while the gate it is given holds */
      place: (gate: SQL) => ReturnType<typeof placeStatement>;
      /** the slot's time is the one the place statement took */
      order: Omit<NewOrder, 'slotTime'> & { id: number; createdAt: Date };
      items: NewOrderItem[];
      note: string;
    },
  ): Promise<Standing & { written: boolean; place: PlaceRow[] }> {
    const { order } = q;
    const place = q.place(sql`exists (select 1 from allowed)`);
    const orderJson = JSON.stringify(snakeCased(order, orderColumns));
    const itemsJson = JSON.stringify(q.items.map((i) => snakeCased(i, itemColumns)));
    const columns = sql.raw(
      Object.keys(order)
        .filter((k) => order[k as keyof typeof order] !== undefined)
        .map((k) => orderColumns.get(k)!)
        .join(', '),
    );
    const rows = await executeNamed<StandingRow & PlaceRow & { written: boolean }>(
      tx,
      'orders_book',
      sql`with standing as (select ${standingColumns(q)}),
      allowed as (select 1 from standing where not person_open and unpaid < ${q.maxUnpaid}),
      ${place.ctes},
      new_order as (
        insert into orders (${columns}, slot_time)
        select ${columns}, (select test_time from place)
        from jsonb_populate_record(null::orders, ${orderJson}::jsonb)
        where ${place.allTaken}
        returning id, status, created_at
      ), lines as (
        insert into order_items (order_id, project_id, item, price, kind, fasting)
        select new_order.id, line.project_id, line.item, line.price, line.kind, line.fasting
        from new_order, jsonb_populate_recordset(null::order_items, ${itemsJson}::jsonb) as line
      ), history as (
        insert into order_status_history (order_id, from_status, to_status, actor, at, note)
        select id, null, status, 'user', created_at, ${q.note} from new_order
      ), link as (
        update order_submissions set order_id = (select id from new_order)
        where user_id = ${q.userId} and idempotency_key = ${q.key} and exists (select 1 from new_order)
      )
      select standing.*, exists (select 1 from new_order) as written, ${place.columns}
      from standing ${place.joins}
      order by quota.project_id`,
    );
    return { ...standingOf(rows[0]!), written: rows[0]!.written === true, place: rows };
  },

  /**
   * The earliest open order of this ID number at this centre: this account's first, then (with
   * `anyBooker`) another account's.
   */
  async openOrderOfPerson(
    db: DbOrTx,
    q: {
      idCardNo: string;
      centreId: string;
      statuses: readonly OrderStatus[];
      now: Date;
      userId: number;
      anyBooker: boolean;
    },
  ): Promise<Pick<OrderRow, 'id' | 'userId' | 'examDate'> | undefined> {
    const [row] = await db
      .select({ id: orders.id, userId: orders.userId, examDate: orders.examDate })
      .from(orders)
      .where(
        and(
          eq(orders.idCardNo, q.idCardNo),
          eq(orders.sysCenterId, q.centreId),
          q.anyBooker ? undefined : eq(orders.userId, q.userId),
          stillOpen(q.statuses, q.now),
        ),
      )
      .orderBy(desc(sql`${orders.userId} = ${q.userId}`), asc(orders.id))
      .limit(1);
    return row;
  },

  async addHistory(
    tx: Tx,
    entry: {
      orderId: number;
      from: OrderStatus | null;
      to: OrderStatus;
      actor: OrderActor;
      at: Date;
      note: string;
    },
  ): Promise<void> {
    await tx.insert(orderStatusHistory).values({
      orderId: entry.orderId,
      fromStatus: entry.from,
      toStatus: entry.to,
      actor: entry.actor,
      at: entry.at,
      note: entry.note,
    });
  },

  async history(db: DbOrTx, orderId: number) {
    return db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id));
  },

  async find(db: DbOrTx, userId: number, id: number): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.id, id)));
    return row;
  },

  /** The order, locked until commit: status changes of one order happen one at a time. */
  async lock(tx: Tx, id: number): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  },

  async items(db: DbOrTx, orderId: number): Promise<OrderItemRow[]> {
    return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  },

  /**
   * Moves the order only if it is still where the caller saw it: of two writers (two sweepers, a
   * sweeper and a payment) exactly one gets the row back.
   */
  async moveStatus(
    tx: Tx,
    id: number,
    from: OrderStatus,
    to: OrderStatus,
    now: Date,
    set: Partial<Pick<NewOrder, 'paid' | 'payDeadline'>> = {},
  ): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ ...set, status: to, updatedAt: now, version: sql`${orders.version} + 1` })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning();
    return row;
  },

  /** Closes the order if it is still unpaid and its time ran out: of two sweepers one gets the row. */
  async closeOverdue(tx: Tx, id: number, now: Date): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ status: EXPIRED, updatedAt: now, version: sql`${orders.version} + 1` })
      .where(and(eq(orders.id, id), eq(orders.status, AWAITING_PAYMENT), lte(orders.payDeadline, now)))
      .returning();
    return row;
  },

  /** Ids of unpaid orders whose time to pay ran out, oldest deadline first. */
  async overdueIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, AWAITING_PAYMENT), lte(orders.payDeadline, now)))
      .orderBy(asc(orders.payDeadline))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** Orders in these statuses, at one centre or (no centre) everywhere. */
  async countInStatuses(db: DbOrTx, statuses: readonly OrderStatus[], centreId?: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          inArray(orders.status, [...statuses]),
          ...(centreId === undefined ? [] : [eq(orders.sysCenterId, centreId)]),
        ),
      );
    return row?.n ?? 0;
  },

  /** Orders booked at a centre on a day, whatever their status (the counters must match them). */
  async countOnDay(db: DbOrTx, centreId: string, date: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.sysCenterId, centreId), eq(orders.examDate, date)));
    return row?.n ?? 0;
  },

  async listOfUser(db: DbOrTx, userId: number): Promise<OrderRow[]> {
    return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id));
  },
};
