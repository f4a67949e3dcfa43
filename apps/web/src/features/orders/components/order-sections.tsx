import { type Fen, formatYuan } from '@tijian/domain';
import Steps from 'antd-mobile/es/components/steps';
import type { ReactNode } from 'react';
import type { OrderDetail } from '../api/orders.ts';
import { orderCopy } from '../copy.ts';

const text = orderCopy.detail;

type Row = [label: string, value: ReactNode];

export function Facts({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section className="order-section" aria-label={title}>
      <h3>{title}</h3>
      <dl className="order-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A local time a person reads (2026-11-22 09:30) from an ISO instant, on the centre's clock. */
export function shanghaiTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

export function ExamineeFacts({ order }: { order: OrderDetail }) {
  return (
    <Facts
      title={text.examinee}
      rows={[
        [text.name, order.name],
        [text.idCard, order.identityCardNo],
        [text.phone, order.boCellPhoneNo],
      ]}
    />
  );
}

export function CentreFacts({ order }: { order: OrderDetail }) {
  return (
    <Facts
      title={text.centre}
      rows={[
        [text.centre, order.sysCenterName],
        [text.address, order.centreAddress],
        [
          text.centrePhone,
          order.centrePhone ? (
            <a key="tel" href={`tel:${order.centrePhone}`}>
              {order.centrePhone}
            </a>
          ) : (
            ''
          ),
        ],
        [text.date, order.boExaminationDate],
        [text.time, order.boExaminationTime],
      ]}
    />
  );
}

export function ItemList({ order }: { order: OrderDetail }) {
  const items = order.items.filter((i) => i.kind !== 'service');
  return (
    <Facts
      title={order.packageName ? `${text.items}（${order.packageName}）` : text.items}
      rows={items.map((i) => [i.item, formatYuan(i.price)] as Row)}
    />
  );
}

export function PaymentFacts({ order }: { order: OrderDetail }) {
  const rows: Row[] = [
    [text.payType, text.payTypes[order.payType] ?? order.payType],
    [text.itemsPrice, formatYuan(order.itemsPrice)],
  ];
  const optional: [string, Fen, string?][] = [
    [text.coupon, order.couponDiscount, order.couponName ?? undefined],
    [text.services, order.servicePrice],
    [text.materialFee, order.materialFee],
    // The consumables charged as items: without this line the payable would not add up (spec 9).
    [text.materialItems, order.materialItemsPrice],
    [text.cards, order.cardPaid, order.cardNos.join('、')],
  ];
  for (const [label, amount, note] of optional) {
    if (amount <= 0) continue;
    const sign = label === text.coupon || label === text.cards ? '-' : '';
    rows.push([label, `${note ? `${note} ` : ''}${sign}${formatYuan(amount)}`]);
  }
  rows.push([text.payable, formatYuan(order.payable)], [text.paid, formatYuan(order.paid)]);
  if (order.payDeadline) rows.push([text.payDeadline, shanghaiTime(order.payDeadline)]);
  const invoice = order.invoice;
  rows.push([
    text.invoice,
    invoice
      ? `${text.invoiceTypes[invoice.invoiceTitleType] ?? ''} ${invoice.companyName || invoice.consignee}`.trim()
      : text.noInvoice,
  ]);
  return <Facts title={text.payment} rows={rows} />;
}

export function Preparation({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <section className="order-section" aria-label={text.preparation}>
      <h3>{text.preparation}</h3>
      <ul className="order-preparation">
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </section>
  );
}

export function History({ order }: { order: OrderDetail }) {
  if (order.history.length === 0) return null;
  return (
    <section className="order-section" aria-label={text.history}>
      <h3>{text.history}</h3>
      <Steps direction="vertical" current={order.history.length - 1}>
        {order.history.map((h) => (
          <Steps.Step
            key={`${h.at}-${h.status}-${h.note}`}
            title={h.statusName}
            description={`${shanghaiTime(h.at)}${h.note ? ` ${h.note}` : ''}`}
          />
        ))}
      </Steps>
    </section>
  );
}
