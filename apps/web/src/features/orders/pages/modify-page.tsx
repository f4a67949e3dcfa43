import { useQuery } from '@tanstack/react-query';
import {
  fastingWindowOf,
  OrderCodes,
  RescheduleMessages,
  validateExamineeName,
  validateMobilePhone,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCentre } from '@/features/centre/index.ts';
import { getOrderQueryOptions, OrderNotFound, orderIdOf } from '@/features/order/index.ts';
import { type DateSlot, DateSlotPicker } from '@/features/schedule/index.ts';
import { alertDialog, showToast, showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import type { OrderDetail } from '../api/orders.ts';
import { useRescheduleOrder } from '../api/reschedule.ts';
import { changeCopy as text } from '../change-copy.ts';
import { RescheduleRules } from '../components/reschedule-rules.tsx';
import './orders.css';
import './modify-page.css';

/** /order/personal/modify/:id: a new day and slot for a booked order, with the details that may change. */
export function ModifyOrderPage() {
  const params = useParams();
  const orderId = orderIdOf(params.id);
  const order = useQuery({ ...getOrderQueryOptions(orderId ?? 0), enabled: orderId !== null });
  if (orderId === null) return <OrderNotFound />;
  return (
    <QueryView query={order} notFound={<OrderNotFound />}>
      {(data) => <ModifyForm order={data} />}
    </QueryView>
  );
}

function ModifyForm({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const centre = useCentre(order.sysCenterId).data;
  const move = useRescheduleOrder();
  const [picking, setPicking] = useState(false);
  const [dateSlot, setDateSlot] = useState<DateSlot | null>(null);
  const [name, setName] = useState(order.name);
  const [phone, setPhone] = useState('');
  const [marry, setMarry] = useState<string>(order.marryStateCode);

  // The items that hold a place that day (services and a gift item do not), and those needing a fast.
  const booked = useMemo(() => order.items.filter((i) => i.kind !== 'service' && i.kind !== 'gift'), [order]);
  const fastingItems = useMemo(() => booked.filter((i) => i.fasting === 1).map((i) => i.item), [booked]);
  const fasting = centre ? fastingWindowOf(centre.fastingCheckStart, centre.fastingCheckEnd) : null;
  const detailPath = `/order/personal/${order.sysCenterId}/${order.id}`;

  const nameError = name !== order.name ? validateExamineeName(name) : null;
  const phoneError = phone !== '' ? validateMobilePhone(phone) : null;

  const save = async () => {
    if (!dateSlot) return showToast(text.chooseDate);
    if (dateSlot.date === order.boExaminationDate) return showToast(RescheduleMessages.sameDay);
    const problem = nameError ?? phoneError;
    if (problem) return showToast(problem);
    const answer = await move
      .mutateAsync({
        orderId: order.id,
        boExaminationDate: dateSlot.date,
        boExaminationTimeNo: dateSlot.slot.no,
        ...(phone !== '' ? { boCellPhoneNo: phone } : {}),
        ...(name !== order.name ? { name } : {}),
        ...(marry !== order.marryStateCode ? { marryStateCode: marry as 'married' | 'unmarried' } : {}),
      })
      // A refusal has been shown by the HTTP layer; the page stays as it is.
      .catch(() => null);
    if (!answer) return;
    if (answer.code === OrderCodes.dateFull) {
      // The day filled up meanwhile: the order is where it was, and the person picks again.
      setDateSlot(null);
      return alertDialog({ content: answer.message ?? '' });
    }
    showToastOnNextPage(text.saved);
    navigate(detailPath, { replace: true });
  };

  if (!order.reschedule.allowed) {
    return (
      <div className="order-detail-page">
        <RescheduleRules order={order} />
        <StatusPage title={text.notAllowed} description={order.reschedule.reason ?? undefined}>
          <Button onClick={() => navigate(detailPath, { replace: true })}>{text.back}</Button>
        </StatusPage>
      </div>
    );
  }

  return (
    <div className="order-detail-page order-modify-page">
      <RescheduleRules order={order} />
      <section className="order-section" aria-label={text.booked}>
        <h3>{text.booked}</h3>
        <p>
          {order.sysCenterName} · {order.boExaminationDate} {order.boExaminationTime}
        </p>
      </section>
      <section className="order-section" aria-label={text.newDate}>
        <h3>{text.newDate}</h3>
        <button type="button" className="order-modify-pick" onClick={() => setPicking(true)}>
          {dateSlot ? `${dateSlot.date} ${dateSlot.slot.testTime}` : text.datePlaceholder}
        </button>
      </section>
      <section className="order-section" aria-label={text.examinee}>
        <h3>{text.examinee}</h3>
        <div className="order-modify-field">
          <span>{text.name}</span>
          <Input aria-label={text.name} value={name} onChange={setName} maxLength={20} />
        </div>
        {nameError ? (
          <p className="order-note reschedule-refused" role="alert">
            {nameError}
          </p>
        ) : null}
        <p className="order-modify-field">
          <span>{text.idCard}</span>
          <span>{order.identityCardNo}</span>
        </p>
        <p className="order-note">{text.idCardFixed}</p>
        <div className="order-modify-field">
          <span>{text.phone}</span>
          <Input
            aria-label={text.phone}
            placeholder={text.phonePlaceholder(order.boCellPhoneNo)}
            value={phone}
            onChange={setPhone}
            maxLength={11}
            type="tel"
            inputMode="numeric"
          />
        </div>
        {phoneError ? (
          <p className="order-note reschedule-refused" role="alert">
            {phoneError}
          </p>
        ) : null}
        <div className="order-modify-field">
          <span>{text.marriage}</span>
          <OptionRadios options={text.marriageOptions} value={marry} onChange={(v) => setMarry(String(v))} />
        </div>
      </section>
      <div className="order-actions">
        <Button
          color="primary"
          block
          loading={move.isPending}
          disabled={move.isPending || dateSlot === null}
          onClick={() => void save()}
        >
          {text.save}
        </Button>
      </div>
      {/* Mounted when opened, as on the submit screen: the popup opens already visible. */}
      {picking ? (
        <DateSlotPicker
          visible
          sysCenterId={order.sysCenterId}
          proIds={booked.map((i) => i.projectId).join(',')}
          fasting={fasting}
          fastingItems={fastingItems}
          value={dateSlot}
          onClose={() => setPicking(false)}
          onConfirm={(value) => {
            setDateSlot(value);
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}
