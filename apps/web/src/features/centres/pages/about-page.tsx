import List from 'antd-mobile/es/components/list';
import { safeLink } from '@/shared/lib/safe-url.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import * as copy from '../copy.ts';
import { useCurrentCentre } from './use-current-centre.ts';
import './centre-pages.css';

// About the platform, and about the centre in use when one is chosen.
export function AboutPage() {
  const { specific, centre } = useCurrentCentre();
  // Links from the database open only when http(s).
  const expertUrl = safeLink(centre.data?.expertUrl);
  const honorUrl = safeLink(centre.data?.honorUrl);
  return (
    <div className="centre-page">
      <section className="centre-card-section" aria-labelledby="about-platform">
        <h2 id="about-platform" className="centre-page-title">
          {copy.centre.platformName}
        </h2>
        <p className="centre-paragraph">{copy.centre.platformAbout}</p>
      </section>
      {specific ? (
        centre.isPending ? (
          <LoadingBlock />
        ) : centre.isError ? (
          <LoadError error={centre.error} onRetry={() => void centre.refetch()} />
        ) : (
          <List header={centre.data.name} className="centre-links">
            {centre.data.phone ? (
              <List.Item extra={<a href={`tel:${centre.data.phone}`}>{centre.data.phone}</a>}>
                {copy.centre.phone}
              </List.Item>
            ) : null}
            {centre.data.address ? (
              <List.Item description={centre.data.address}>{copy.centre.address}</List.Item>
            ) : null}
            {centre.data.openingHours ? (
              <List.Item extra={centre.data.openingHours}>{copy.centre.hours}</List.Item>
            ) : null}
            {expertUrl ? (
              <List.Item onClick={() => window.location.assign(expertUrl)}>{copy.centre.expert}</List.Item>
            ) : null}
            {honorUrl ? (
              <List.Item onClick={() => window.location.assign(honorUrl)}>{copy.centre.honor}</List.Item>
            ) : null}
          </List>
        )
      ) : null}
    </div>
  );
}
