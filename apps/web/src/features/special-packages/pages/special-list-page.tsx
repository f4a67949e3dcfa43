import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import * as copy from '../copy.ts';
import { SpecialNotFound } from '../special-not-found.tsx';
import {
  isCentreIdParam,
  type SpecialPackageSummary,
  specialPackagesOptions,
} from '../special-packages-api.ts';
import { SpecialPrice } from '../special-price.tsx';
import '../special.css';

const text = copy.specialList;
const noMore = async () => undefined;

/** /physical/special/list/:id (id: the centre): its special packages on sale, pull to refresh. */
export function SpecialListPage() {
  const { id = '' } = useParams();
  const valid = isCentreIdParam(id);
  const list = useQuery({ ...specialPackagesOptions(id), enabled: valid });
  const headingId = useId();
  const notFound = <SpecialNotFound title={text.notFound} back={text.back} />;
  if (!valid) return notFound;
  return (
    <QueryView query={list} notFound={notFound}>
      {(data) => (
        <section className="special-page" aria-labelledby={headingId}>
          <header className="special-centre">
            <h2 id={headingId} className="special-centre-name">
              {data.sysCenterName}
            </h2>
            <p className="special-centre-hint">{text.hint}</p>
          </header>
          <ScrollList
            onRefresh={() => list.refetch()}
            onLoadMore={noMore}
            hasMore={false}
            isEmpty={data.list.length === 0}
            empty={<EmptyList text={text.empty} />}
          >
            <ul className="special-list">
              {data.list.map((pkg) => (
                <SpecialCard key={pkg.id} pkg={pkg} />
              ))}
            </ul>
          </ScrollList>
        </section>
      )}
    </QueryView>
  );
}

function SpecialCard({ pkg }: { pkg: SpecialPackageSummary }) {
  const navigate = useNavigate();
  return (
    <li className="special-card">
      <button
        type="button"
        className="special-card-button"
        onClick={() => navigate(`/physical/special/detail/${encodeURIComponent(pkg.id)}`)}
      >
        <span className="special-card-name">{pkg.name}</span>
        {pkg.summary ? <span className="special-card-summary">{pkg.summary}</span> : null}
        <span className="special-card-foot">
          <SpecialPrice price={pkg.price} originalPrice={pkg.originalPrice} />
          <span className="special-card-meta">
            {text.itemCount(pkg.itemCount)} · {text.validity(pkg.validityDays)}
          </span>
        </span>
      </button>
    </li>
  );
}
