import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatYuan,
  REFUND_REMARK_MAX,
  RefundMessages,
  type RefundReason,
  refundApplicationProblem,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Radio from 'antd-mobile/es/components/radio';
import Space from 'antd-mobile/es/components/space';
import TextArea from 'antd-mobile/es/components/text-area';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getOrderQueryOptions, OrderFacts, OrderNotFound, orderKeys } from '@/features/order/index.ts';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { refundKeys } from '../api/refund-keys.ts';
import { applyRefund, getRefundQuoteQueryOptions, type RefundQuoteView } from '../api/refunds.ts';
import { amountLines, FactList } from '../components/refund-amounts.tsx';
import { useOrderId } from '../components/use-order-id.ts';
import * as copy from '../copy.ts';
import '../refund-pages.css';

const text = copy.apply;

/** /refund/apply?orderId=: what comes back, why, and the application itself. */
export function RefundApplyPage() {
  const orderId = useOrderId();
  const quote = useQuery({ ...getRefundQuoteQueryOptions(orderId ?? 0), enabled: orderId !== null });
  const navigate = useNavigate();
  if (orderId === null || isNotFound(quote.error)) return <OrderNotFound />;
  if (quote.isPending) return <LoadingBlock />;
  if (quote.isError) return <LoadError error={quote.error} onRetry={() => void quote.refetch()} />;
  if (quote.data.refusal) {
    return (
      <StatusPage title={quote.data.refusal}>
        {quote.data.refusal === RefundMessages.alreadyOpen ? (
          <Button color="primary" onClick={() => navigate(`/refund/detail?orderId=${orderId}`)}>
            {text.progress}
          </Button>
        ) : null}
        <Button onClick={() => navigate(-1)}>{text.back}</Button>
      </StatusPage>
    );
  }
  return <ApplyForm orderId={orderId} quote={quote.data} />;
}

function couponLine(quote: RefundQuoteView) {
  if (!quote.couponName) return null;
  return {
    label: text.coupon(quote.couponName),
    value: quote.couponReturned ? text.couponBack : text.couponKept,
  };
}

function ApplyForm({ orderId, quote }: { orderId: number; quote: RefundQuoteView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useQuery(getOrderQueryOptions(orderId));
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // One key per visit: a retry after a lost answer is answered with the refund already made.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // The state flag re-renders; the ref closes the gap between two taps before that render.
  const inFlight = useRef(false);

  const submit = async () => {
    const problem = refundApplicationProblem({ reason, remark });
    if (problem) {
      showToast(problem);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      if (!(await confirmDialog(text.confirm))) return;
      // Checked above: one of the listed reasons.
      await applyRefund({
        orderId,
        reason: reason as RefundReason,
        remark: remark.trim() || undefined,
        idempotencyKey,
      });
      void queryClient.invalidateQueries({ queryKey: refundKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      navigate(`/refund/succeed?orderId=${orderId}`, { replace: true });
    } catch {
      // The HTTP layer has shown why; the same key makes the next tap safe to send again.
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className="refund-page">
      <section className="refund-card" aria-label={text.order}>
        <h3 className="refund-card-title">{text.order}</h3>
        {order.data ? (
          <OrderFacts order={order.data} />
        ) : (
          <FactList lines={[{ label: copy.detail.orderNo, value: quote.orderNo }]} />
        )}
      </section>
      <section className="refund-card" aria-label={text.amounts}>
        <h3 className="refund-card-title">{text.amounts}</h3>
        <p className="refund-total">{formatYuan(quote.refundable)}</p>
        <FactList
          lines={amountLines({
            online: quote.refundable,
            cards: quote.cardAmount,
            coupon: couponLine(quote),
            text,
          })}
        />
      </section>
      <section className="refund-card" aria-label={text.reason}>
        <h3 className="refund-card-title">{text.reason}</h3>
        <Radio.Group value={reason} onChange={(value) => setReason(String(value))}>
          <Space direction="vertical" className="refund-reasons">
            {quote.reasons.map((r) => (
              <Radio key={r} value={r}>
                {r}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <label className="refund-remark-label" htmlFor="refund-remark">
          {text.remark}
        </label>
        <div className="refund-remark">
          <TextArea
            id="refund-remark"
            placeholder={text.remarkPlaceholder}
            value={remark}
            onChange={setRemark}
            maxLength={REFUND_REMARK_MAX}
            showCount
            rows={3}
          />
        </div>
      </section>
      <div className="refund-actions">
        <Button
          block
          color="primary"
          loading={submitting}
          disabled={reason === ''}
          onClick={() => void submit()}
        >
          {text.submit}
        </Button>
      </div>
    </div>
  );
}
