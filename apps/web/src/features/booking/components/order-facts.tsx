import type { OrderDetail } from '@/features/order/index.ts';
import * as copy from '../result-copy.ts';

const text = copy.succeed;

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
    <dl className="payment-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
