// What the exam-day module (issue 24) reads of orders: the people checked in at a centre on a day
// and still being examined, and the person's own order with its items. Read here, since only the
// orders module touches its tables.
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orderItems, orders } from './schema.ts';

/** Checked in, not yet examined: the status an order keeps from its booking until 完成体检. */
const BEING_EXAMINED = 'order_hospital_examination' as const;
const ITEM_KINDS = ['package', 'custom', 'gift'] as const;

export interface ExamDayItem {
  projectId: string;
  item: string;
  fasting: 0 | 1;
}

export interface ExamDayOrder {
  id: number;
  userId: number;
  orderNo: string;
  name: string;
  sysCenterId: string;
  examDate: string;
  slotTime: string;
  /** still awaiting or in its exam (not examined, refunded, cancelled or closed) */
  awaitingExam: boolean;
  checkedInAt: Date | null;
  items: ExamDayItem[];
}

/** Someone else's move of an order that changes a centre's exam-day queue (check-in, 完成体检). */
export type DeskMoveListener = (tx: Tx, place: { centreId: string; examDate: string }) => Promise<void>;

const columns = {
  id: orders.id,
  userId: orders.userId,
  orderNo: orders.orderNo,
  name: orders.name,
  sysCenterId: orders.sysCenterId,
  examDate: orders.examDate,
  slotTime: orders.slotTime,
  status: orders.status,
  checkedInAt: orders.checkedInAt,
};

async function withItems(db: DbOrTx, rows: { id: number }[]): Promise<Map<number, ExamDayItem[]>> {
  const byOrder = new Map<number, ExamDayItem[]>();
  if (rows.length === 0) return byOrder;
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      projectId: orderItems.projectId,
      item: orderItems.item,
      fasting: orderItems.fasting,
    })
    .from(orderItems)
    .where(
      and(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
        inArray(orderItems.kind, [...ITEM_KINDS]),
      ),
    )
    .orderBy(asc(orderItems.id));
  for (const { orderId, fasting, ...line } of lines) {
    const item = { ...line, fasting: fasting === 1 ? 1 : 0 } as const;
    const list = byOrder.get(orderId);
    if (list) list.push(item);
    else byOrder.set(orderId, [item]);
  }
  return byOrder;
}

export const examDayRoster = {
  /** The people checked in at a centre on a day whose exam is not done yet, with their items. */
  async checkedIn(db: DbOrTx, centreId: string, examDate: string): Promise<ExamDayOrder[]> {
    const rows = await db
      .select(columns)
      .from(orders)
      .where(
        and(
          eq(orders.sysCenterId, centreId),
          eq(orders.examDate, examDate),
          eq(orders.status, BEING_EXAMINED),
          isNotNull(orders.checkedInAt),
          isNull(orders.examinedAt),
        ),
      );
    const items = await withItems(db, rows);
    return rows.map(({ status, ...r }) => ({
      ...r,
      awaitingExam: status === BEING_EXAMINED,
      items: items.get(r.id) ?? [],
    }));
  },

  /** The user's own order, or null (another user's order is not found either). */
  async own(db: DbOrTx, userId: number, id: number): Promise<ExamDayOrder | null> {
    const [row] = await db
      .select(columns)
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    if (!row) return null;
    const { status, ...r } = row;
    const items = await withItems(db, [row]);
    return { ...r, awaitingExam: status === BEING_EXAMINED, items: items.get(row.id) ?? [] };
  },
};
