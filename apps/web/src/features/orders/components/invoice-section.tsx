import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { getInvoiceStateQueryOptions, invoicePdfUrl } from '../api/invoices.ts';
import type { OrderDetail } from '../api/orders.ts';
import { invoiceCopy as text } from '../invoice-copy.ts';
import { shanghaiTime } from './order-sections.tsx';

/** Whether the order was paid online at all: only then is an e-invoice worth asking the server about. */
export const paidOnline = (order: Pick<OrderDetail, 'payType' | 'paid'>) =>
  order.payType === 'online' && order.paid > 0;

/**
 * 电子发票 on the order page (issue 21): for an order paid online at a centre that issues them, the
 * issued invoice with its download, or the way to ask for one, or why it cannot be had. Nothing at a
 * centre without e-invoices, whose paper invoice the payment facts already show.
 */
export function InvoiceSection({ order }: { order: OrderDetail }) {
  const online = paidOnline(order);
  const state = useQuery({ ...getInvoiceStateQueryOptions(order.id), enabled: online });
  const navigate = useNavigate();
  if (!online || !state.data?.centreOffers) return null;
  const { invoice, canRequest, refusalText, amount } = state.data;
  return (
    <section className="order-section" aria-label={text.section}>
      <h3>{text.section}</h3>
      {invoice ? (
        <>
          <dl className="order-facts">
            {(
              [
                [text.invoiceNo, invoice.invoiceNo],
                [text.issuedAt, shanghaiTime(invoice.issuedAt).slice(0, 10)],
                [text.titleType, invoice.titleTypeName],
                [text.buyerName, invoice.buyerName],
                ...(invoice.taxNumber ? [[text.taxNumber, invoice.taxNumber]] : []),
                [text.amount, formatYuan(invoice.amount)],
                [text.seller, invoice.sellerName],
              ] as [string, string][]
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <a className="invoice-download" href={invoicePdfUrl(order.id)} target="_blank" rel="noopener">
            {text.download}
          </a>
        </>
      ) : canRequest ? (
        <>
          <p className="order-note">{text.available}</p>
          {amount !== null ? (
            <dl className="order-facts">
              <div>
                <dt>{text.amount}</dt>
                <dd>{formatYuan(amount)}</dd>
              </div>
            </dl>
          ) : null}
          <Button
            block
            color="primary"
            onClick={() => navigate(`/order/personal/${order.sysCenterId}/${order.id}/invoice`)}
          >
            {text.apply}
          </Button>
        </>
      ) : (
        <p className="order-note">{refusalText}</p>
      )}
    </section>
  );
}
