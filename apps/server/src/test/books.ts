// Whether the books balance, asked of PostgreSQL directly (the fault test, and any suite that wants
// the same word): each query lists what is wrong, so a failure names the rows. Money in fen.
import type pg from 'pg';

/** Orders that gave their place, cards and money back (docs/booking.md): everything else holds them. */
const UNDONE = `('order_cancel', 'order_closed', 'order_complete_refund')`;

const CHECKS: Record<string, string> = {
  // Every slot of the days asked about holds exactly its live orders ($1: the dates).
  'slot booked ≠ its live orders': `
    select s.date::text as date, s.slot_no, s.booked, count(o.id)::int as live
    from schedule_slots s
    left join orders o on o.sys_center_id = s.centre_id and o.exam_date = s.date::text
      and o.slot_no = s.slot_no and o.status not in ${UNDONE}
    where s.date::text = any($1)
    group by s.centre_id, s.date, s.slot_no, s.booked
    having s.booked <> count(o.id)`,
  // Money taken online for an order: one payment that completed, of what the order says was paid.
  'paid order without exactly one successful payment of its amount': `
    select o.id, o.status, o.paid, count(p.pay_id)::int as payments, coalesce(sum(p.amount), 0)::int as amount
    from orders o
    left join payments p on p.order_id = o.id and p.status in ('paid', 'refunded')
    group by o.id
    having (o.paid > 0 or count(p.pay_id) > 0)
       and (count(p.pay_id) <> 1 or coalesce(sum(p.amount), 0) <> o.paid)`,
  // An online order that reached its examination owes nothing.
  'online order past payment but not paid in full': `
    select id, status, payable, paid from orders
    where pay_type = 'online' and payable > 0 and paid <> payable
      and status not in ('order_hospital_payment', 'order_submit', 'order_pending', 'order_cancel', 'order_closed')`,
  // Money that came for something already closed: kept for a refund by hand, never expected here.
  'payment paid after its order closed': `select pay_id, order_id from payments where status = 'closed' and trade_no is not null`,
  // A card's balance (the sum of its ledger) is what was put on it less the debits of live orders.
  'card balance ≠ money put on it less live orders’ debits': `
    select c.card_no, sum(l.amount)::int as balance,
      (sum(l.amount) filter (where l.reason in ('issue', 'topup'))
        + coalesce(sum(l.amount) filter (where l.reason = 'debit' and o.status not in ${UNDONE}), 0))::int as expected
    from exam_cards c
    join exam_card_ledger l on l.card_id = c.id
    left join orders o on o.id = l.order_id
    group by c.card_no
    having sum(l.amount) <> sum(l.amount) filter (where l.reason in ('issue', 'topup'))
        + coalesce(sum(l.amount) filter (where l.reason = 'debit' and o.status not in ${UNDONE}), 0)
        or sum(l.amount) < 0`,
  // What an order says it took from cards is what the ledger debited for it.
  'order card_paid ≠ its card debits': `
    select o.id, o.card_paid, coalesce(-sum(l.amount), 0)::int as debited
    from orders o left join exam_card_ledger l on l.order_id = o.id and l.reason = 'debit'
    group by o.id having o.card_paid <> coalesce(-sum(l.amount), 0)`,
  // Nothing waits between states once the jobs ran: refunds decided and completed, payments settled.
  'refund between states': `select refund_no, status from refunds where status in ('applied', 'refunding')`,
  'order between states': `select id, status from orders where status in ('order_apply_refund', 'order_refund')`,
  'payment left pending': `select pay_id, order_id from payments where status = 'pending'`,
  // A completed refund gave back through its payment, which says so.
  'refunded without its payment refunded': `
    select r.refund_no, p.status from refunds r join payments p on p.pay_id = r.pay_id
    where r.status = 'refunded' and r.amount > 0 and p.status <> 'refunded'`,
};

/** Each check's offending rows; an empty object when the books balance. */
export async function unbalanced(client: pg.Client, dates: readonly string[]) {
  const found: Record<string, unknown[]> = {};
  for (const [name, text] of Object.entries(CHECKS)) {
    const { rows } = await client.query(text, text.includes('$1') ? [dates] : []);
    if (rows.length > 0) found[name] = rows;
  }
  return found;
}
