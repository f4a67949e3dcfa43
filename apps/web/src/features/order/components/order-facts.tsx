import type { OrderDetail } from '../api/order.ts';
import * as copy from '../copy.ts';
import '@/shared/ui/fact-list.css';

const text = copy.order.facts;

/** When and where the examination is, as the success and review pages both show it. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const rows: [string, string][] = [
    [text.orderNo, order.orderNo],
    [text.date, order.boExaminationDate],
    [text.time, order.boExaminationTime],
    [text.centre, order.sysCenterName],
    [text.address, order.centreAddress],
  ];
  return (
    <dl className="fact-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
