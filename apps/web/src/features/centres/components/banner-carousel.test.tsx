import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { content } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@/test/render.tsx';
import { BannerCarousel, slideAt } from './banner-carousel.tsx';

// A short autoplay interval keeps the test quick; the spec's 3 s is the domain's constant.
vi.mock('@tijian/domain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tijian/domain')>()),
  BANNER_AUTOPLAY_MS: 40,
}));

const fetchMock = vi.fn<typeof fetch>();
const WIDTH = 400;
const scrolls: ScrollToOptions[] = [];
const jsdomScrollTo = HTMLElement.prototype.scrollTo;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  mockApi(fetchMock, {
    [content.getBanners.path]: [
      { id: 1, title: '关爱健康 预约体检', imageUrl: '/images/banner-1.svg' },
      { id: 2, title: '专业团队 贴心服务', imageUrl: '/images/banner-2.svg' },
      { id: 3, title: '第三张不显示', imageUrl: '/images/banner-3.svg' },
    ],
  });
  // jsdom lays nothing out: the track is given a width, and scrolling moves it at once.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    const target = options as ScrollToOptions;
    scrolls.push(target);
    this.scrollLeft = target.left ?? 0;
    fireEvent.scroll(this);
  } as typeof HTMLElement.prototype.scrollTo;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  HTMLElement.prototype.scrollTo = jsdomScrollTo;
  fetchMock.mockReset();
  scrolls.length = 0;
});

const activeDot = () =>
  [...document.querySelectorAll('.banner-dot')].findIndex((dot) =>
    dot.classList.contains('banner-dot-active'),
  );

describe('slideAt', () => {
  it('names the slide a scroll position rests on, the copy after the last being the first', () => {
    expect(slideAt(0, WIDTH, 2)).toBe(0);
    expect(slideAt(390, WIDTH, 2)).toBe(1);
    expect(slideAt(800, WIDTH, 2)).toBe(0);
    expect(slideAt(100, 0, 2)).toBe(0);
  });
});

describe('BannerCarousel', () => {
  it('shows the first two banners, each leading to the introduction', async () => {
    renderPage(<BannerCarousel sid="00-0" />);
    const slides = await screen.findAllByRole('button');
    expect(slides.map((slide) => slide.querySelector('img')?.alt)).toEqual([
      '关爱健康 预约体检',
      '专业团队 贴心服务',
    ]);
    expect(slides[0]?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    await userEvent.click(slides[1] as HTMLElement);
    expect(screen.getByText('navigated')).toBeTruthy();
  });

  it('plays forward in a loop: on to the copy of the first banner, then back to the real one', async () => {
    renderPage(<BannerCarousel sid="00-0" />);
    await screen.findAllByRole('button');
    expect(activeDot()).toBe(0);

    await waitFor(() => expect(activeDot()).toBe(1));
    expect(scrolls[0]).toEqual({ left: WIDTH, behavior: 'smooth' });

    await waitFor(() => expect(scrolls).toContainEqual({ left: 0, behavior: 'instant' }));
    expect(scrolls).toContainEqual({ left: 2 * WIDTH, behavior: 'smooth' });
    expect(activeDot()).toBe(0);
  });

  it('holds the autoplay while a finger is on the banner', async () => {
    renderPage(<BannerCarousel sid="00-0" />);
    const [first] = await screen.findAllByRole('button');
    fireEvent.touchStart(first?.parentElement as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(scrolls).toEqual([]);
    fireEvent.touchEnd(first?.parentElement as HTMLElement);
    await waitFor(() => expect(scrolls).toEqual([{ left: WIDTH, behavior: 'smooth' }]));
  });
});
