import { DEFAULT_SID, isSpecificCentre, Messages } from '@tijian/domain';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { DownOutline, RightOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { setCurrentCentre, useCities } from '@/features/centre/index.ts';
import { LatestNews, MoreNewsLink } from '@/features/news/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { ElderModeSwitch } from '@/shared/ui/elder-mode-switch.tsx';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import { PageSection } from '@/shared/ui/page-section.tsx';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { CentreCard } from '../components/centre-card.tsx';
import { QuickEntries } from '../components/quick-entries.tsx';
import { useLocatedCity } from '../components/use-located-city.ts';
import * as copy from '../copy.ts';
import { homeSheets } from '../sheet-loaders.ts';
import './home-page.css';

// Both sheets bring the popup and its animation code; most visits never open them.
const CityActionSheet = lazy(homeSheets.city);
const CentrePicker = lazy(homeSheets.centrePicker);

// Spec 2 screen 2. The initial sid it asks for is set by the guard, which runs before any page.
export function HomePage() {
  const sid = useSessionStore((s) => s.sid);
  // A chosen centre has its own home page.
  if (isSpecificCentre(sid)) return <Navigate to={`/mec/${encodeURIComponent(sid)}`} replace />;
  return <PlatformHome />;
}

function PlatformHome() {
  const navigate = useNavigate();
  const cities = useCities(DEFAULT_SID);
  const { city, chooseCity } = useLocatedCity(cities.data);
  const [citySheet, setCitySheet] = useState<boolean | null>(null);
  const [picker, setPicker] = useState<boolean | null>(null);

  const openCentre = (id: string) => {
    setCurrentCentre(id);
    navigate(`/mec/${encodeURIComponent(id)}`);
  };

  return (
    <div className="home-page">
      <BannerCarousel sid={DEFAULT_SID} />
      <QuickEntries />
      <ElderModeSwitch />

      <PageSection
        id="home-centres"
        title={copy.home.centres}
        action={
          <button
            type="button"
            className="home-city"
            onClick={() => setCitySheet(true)}
            disabled={!cities.data?.length}
          >
            <span>{city?.name ?? copy.home.cityPlaceholder}</span>
            <DownOutline aria-hidden="true" />
          </button>
        }
      >
        {cities.isPending ? (
          <CentreListSkeleton />
        ) : cities.isError ? (
          <InlineLoadError error={cities.error} onRetry={() => void cities.refetch()} />
        ) : city && city.children.length > 0 ? (
          <ul className="centre-list">
            {city.children.map((centre) => (
              <CentreCard key={centre.id} centre={centre} onOpen={() => openCentre(centre.id)} />
            ))}
          </ul>
        ) : (
          <EmptyList onSwitchCity={() => setCitySheet(true)} />
        )}
        <button type="button" className="home-more" onClick={() => setPicker(true)}>
          {copy.home.moreCentres}
          <RightOutline aria-hidden="true" />
        </button>
      </PageSection>

      <PageSection id="home-news" title={copy.home.news} action={<MoreNewsLink />}>
        <LatestNews sysCenterId={null} />
      </PageSection>

      <Suspense fallback={null}>
        {citySheet !== null && cities.data ? (
          <CityActionSheet
            visible={citySheet}
            cities={cities.data}
            onChoose={chooseCity}
            onClose={() => setCitySheet(false)}
          />
        ) : null}
        {picker !== null ? (
          <CentrePicker
            visible={picker}
            cityId={city?.id}
            onChosen={(centre) => {
              setPicker(false);
              navigate(`/mec/${encodeURIComponent(centre.id)}`);
            }}
            onClose={() => setPicker(false)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

// Three rows the size of a centre card (a city usually has a few), so the list arriving does not push
// the news below it down the screen.
function CentreListSkeleton() {
  return (
    <div role="status" aria-label={Messages.loading}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="centre-skeleton">
          <Skeleton animated className="centre-skeleton-image" />
          <div className="centre-skeleton-text">
            <Skeleton animated className="centre-skeleton-line centre-skeleton-name" />
            <Skeleton animated className="centre-skeleton-line" />
            <Skeleton animated className="centre-skeleton-line centre-skeleton-short" />
          </div>
        </div>
      ))}
    </div>
  );
}
