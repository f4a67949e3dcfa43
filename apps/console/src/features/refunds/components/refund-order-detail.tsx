import type { OperatorRefundLine, OperatorRefundOrder } from '@tijian/contract';
import { fen, formatYuan } from '@tijian/domain';
import { Descriptions, Empty, Tag } from 'antd';
import { timeAtCentres } from '@/shared/lib/dayjs.ts';
import '@/shared/ui/page.css';
import { refundsCopy as text } from '../copy.ts';
import { RefundStatusTag } from './refund-status-tag.tsx';

export const yuan = (amount: number) => formatYuan(fen(amount));

/** What came back beside the online money: the card balance and the coupon. */
export function refundExtras(refund: OperatorRefundLine): string {
  return [
    refund.cardAmount > 0 ? text.cardBack(yuan(refund.cardAmount)) : '',
    refund.couponReturned ? text.couponBack : '',
  ]
    .filter(Boolean)
    .join('，');
}

interface RefundOrderDetailProps {
  detail: Pick<OperatorRefundOrder, 'payments' | 'refunds'>;
  /** the refund the detail is opened from, left out of the order's other refunds */
  exceptRefundNo?: string;
}

/** An order's payments (online, card, coupon) and its refunds, oldest first. */
export function RefundOrderDetail({ detail, exceptRefundNo }: RefundOrderDetailProps) {
  const others = detail.refunds.filter((r) => r.refundNo !== exceptRefundNo);
  return (
    <div className="refund-detail">
      <Descriptions size="small" column={1} title={text.payments}>
        {detail.payments.length === 0 ? (
          <Descriptions.Item label={text.payments}>{text.noPayments}</Descriptions.Item>
        ) : (
          detail.payments.map((p) => (
            <Descriptions.Item key={`${p.method}-${p.label}`} label={text.method[p.method]}>
              {p.label} {yuan(p.amount)} {p.at ? <span className="muted">{p.at}</span> : null}
            </Descriptions.Item>
          ))
        )}
      </Descriptions>
      <h4>{text.refunds}</h4>
      {others.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noRefunds} />
      ) : (
        <ul className="refund-list">
          {others.map((r) => (
            <li key={r.refundNo}>
              <Tag>{text.kind[r.kind]}</Tag>
              {r.refundNo} · {yuan(r.amount)}
              {refundExtras(r) ? `（${refundExtras(r)}）` : ''} · {r.reason} · <RefundStatusTag refund={r} />{' '}
              <span className="muted">{timeAtCentres(r.appliedAt)}</span>
              {r.refuseReason ? <span className="danger"> {text.refused(r.refuseReason)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
