import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Image from 'antd-mobile/es/components/image';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { type ReactNode, useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import * as copy from '../copy.ts';
import { SpecialNotFound } from '../special-not-found.tsx';
import {
  isPackageIdParam,
  type SpecialPackageDetail,
  specialPackageOptions,
} from '../special-packages-api.ts';
import { SpecialPrice } from '../special-price.tsx';
import '../special.css';

const text = copy.specialDetail;

/** /physical/special/detail/:id: what the package examines, for whom, what to know, and 立即购买. */
export function SpecialDetailPage() {
  const { id = '' } = useParams();
  const valid = isPackageIdParam(id);
  const pkg = useQuery({ ...specialPackageOptions(id), enabled: valid });
  const notFound = <SpecialNotFound title={text.notFound} back={text.back} />;
  if (!valid) return notFound;
  return (
    <QueryView query={pkg} notFound={notFound}>
      {(data) => (
        <div className="special-detail">
          <PullToRefresh onRefresh={async () => void (await pkg.refetch())}>
            <SpecialDetailView pkg={data} />
          </PullToRefresh>
          <BuyBar pkg={data} />
        </div>
      )}
    </QueryView>
  );
}

function Block({ title, count, children }: { title: string; count?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="special-detail-block" aria-labelledby={headingId}>
      <h3 id={headingId} className="special-detail-block-title">
        {title}
        {count ? <span className="special-detail-count">{count}</span> : null}
      </h3>
      {children}
    </section>
  );
}

function SpecialDetailView({ pkg }: { pkg: SpecialPackageDetail }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      {pkg.imageUrl ? <Image src={pkg.imageUrl} alt="" className="special-detail-image" fit="cover" /> : null}
      <header className="special-detail-head">
        <h2 id={headingId} className="special-detail-name">
          {pkg.name}
        </h2>
        {pkg.summary ? <p className="special-detail-summary">{pkg.summary}</p> : null}
        <SpecialPrice price={pkg.price} originalPrice={pkg.originalPrice} />
        <dl className="special-detail-facts">
          <div className="special-detail-fact">
            <dt>{text.centre}</dt>
            <dd>{pkg.sysCenterName}</dd>
          </div>
          <div className="special-detail-fact">
            <dt>{text.validity}</dt>
            <dd>{text.validityText(pkg.validityDays)}</dd>
          </div>
        </dl>
      </header>

      <Block title={text.items} count={text.itemCount(pkg.items.length)}>
        <ul className="special-detail-items">
          {pkg.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Block>

      {pkg.suitableFor.trim() ? (
        <Block title={text.suitableFor}>
          <p className="special-detail-text">{pkg.suitableFor}</p>
        </Block>
      ) : null}

      {pkg.notice.trim() ? (
        <Block title={text.notice}>
          <p className="special-detail-text">{pkg.notice}</p>
        </Block>
      ) : null}
    </article>
  );
}

/** 立即购买 leads to the pay page, which asks for a login first; a package off sale is not sold. */
function BuyBar({ pkg }: { pkg: SpecialPackageDetail }) {
  const navigate = useNavigate();
  return (
    <footer className="special-detail-bar">
      {pkg.onSale ? (
        <SpecialPrice price={pkg.price} originalPrice={pkg.originalPrice} />
      ) : (
        <span className="special-detail-bar-hint">{text.offSaleHint}</span>
      )}
      <Button
        color="primary"
        shape="rounded"
        className="special-detail-buy"
        disabled={!pkg.onSale}
        onClick={() => navigate(`/physicalSpecialPay/${encodeURIComponent(pkg.id)}`)}
      >
        {pkg.onSale ? text.buy : text.offSale}
      </Button>
    </footer>
  );
}
