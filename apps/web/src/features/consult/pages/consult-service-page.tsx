import { useQuery } from '@tanstack/react-query';
import { hasToken } from '@tijian/client';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { monthDay, weekday } from '@/shared/lib/day-names.ts';
import { loginPath } from '@/shared/lib/navigation.ts';
import { showToast, showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import {
  type ConsultServiceDetail,
  type ConsultSlot,
  consultServiceOptions,
  consultSlotsOptions,
  useBookConsult,
} from '../api/consult.ts';
import { useIdParam } from '../components/id-param.ts';
import { ConsultMissing } from '../components/missing.tsx';
import { priceText } from '../components/price.ts';
import * as copy from '../copy.ts';
import '../consult.css';

const text = copy.service;

/** /consult/service/:id: the service, a day and a time with places left, then 预约咨询. */
export function ConsultServicePage() {
  const id = useIdParam();
  const service = useQuery({ ...consultServiceOptions(id ?? 0), enabled: id !== null });
  const missing = <ConsultMissing title={text.notFound} back={text.back} />;
  if (id === null) return missing;
  return (
    <QueryView query={service} notFound={missing}>
      {(data) => <ServiceBooking service={data} />}
    </QueryView>
  );
}

// Two lines, day over weekday: "11月28日 周六" on one line wrapped at an odd place in a third of a phone.
const dayLabel = (date: string) => (
  <>
    <span className="consult-day">{monthDay(date)}</span> <span className="consult-day">{weekday(date)}</span>
  </>
);

function slotLabel(slot: ConsultSlot) {
  if (slot.bookable) return `${slot.testTime} ${text.left(slot.capacity - slot.booked)}`;
  return `${slot.testTime} ${slot.booked >= slot.capacity ? text.full : text.passed}`;
}

function ServiceBooking({ service }: { service: ConsultServiceDetail }) {
  const [date, setDate] = useState(service.dates[0] ?? '');
  const [slotNo, setSlotNo] = useState<number | null>(null);
  const slots = useQuery({ ...consultSlotsOptions(service.id, date), enabled: date !== '' });
  const book = useBookConsult();
  const navigate = useNavigate();
  const submit = () => {
    if (!hasToken()) {
      navigate(loginPath());
      return;
    }
    if (slotNo === null) {
      showToast(text.chooseTime);
      return;
    }
    book.mutate(
      { serviceId: service.id, date, slotNo },
      {
        onSuccess: () => {
          showToastOnNextPage(text.booked);
          navigate('/consult/list', { replace: true });
        },
        // The places changed under the person (someone took the last one): show them as they are now.
        onError: () => {
          setSlotNo(null);
          void slots.refetch();
        },
      },
    );
  };
  return (
    <div className="consult-page">
      <article className="consult-card" aria-label={service.name}>
        <h2 className="consult-card-title">{service.name}</h2>
        <p className="consult-card-meta">{copy.list.doctor(service.doctorName, service.doctorTitle)}</p>
        <p className="consult-card-meta">
          {priceText(service.price)} · {copy.list.duration(service.durationMinutes)}
        </p>
        <p className="consult-card-text">{service.description}</p>
      </article>
      <h3 className="consult-section-title">{text.date}</h3>
      <div className="consult-slots">
        <Selector
          aria-label={text.date}
          columns={3}
          options={service.dates.map((d) => ({ label: dayLabel(d), value: d }))}
          value={[date]}
          onChange={(v) => {
            if (v[0]) {
              setDate(v[0]);
              setSlotNo(null);
            }
          }}
        />
      </div>
      <h3 className="consult-section-title">{text.time}</h3>
      <QueryView query={slots}>
        {(data) => (
          <>
            {/* A day's times show even when none has a place left: 已满 / 已过 say why (a whole day full
                is the case a person most needs told), and the hint points to another day. */}
            {data.list.length > 0 ? (
              <div className="consult-slots">
                <Selector
                  aria-label={text.time}
                  columns={2}
                  options={data.list.map((s) => ({
                    label: slotLabel(s),
                    value: s.slotNo,
                    disabled: !s.bookable,
                  }))}
                  value={slotNo === null ? [] : [slotNo]}
                  onChange={(v) => setSlotNo(v[0] ?? null)}
                />
              </div>
            ) : null}
            {data.list.some((s) => s.bookable) ? null : <p className="consult-hint">{text.noSlot}</p>}
          </>
        )}
      </QueryView>
      <p className="consult-hint">{text.payNote}</p>
      <div className="consult-submit">
        <Button block color="primary" loading={book.isPending} onClick={submit}>
          {text.book}
        </Button>
      </div>
    </div>
  );
}
