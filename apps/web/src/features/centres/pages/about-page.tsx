import List from 'antd-mobile/es/components/list';
import type { Centre } from '@/features/centre/index.ts';
import { safeLink } from '@/shared/lib/safe-url.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import * as copy from '../copy.ts';
import { useCurrentCentre } from './use-current-centre.ts';
import './centre-pages.css';

// About the platform, and about the centre in use when one is chosen.
export function AboutPage() {
  const { specific, centre } = useCurrentCentre();
  return (
    <div className="centre-page">
      <section className="centre-card-section" aria-labelledby="about-platform">
        <h2 id="about-platform" className="centre-page-title">
          {copy.centre.platformName}
        </h2>
        <p className="centre-paragraph">{copy.centre.platformAbout}</p>
      </section>
      {specific ? <QueryView query={centre}>{(data) => <CentreLinks centre={data} />}</QueryView> : null}
    </div>
  );
}

function CentreLinks({ centre }: { centre: Centre }) {
  // Links from the database open only when http(s).
  const expertUrl = safeLink(centre.expertUrl);
  const honorUrl = safeLink(centre.honorUrl);
  return (
    <List header={centre.name} className="centre-links">
      {centre.phone ? (
        <List.Item extra={<a href={`tel:${centre.phone}`}>{centre.phone}</a>}>{copy.centre.phone}</List.Item>
      ) : null}
      {centre.address ? <List.Item description={centre.address}>{copy.centre.address}</List.Item> : null}
      {centre.openingHours ? <List.Item extra={centre.openingHours}>{copy.centre.hours}</List.Item> : null}
      {expertUrl ? (
        <List.Item onClick={() => window.location.assign(expertUrl)}>{copy.centre.expert}</List.Item>
      ) : null}
      {honorUrl ? (
        <List.Item onClick={() => window.location.assign(honorUrl)}>{copy.centre.honor}</List.Item>
      ) : null}
    </List>
  );
}
