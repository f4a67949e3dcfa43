import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { catalogue, centres } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { mockApi, mockFailingApi, renderPage } from '@/test/render.tsx';
import { ProductListPage } from './product-list-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.getState().reset();
});

const product = (over: Record<string, unknown> = {}) => ({
  id: 'P1',
  sysCenterId: '00-1',
  packageName: '入职体检套餐',
  planTypeCode: 'general',
  typeId: 'newEmployee',
  sex: 'common',
  discount: 80,
  price: 160_000,
  discountPriceTotal: 128_000,
  projectCount: 12,
  picUrl: '',
  suitable: '新入职员工',
  promotion: 0,
  ...over,
});

const classify = [
  { code: 'general', name: '常规体检', count: 3 },
  { code: 'women', name: '女性体检', count: 2 },
];

/** Mocks the list's calls; returns the product-list queries asked, as plain objects. */
function serve({ products = [product()], showPackagePrice = 1 } = {}) {
  const asked: Record<string, string>[] = [];
  mockApi(fetchMock, {
    [catalogue.getProducts.path]: (url: URL) => {
      asked.push(Object.fromEntries(url.searchParams));
      return products;
    },
    [catalogue.getClassifyList.path]: classify,
    [centres.getCentre.path]: { id: '00-1', name: '第一体检中心', showPackagePrice },
  });
  return asked;
}

const open = (query: string) =>
  renderPage(<ProductListPage />, { path: '/product/list', url: `/product/list?${query}` });

describe('ProductListPage', () => {
  it.each([
    ['typeId=general', { planTypeCode: 'general' }],
    ['typeId=special', { planTypeCode: 'topic' }],
    ['typeId=1x', { planTypeCode: 'topic' }],
    ['typeId=women', { typeId: 'women' }],
    ['sexId=female', { sexId: 'female' }],
    ['priceRange=3', { priceRange: '3' }],
  ])('asks the server with the filter of %s', async (query, expected) => {
    const asked = serve();
    open(`${query}&sysCenterId=00-1`);
    expect(await screen.findByRole('button', { name: /入职体检套餐/ })).toBeTruthy();
    expect(asked).toEqual([{ sysCenterId: '00-1', ...expected }]);
  });

  it('filters by the check-type tab, sex and price chosen on the page', async () => {
    const asked = serve();
    // The action sheet's options take taps only once its opening animation ends; jsdom never ends it.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    open('typeId=general&sysCenterId=00-1');
    await screen.findByRole('button', { name: /入职体检套餐/ });

    // Within a kind (常规套餐) the centre-wide counts would overstate the list: names only.
    await user.click(await screen.findByRole('tab', { name: '女性体检' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ sysCenterId: '00-1', planTypeCode: 'general', typeId: 'women' }),
    );
    expect(screen.getByRole('tab', { name: '全部' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '适用性别：不限' }));
    await user.click(await screen.findByRole('option', { name: '男' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ typeId: 'women', sexId: 'male' }));
    expect(screen.getByRole('button', { name: '适用性别：男' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '价格区间：不限' }));
    await user.click(await screen.findByRole('option', { name: '500-1000元' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        sysCenterId: '00-1',
        planTypeCode: 'general',
        typeId: 'women',
        sexId: 'male',
        priceRange: '2',
      }),
    );

    await user.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        sysCenterId: '00-1',
        planTypeCode: 'general',
        sexId: 'male',
        priceRange: '2',
      }),
    );
  });

  it('keeps only promoted packages for the promotions link', async () => {
    serve({ products: [product(), product({ id: 'P2', packageName: '双十一优惠套餐', promotion: 1 })] });
    open('typeId=promotion&sysCenterId=00-02');
    expect(await screen.findByRole('button', { name: /双十一优惠套餐/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /入职体检套餐/ })).toBeNull();
  });

  it('shows the discounted price with the list price struck through, and the tags', async () => {
    serve({
      products: [
        product(),
        product({
          id: 'P2',
          packageName: '男性肿瘤筛查',
          planTypeCode: 'topic',
          sex: 'male',
          price: 50_000,
          discountPriceTotal: 50_000,
        }),
      ],
    });
    open('sysCenterId=00-1');
    const card = await screen.findByRole('button', { name: /入职体检套餐/ });
    expect(within(card).getByText('¥1280.00')).toBeTruthy();
    expect(within(card).getByText('¥1600.00').closest('del')).toBeTruthy();
    expect(within(card).getByText('新入职员工')).toBeTruthy();
    expect(within(card).getByText('共12项')).toBeTruthy();
    const topic = screen.getByRole('button', { name: /男性肿瘤筛查/ });
    expect(within(topic).getByText('专项')).toBeTruthy();
    expect(within(topic).getByText('男')).toBeTruthy();
    expect(within(topic).getByText('¥500.00')).toBeTruthy();
    expect(topic.querySelector('del')).toBeNull();
    // Without a kind the check-type tabs count the centre's packages.
    expect(await screen.findByRole('tab', { name: '全部(5)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '女性体检(2)' })).toBeTruthy();
  });

  it('says 到院咨询 instead of prices when the centre hides package prices', async () => {
    serve({ showPackagePrice: 0 });
    open('sysCenterId=00-1');
    const card = await screen.findByRole('button', { name: /入职体检套餐/ });
    await waitFor(() => expect(within(card).getByText('到院咨询')).toBeTruthy());
    expect(within(card).queryByText(/¥/)).toBeNull();
  });

  it('says the list is empty when nothing matches', async () => {
    serve({ products: [] });
    open('sysCenterId=00-1');
    expect(await screen.findByText('当前列表为空')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockFailingApi(fetchMock);
    open('sysCenterId=00-1');
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('opens the package detail on a tap', async () => {
    serve();
    open('sysCenterId=00-1');
    await userEvent.click(await screen.findByRole('button', { name: /入职体检套餐/ }));
    expect(await screen.findByText('navigated')).toBeTruthy();
  });

  it("asks for a centre first when none is chosen, then lists that centre's packages", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const asked: Record<string, string>[] = [];
    mockApi(fetchMock, {
      [catalogue.getProducts.path]: (url: URL) => {
        asked.push(Object.fromEntries(url.searchParams));
        return [product()];
      },
      [catalogue.getClassifyList.path]: classify,
      [centres.getCentre.path]: { id: '00-1', name: '第一体检中心', showPackagePrice: 1 },
      [centres.getCities.path]: [
        {
          id: 'c1',
          name: '北京',
          spell: 'beijing',
          latitude: 0,
          longitude: 0,
          children: [{ id: '00-1', name: '第一体检中心', address: '长安街1号', image: '' }],
        },
      ],
    });
    open('typeId=general&sysCenterId=00-0');
    expect(await screen.findByRole('heading', { name: '请先选择体检中心' })).toBeTruthy();
    expect(asked).toEqual([]);

    await user.click(screen.getByRole('button', { name: '选择体检中心' }));
    await user.click(await screen.findByRole('button', { name: '第一体检中心' }));
    expect(await screen.findByRole('button', { name: /入职体检套餐/ })).toBeTruthy();
    expect(asked).toEqual([{ sysCenterId: '00-1', planTypeCode: 'general' }]);
    expect(useSessionStore.getState().sid).toBe('00-1');
  });

  it('uses the chosen centre of the visit when the link names none', async () => {
    const asked = serve();
    useSessionStore.getState().setSid('00-1');
    open('typeId=special');
    await screen.findByRole('button', { name: /入职体检套餐/ });
    expect(asked).toEqual([{ sysCenterId: '00-1', planTypeCode: 'topic' }]);
  });
});
