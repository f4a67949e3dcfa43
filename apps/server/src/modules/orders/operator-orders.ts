// The order as the centre's staff see it, and the desk's list of a centre's orders.
import { type OperatorOrder, type OperatorOrderList, operatorOrders } from '@tijian/contract';
import { maskPhone, type OrderStatus } from '@tijian/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reviewStateOf } from './order-progress.ts';
import { orderHeadOf, sexCodeOf } from './order-wire.ts';
import { progressRepository as progress, type StaffOrderRow } from './progress-repository.ts';
import type { OrderRow } from './repository.ts';
import { STANDING_STATUSES } from './statuses.ts';

const MAX_LISTED = operatorOrders.MAX_OPERATOR_ORDERS;

/** Another module's names for some of these orders (a team order's company), one query per page. */
export type OrderLabeller = (db: DbOrTx, orderIds: number[]) => Promise<Map<number, string>>;

export function toOperatorOrder(
  row: StaffOrderRow,
  company: string | null,
  items?: OperatorOrder['items'],
): OperatorOrder {
  return {
    ...orderHeadOf(row),
    sexCode: sexCodeOf(row),
    age: row.age,
    boCellPhoneNo: maskPhone(row.phone),
    ...(items ? { items } : {}),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    examinedAt: row.examinedAt?.toISOString() ?? null,
    review: { state: reviewStateOf(row), note: row.reviewNote },
    company,
  };
}

/** labeller: the one registered by another module (orders.labelTeamOrders), asked at each read. */
export function createOperatorOrders({ db, labeller }: { db: Db; labeller: () => OrderLabeller | null }) {
  async function companiesOf(rows: readonly StaffOrderRow[]): Promise<Map<number, string>> {
    const label = labeller();
    return label && rows.length > 0
      ? label(
          db,
          rows.map((r) => r.id),
        )
      : new Map();
  }

  async function withItems(rows: StaffOrderRow[]): Promise<OperatorOrder[]> {
    const byOrder = new Map<number, NonNullable<OperatorOrder['items']>>();
    const [itemLines, companies] = await Promise.all([
      progress.examItemsOf(
        db,
        rows.map((r) => r.id),
      ),
      companiesOf(rows),
    ]);
    for (const { orderId, ...line } of itemLines) {
      const lines = byOrder.get(orderId);
      if (lines) lines.push(line);
      else byOrder.set(orderId, [line]);
    }
    return rows.map((r) => toOperatorOrder(r, companies.get(r.id) ?? null, byOrder.get(r.id) ?? []));
  }

  async function withoutItems(rows: StaffOrderRow[]): Promise<OperatorOrder[]> {
    const companies = await companiesOf(rows);
    return rows.map((r) => toOperatorOrder(r, companies.get(r.id) ?? null));
  }

  return {
    async list(q: {
      sysCenterId: string;
      date?: string;
      status?: OrderStatus;
      q?: string | undefined;
      items?: '1' | undefined;
      page?: number | undefined;
      pageSize?: number | undefined;
    }): Promise<OperatorOrderList> {
      const pageSize = q.pageSize ?? MAX_LISTED;
      const { rows, total } = await progress.ofCentre(db, {
        centreId: q.sysCenterId,
        date: q.date,
        status: q.status,
        search: q.q,
        limit: pageSize,
        offset: ((q.page ?? 1) - 1) * pageSize,
      });
      return { list: q.items ? await withItems(rows) : await withoutItems(rows), total };
    },

    /** The bookings standing in these slots of a centre (a capacity edit's preview), by day and slot. */
    async onSlots(
      centreId: string,
      places: readonly { date: string; slotNo: number }[],
    ): Promise<OperatorOrderList> {
      const { rows, total } = await progress.onSlots(db, {
        centreId,
        places,
        statuses: STANDING_STATUSES,
        limit: MAX_LISTED,
      });
      return { list: await withItems(rows), total };
    },

    /** The order's status and desk and review marks, for the audit log; null when there is no such order. */
    async state(id: number) {
      const row = await progress.stateOf(db, id);
      return row
        ? {
            status: row.status,
            checkedInAt: row.checkedInAt?.toISOString() ?? null,
            examinedAt: row.examinedAt?.toISOString() ?? null,
            review: reviewStateOf(row),
          }
        : null;
    },

    async view(row: OrderRow): Promise<OperatorOrder> {
      return (await withItems([row]))[0]!;
    },
  };
}
