import Button from 'antd-mobile/es/components/button';
import Image from 'antd-mobile/es/components/image';
import List from 'antd-mobile/es/components/list';
import { ClockCircleOutline, EnvironmentOutline, PhoneFill } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { firstImage, resetCurrentCentre, setCurrentCentre, useCentre } from '@/features/centre/index.ts';
import { LatestNews, MoreNewsLink } from '@/features/news/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { PageSection } from '@/shared/ui/page-section.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { centreEntryKeys, QuickEntries } from '../components/quick-entries.tsx';
import * as copy from '../copy.ts';
import './centre-pages.css';

// Spec 2 screen 1: a centre's own home page, reached by its link or after choosing it.
export function CentreHomePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const centre = useCentre(id);
  const sid = useSessionStore((s) => s.sid);

  // Only a centre that exists becomes the session's centre; a mistyped link leaves the session alone.
  const loadedId = centre.data?.id;
  useEffect(() => {
    if (loadedId && loadedId !== sid) setCurrentCentre(loadedId);
  }, [loadedId, sid]);

  const switchCentre = () => {
    resetCurrentCentre();
    navigate('/main');
  };

  const notFound = (
    <StatusPage title={copy.centre.notFound}>
      <Button color="primary" onClick={switchCentre}>
        {copy.centre.backHome}
      </Button>
    </StatusPage>
  );

  return (
    <QueryView query={centre} notFound={notFound}>
      {(data) => {
        const image = firstImage(data.image);
        return (
          <div className="centre-home">
            {image ? (
              <Image src={image} alt={data.name} className="centre-hero" fit="cover" />
            ) : (
              <BannerCarousel sid={data.id} />
            )}
            <section className="centre-info">
              <h2 className="centre-name">{data.name}</h2>
              {data.address ? (
                <p className="centre-line">
                  <EnvironmentOutline aria-hidden="true" />
                  <span className="visually-hidden">{copy.centre.address}</span>
                  {data.phone ? (
                    <a
                      href={`tel:${data.phone}`}
                      aria-label={`${data.address}，${copy.centre.call(data.phone)}`}
                    >
                      {data.address}
                    </a>
                  ) : (
                    <span>{data.address}</span>
                  )}
                </p>
              ) : null}
              {data.phone ? (
                <p className="centre-line">
                  <PhoneFill aria-hidden="true" />
                  <a href={`tel:${data.phone}`} aria-label={copy.centre.call(data.phone)}>
                    {data.phone}
                  </a>
                </p>
              ) : null}
              {data.openingHours ? (
                <p className="centre-line">
                  <ClockCircleOutline aria-hidden="true" />
                  <span className="visually-hidden">{copy.centre.hours}</span>
                  <span>{data.openingHours}</span>
                </p>
              ) : null}
            </section>

            <QuickEntries keys={centreEntryKeys(data)} />

            <List className="centre-links">
              <List.Item onClick={() => navigate('/mec/guidelines')}>{copy.centre.guidelines}</List.Item>
              <List.Item onClick={() => navigate('/introduce')}>{copy.centre.introduce}</List.Item>
              <List.Item onClick={() => navigate('/about')}>{copy.centre.about}</List.Item>
            </List>

            <PageSection id="centre-news" title={copy.centre.news} action={<MoreNewsLink />}>
              <LatestNews sysCenterId={id} />
            </PageSection>

            <div className="centre-actions">
              <Button block fill="outline" color="primary" onClick={switchCentre}>
                {copy.centre.switchCentre}
              </Button>
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}
