import { BANNER_AUTOPLAY_MS } from '@tijian/domain';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useElderMode } from '@/shared/lib/elder-mode.ts';
import { type Banner, useBanners } from '../api/get-banners.ts';
import * as copy from '../copy.ts';
import './banner-carousel.css';

// Spec 2 screen 2: two banners, autoplay every 3 s in a loop, each leading to the introduction.
const BANNER_COUNT = 2;
// A swipe has come to rest once the track has not scrolled for this long.
const SETTLE_MS = 120;

// The slide a scroll position shows; the copy of the first slide after the last counts as the first.
export function slideAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0) return 0;
  const index = Math.round(scrollLeft / slideWidth);
  return index >= count ? 0 : index;
}

// Swiping is the browser's own scrolling with scroll snap, so the carousel needs no gesture or
// animation library (antd's Swiper brought ~25 KB gzipped to the first screen). After the last slide
// autoplay scrolls on to a copy of the first and then jumps back to the real one, so the loop always
// moves forward.
function useCarousel(track: RefObject<HTMLDivElement | null>, count: number, autoplayOn = true): number {
  const [active, setActive] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el || count < 2) return;
    let autoplay: ReturnType<typeof setTimeout> | undefined;
    let settling: ReturnType<typeof setTimeout> | undefined;
    let touching = false;

    const schedule = () => {
      clearTimeout(autoplay);
      // Elder mode shows no timed content: the banners move only when swiped.
      if (!autoplayOn) return;
      autoplay = setTimeout(() => {
        const width = el.clientWidth;
        el.scrollTo({ left: (Math.round(el.scrollLeft / width) + 1) * width, behavior: 'smooth' });
      }, BANNER_AUTOPLAY_MS);
    };
    const settle = () => {
      const width = el.clientWidth;
      if (Math.round(el.scrollLeft / width) >= count) el.scrollTo({ left: 0, behavior: 'instant' });
      setActive(slideAt(el.scrollLeft, width, count));
      if (!touching) schedule();
    };
    const onScroll = () => {
      clearTimeout(settling);
      settling = setTimeout(settle, SETTLE_MS);
    };
    // A finger on the banner holds the autoplay until it lifts.
    const onTouchStart = () => {
      touching = true;
      clearTimeout(autoplay);
    };
    const onTouchEnd = () => {
      touching = false;
      schedule();
    };

    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('touchstart', onTouchStart, { passive: true });
    el.addEventListener('touchend', onTouchEnd, { passive: true });
    el.addEventListener('touchcancel', onTouchEnd, { passive: true });
    schedule();
    return () => {
      clearTimeout(autoplay);
      clearTimeout(settling);
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('touchstart', onTouchStart);
      el.removeEventListener('touchend', onTouchEnd);
      el.removeEventListener('touchcancel', onTouchEnd);
    };
  }, [track, count, autoplayOn]);

  return active;
}

export function BannerCarousel({ sid }: { sid: string }) {
  const navigate = useNavigate();
  const banners = useBanners(sid);
  const items = (banners.data ?? []).slice(0, BANNER_COUNT);

  if (items.length === 0) return <div className="banner-carousel banner-placeholder" aria-hidden="true" />;
  return (
    <section className="banner-carousel" aria-label={copy.home.banners}>
      <BannerSlides items={items} onOpen={() => navigate('/introduce')} />
    </section>
  );
}

function BannerSlides({ items, onOpen }: { items: readonly Banner[]; onOpen: () => void }) {
  const track = useRef<HTMLDivElement>(null);
  const elder = useElderMode();
  const active = useCarousel(track, items.length, !elder);
  const first = items[0];
  const loop = items.length > 1 && first;

  return (
    <>
      <div className="banner-track" ref={track}>
        {items.map((banner, index) => (
          <button key={banner.id} type="button" className="banner-slide" onClick={onOpen}>
            <BannerImage banner={banner} first={index === 0} />
          </button>
        ))}
        {loop ? (
          <div className="banner-slide" aria-hidden="true">
            <BannerImage banner={first} decorative />
          </div>
        ) : null}
      </div>
      {loop ? (
        <div className="banner-dots" aria-hidden="true">
          {items.map((banner, index) => (
            <span
              key={banner.id}
              className={index === active ? 'banner-dot banner-dot-active' : 'banner-dot'}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}

// The first banner is the largest thing on the first screen, so it is fetched ahead of other images.
function BannerImage({
  banner,
  first,
  decorative,
}: {
  banner: Banner;
  first?: boolean;
  decorative?: boolean;
}) {
  return (
    <img
      src={banner.imageUrl}
      alt={decorative ? '' : banner.title}
      className="banner-image"
      width={750}
      height={320}
      fetchPriority={first ? 'high' : undefined}
    />
  );
}
