import { useQuery } from '@tanstack/react-query';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { type HealthCardService, healthCardServicesOptions } from '../api/health-cards.ts';
import { CardMissing } from '../components/card-missing.tsx';
import { StateTag } from '../components/state-tag.tsx';
import { useCardId } from '../components/use-card-id.ts';
import * as copy from '../copy.ts';
import '../health-cards.css';

const text = copy.services;
const nothingMore = async () => {};

/** /serveCard/:cardId: what the card grants and how many uses of each are left. */
export function CardServicesPage() {
  const cardId = useCardId();
  if (cardId === null) return <CardMissing />;
  return <Services cardId={cardId} />;
}

function Services({ cardId }: { cardId: number }) {
  const card = useQuery(healthCardServicesOptions(cardId));
  return (
    <div className="hc-page">
      <QueryView query={card} notFound={<CardMissing />}>
        {(data) => (
          <>
            <section className="hc-block">
              <header className="hc-tile-head">
                <h2 className="hc-tile-name">{data.productName}</h2>
                <StateTag card={data} />
              </header>
              {data.expiresOn ? <p className="hc-tile-line">{copy.home.validUntil(data.expiresOn)}</p> : null}
              <p className="hc-note">{text.howTo}</p>
            </section>
            {data.state === 'expired' ? <p className="hc-warning">{text.expired}</p> : null}
            <ScrollList
              onRefresh={() => card.refetch()}
              onLoadMore={nothingMore}
              hasMore={false}
              isEmpty={data.services.length === 0}
              empty={<EmptyList text={text.empty} />}
            >
              <ul className="hc-services" aria-label={text.title}>
                {data.services.map((service) => (
                  <ServiceRow key={service.code} service={service} />
                ))}
              </ul>
            </ScrollList>
          </>
        )}
      </QueryView>
    </div>
  );
}

function ServiceRow({ service }: { service: HealthCardService }) {
  return (
    <li className="hc-service">
      <div className="hc-service-head">
        <span className="hc-service-name">{service.name}</span>
        <span className="hc-service-left">
          {service.left === null ? text.unlimited : text.left(service.left, service.times)}
        </span>
      </div>
      {service.description ? <p className="hc-service-desc">{service.description}</p> : null}
      {service.used > 0 ? <p className="hc-note">{text.used(service.used)}</p> : null}
    </li>
  );
}
