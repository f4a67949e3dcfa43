import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { getOrderQueryOptions, OrderNotFound, orderIdOf } from '@/features/order/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import type { OrderDetail } from '../api/orders.ts';
import { CheckInCode } from '../components/check-in-code.tsx';
import { ExamDayGuide } from '../components/exam-day-guide.tsx';
import { InvoiceSection } from '../components/invoice-section.tsx';
import { OrderActionButtons } from '../components/order-action-buttons.tsx';
import {
  CentreFacts,
  ExamineeFacts,
  Facts,
  History,
  ItemList,
  PaymentFacts,
  Preparation,
  shanghaiTime,
} from '../components/order-sections.tsx';
import { RescheduleRules } from '../components/reschedule-rules.tsx';
import { orderCopy } from '../copy.ts';
import './orders.css';

const text = orderCopy.detail;

/** /order/personal/:sysCenterId/:id: one of the person's orders (another's is not found, as a bad address). */
export function OrderDetailPage() {
  const params = useParams();
  const orderId = orderIdOf(params.id);
  const order = useQuery({ ...getOrderQueryOptions(orderId ?? 0), enabled: orderId !== null });
  if (orderId === null) return <OrderNotFound />;
  return (
    <QueryView query={order} notFound={<OrderNotFound />}>
      {(data) => <OrderDetailView order={data} />}
    </QueryView>
  );
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  const review = order.review;
  return (
    <div className="order-detail-page">
      <ExamDayGuide orderId={order.id} awaitingExam={order.status === 'order_hospital_examination'} />
      <header className="order-status-head">
        <h2>{order.statusName}</h2>
        <p className="order-status-meaning">{order.statusMeaning}</p>
      </header>
      {review.state !== 'none' ? (
        <section className="order-section" aria-label={text.review}>
          <h3>
            {text.review}：{text.reviewStates[review.state]}
          </h3>
          {review.note ? <p className="order-note">{review.note}</p> : null}
        </section>
      ) : null}
      {order.status === 'order_hospital_examination' && order.checkIn.checkedInAt === null ? (
        <CheckInCode code={order.checkIn.code} validOn={order.checkIn.validOn} />
      ) : null}
      {order.checkIn.checkedInAt ? (
        <p className="order-section order-note">{text.checkedIn(shanghaiTime(order.checkIn.checkedInAt))}</p>
      ) : null}
      <ExamineeFacts order={order} />
      <CentreFacts order={order} />
      <ItemList order={order} />
      <PaymentFacts order={order} />
      <InvoiceSection order={order} />
      <Preparation notes={order.preparation} />
      {order.actions.includes('reschedule') ? <RescheduleRules order={order} /> : null}
      <History order={order} />
      <Facts
        title={text.orderNo}
        rows={[
          [text.orderNo, order.orderNo],
          [text.createdAt, shanghaiTime(order.createdAt)],
        ]}
      />
      <OrderActionButtons order={order} withEdit rescheduleAllowed={order.reschedule.allowed} />
    </div>
  );
}
