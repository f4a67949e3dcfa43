import type { OrderDetail } from '@tijian/contract';
import { changeCopy } from '../change-copy.ts';
import './reschedule-rules.css';

/** The centre's rescheduling rule, how many moves are left, and why the order cannot move now. */
export function RescheduleRules({ order }: { order: Pick<OrderDetail, 'reschedule'> }) {
  const r = order.reschedule;
  return (
    <section className="order-section reschedule-rules" aria-label={changeCopy.rules}>
      <h3>{changeCopy.rules}</h3>
      <p className="order-note">{r.rulesText}</p>
      <p className="order-note">{changeCopy.used(r.used, r.limit)}</p>
      {r.allowed ? null : (
        <p className="order-note reschedule-refused" role="alert">
          {r.reason ?? changeCopy.notAllowed}
        </p>
      )}
    </section>
  );
}
