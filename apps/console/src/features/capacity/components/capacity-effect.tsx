import { Alert, Table } from 'antd';
import '@/shared/ui/page.css';
import { type OperatorOrder, OrderStatusTag, orderCopy } from '@/features/orders/index.ts';
import type { CapacityPreview } from '../api/preview-capacity.ts';
import { capacityCopy as text } from '../copy.ts';

/** What an edit would do, day by day, its problems in red, and the orders booked where it changes. */
export function CapacityEffect({ effect }: { effect: CapacityPreview }) {
  return (
    <section aria-label={text.effect}>
      <h4>{text.effect}</h4>
      {effect.problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={text.problems}
          description={
            <ul>
              {effect.problems.map((p) => (
                <li key={p} className="danger">
                  {p}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {effect.days.length === 0 ? (
        <p className="muted">{text.noEffect}</p>
      ) : (
        <ul>
          {effect.days.map((d) => (
            <li key={d.date}>
              <strong>{d.date}</strong> {text.dayRest(d.rest, d.newRest)}{' '}
              {d.slots
                .map((s) => text.slotChange(s.testTime, s.booked, s.capacity, s.newCapacity))
                .join('；')}
              {d.items.length > 0
                ? ` ${d.items
                    .map((i) =>
                      text.itemChange(i.projectName, text.itemStates[i.state], text.itemStates[i.newState]),
                    )
                    .join('；')}`
                : ''}
              {d.problems.map((p) => (
                <div key={p} className="danger">
                  {p}
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
      {effect.ordersTotal > 0 ? (
        <Table<OperatorOrder>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={effect.orders}
          title={() => text.orders(effect.orders.length, effect.ordersTotal)}
          columns={[
            { title: orderCopy.date, dataIndex: 'boExaminationDate', width: 110 },
            { title: orderCopy.time, dataIndex: 'boExaminationTime', width: 110 },
            { title: orderCopy.name, dataIndex: 'name', width: 90 },
            { title: orderCopy.orderNo, dataIndex: 'orderNo' },
            { title: orderCopy.status, key: 'status', render: (_, o) => <OrderStatusTag order={o} /> },
          ]}
        />
      ) : null}
    </section>
  );
}
