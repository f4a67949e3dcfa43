import { BANNER_AUTOPLAY_MS } from '@tijian/domain';
import { Swiper } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { copy } from '../../../shared/lib/copy.ts';
import { useBanners } from '../api/get-banners.ts';
import './centres.css';

// Spec 2 screen 2: two banners, autoplay every 3 s in a loop, each leading to the introduction.
const BANNER_COUNT = 2;

export function BannerCarousel({ sid }: { sid: string }) {
  const navigate = useNavigate();
  const banners = useBanners(sid);
  const items = (banners.data ?? []).slice(0, BANNER_COUNT);

  if (items.length === 0) return <div className="banner-carousel banner-placeholder" aria-hidden="true" />;
  return (
    <section className="banner-carousel" aria-label={copy.home.banners}>
      <Swiper autoplay autoplayInterval={BANNER_AUTOPLAY_MS} loop={items.length > 1}>
        {items.map((banner) => (
          <Swiper.Item key={banner.id}>
            <button type="button" className="banner-slide" onClick={() => navigate('/introduce')}>
              <img src={banner.imageUrl} alt={banner.title} className="banner-image" />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
