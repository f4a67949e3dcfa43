// What other modules ask of orders (refunds and reports move an order when their own record changes,
// and read whose it is), so none of them reads or writes the orders tables. Every change runs in the
// caller's transaction: the order and the caller's record commit together or not at all.
import {
  actionRefusal,
  isStandingBooking,
  nextStatus,
  type OrderAction,
  type OrderActor,
  type OrderFacts,
  type OrderStatus,
} from '@tijian/domain';
import type { Db, Tx } from '../../db/client.ts';
import { invalid } from '../../http/app-error.ts';
import { lookupRepository as lookups } from './lookup-repository.ts';
import { heldProjectIds } from './order-lines.ts';
import { type OrderItemRow, type OrderRow, ordersRepository as repo } from './repository.ts';

export interface OrderMove {
  id: number;
  /** the status the caller saw under its lock; the move happens only from there */
  from: OrderStatus;
  action: OrderAction;
  actor: OrderActor;
  facts?: OrderFacts | undefined;
  /** the history row's note */
  note: string;
  now: Date;
}

/** Another module's part of an order, given back in the transaction that undoes the order. */
export type ReleaseListener = (tx: Tx, orderId: number) => Promise<void>;

export function createOrderAnswers({
  db,
  notifyRelease,
}: {
  db: Db;
  notifyRelease: (tx: Tx, orderId: number) => Promise<void>;
}) {
  return {
    /** The user's own order as stored (no sweep of an overdue one); another account's is undefined. */
    findOwn(userId: number, id: number): Promise<OrderRow | undefined> {
      return repo.find(db, userId, id);
    },

    /** The order locked until the caller's transaction ends: its changes happen one at a time. */
    lock(tx: Tx, id: number): Promise<OrderRow | undefined> {
      return repo.lock(tx, id);
    },

    /** The order locked, only when it is this user's: another account's is undefined. */
    async lockOwn(tx: Tx, userId: number, id: number): Promise<OrderRow | undefined> {
      const row = await repo.lock(tx, id);
      return row && row.userId === userId ? row : undefined;
    },

    /**
     * Moves the order from `from` where the domain's transition table sends this action, with its
     * history row. undefined when the order is no longer at `from` (nothing written); a move the
     * table lacks is refused with its Chinese reason.
     */
    async move(tx: Tx, m: OrderMove): Promise<OrderRow | undefined> {
      const to = nextStatus(m.from, m.action, m.actor, m.facts);
      // actionRefusal always has words for a move nextStatus refused.
      if (to === null) throw invalid(actionRefusal(m.from, m.action, m.actor, m.facts)!);
      const moved = await repo.moveStatus(tx, m.id, m.from, to, m.now);
      if (moved) {
        await repo.addHistory(tx, {
          orderId: m.id,
          from: m.from,
          to,
          actor: m.actor,
          at: m.now,
          note: m.note,
        });
        // A refund paid back undoes the booking: what other modules hold for it goes back with it.
        if (!isStandingBooking(to)) await notifyRelease(tx, m.id);
      }
      return moved;
    },

    /** The items the order holds day quotas for (what giving its place back releases). */
    async heldProjectsOf(tx: Tx, id: number): Promise<string[]> {
      return heldProjectIds(await repo.items(tx, id));
    },

    /** Orders by id, whoever booked them: for staff reads whose routes checked the centre. */
    byIds(ids: readonly number[]): Promise<OrderRow[]> {
      return lookups.byIds(db, ids);
    },

    /** An order with its examination items (no consumables or services), in booking order. */
    async examination(id: number): Promise<{ row: OrderRow; items: OrderItemRow[] } | undefined> {
      const [row] = await lookups.byIds(db, [id]);
      if (!row) return undefined;
      const items = (await repo.items(db, id)).filter((i) => i.kind !== 'material' && i.kind !== 'service');
      return { row, items };
    },

    /** Ids of every order this account booked, for whoever it was. */
    idsBookedBy(userId: number): Promise<number[]> {
      return lookups.idsOfUser(db, userId);
    },
  };
}
