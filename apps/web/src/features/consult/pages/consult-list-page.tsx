import { useQuery } from '@tanstack/react-query';
import { hasToken } from '@tijian/client';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPath } from '@/shared/lib/navigation.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import {
  type ConsultBooking,
  type ConsultService,
  consultServicesOptions,
  myConsultsOptions,
  useCancelConsult,
} from '../api/consult.ts';
import { priceText } from '../components/price.ts';
import * as copy from '../copy.ts';
import '../consult.css';

const text = copy.list;
const noMore = async () => undefined;

/**
 * /consult/list (kept alive): the centre's consultation services (the ?sid= the floating menu passes,
 * else the centre in use; on the platform every centre's), then the account's booked consultations.
 */
export function ConsultListPage() {
  const [search] = useSearchParams();
  const current = useSessionStore((s) => s.sid);
  const sid = search.get('sid') ?? current;
  const loggedIn = hasToken();
  const services = useQuery(consultServicesOptions(sid));
  const mine = useQuery({ ...myConsultsOptions(), enabled: loggedIn });
  const navigate = useNavigate();
  const refresh = () => Promise.all([services.refetch(), loggedIn ? mine.refetch() : null]);
  return (
    <div className="consult-page">
      <QueryView query={services}>
        {(data) => (
          <ScrollList onRefresh={refresh} onLoadMore={noMore} hasMore={false} isEmpty={false} empty={null}>
            <List>
              <List.Item description={text.virusHint} onClick={() => navigate('/consult/virus')}>
                {text.virus}
              </List.Item>
            </List>
            <h2 className="consult-section-title">{text.services}</h2>
            {data.list.length === 0 ? <EmptyList text={text.empty} /> : null}
            {data.list.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
            <h2 className="consult-section-title">{text.mine}</h2>
            {loggedIn ? (
              <QueryView query={mine}>
                {(own) =>
                  own.list.length === 0 ? (
                    <EmptyList text={text.mineEmpty} />
                  ) : (
                    own.list.map((booking) => <BookingCard key={booking.id} booking={booking} />)
                  )
                }
              </QueryView>
            ) : (
              <p className="consult-hint">
                <Button size="small" color="primary" fill="outline" onClick={() => navigate(loginPath())}>
                  {text.login}
                </Button>
              </p>
            )}
          </ScrollList>
        )}
      </QueryView>
    </div>
  );
}

function ServiceCard({ service }: { service: ConsultService }) {
  const navigate = useNavigate();
  return (
    <article className="consult-card" aria-label={service.name}>
      <h3 className="consult-card-title">{service.name}</h3>
      <p className="consult-card-meta">{text.doctor(service.doctorName, service.doctorTitle)}</p>
      <p className="consult-card-meta">
        {priceText(service.price)} · {text.duration(service.durationMinutes)}
      </p>
      <p className="consult-card-text">{service.description}</p>
      <div className="consult-card-actions">
        <Button size="small" color="primary" onClick={() => navigate(`/consult/service/${service.id}`)}>
          {copy.service.book}
        </Button>
      </div>
    </article>
  );
}

function BookingCard({ booking }: { booking: ConsultBooking }) {
  const navigate = useNavigate();
  const cancel = useCancelConsult();
  const onCancel = async () => {
    if (!(await confirmDialog(text.cancelConfirm))) return;
    cancel.mutate(booking.id, { onSuccess: () => showToast(text.cancelled) });
  };
  return (
    <article className="consult-card" aria-label={`${booking.serviceName} ${booking.date}`}>
      <h3 className="consult-card-title">
        {booking.serviceName} <span className="consult-card-meta">{booking.stateName}</span>
      </h3>
      <p className="consult-card-meta">
        {booking.date} {booking.testTime} · {booking.doctorName} · {priceText(booking.price)}
      </p>
      {booking.state === 'rated' && booking.rating ? (
        <p className="consult-card-text">{text.rated(booking.rating)}</p>
      ) : null}
      {booking.state === 'rated' && booking.comment ? (
        <p className="consult-card-text">{booking.comment}</p>
      ) : null}
      <div className="consult-card-actions">
        {booking.state === 'booked' ? (
          <Button size="small" loading={cancel.isPending} onClick={onCancel}>
            {text.cancel}
          </Button>
        ) : null}
        {booking.state === 'awaitingFeedback' ? (
          <Button size="small" color="primary" onClick={() => navigate(`/consult/feedback/${booking.id}`)}>
            {text.rate}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
