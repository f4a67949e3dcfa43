import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { specialPackages, urlOf } from '@tijian/client';
import { type Fen, fen } from '@tijian/domain';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackMock } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import type {
  SpecialPackageDetail,
  SpecialPackageList,
  SpecialPackageSummary,
} from '../special-packages-api.ts';
import { SpecialDetailPage } from './special-detail-page.tsx';
import { SpecialListPage } from './special-list-page.tsx';

// antd-mobile's pull-to-refresh is replaced by a stand-in that keeps its props, so a test can pull.
const seen = vi.hoisted(() => ({ pull: undefined as PullToRefreshProps | undefined }));
vi.mock('antd-mobile/es/components/pull-to-refresh', () => ({
  default: (props: PullToRefreshProps & { children?: ReactNode }) => {
    seen.pull = props;
    return <div>{props.children}</div>;
  },
}));
vi.mock('@/shared/ui/feedback.ts', () => feedbackMock());

// Public pages: no session cookie, the network only.
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  seen.pull = undefined;
});

const LIST = specialPackages.listSpecialPackages.path;
const DETAIL = specialPackages.getSpecialPackage.path;
const yuan = (n: number): Fen => fen(n * 100);

const HP: SpecialPackageSummary = {
  id: 'SP-1-HP',
  sysCenterId: '00-1',
  name: '幽门螺杆菌呼气检测',
  price: yuan(150),
  originalPrice: yuan(200),
  summary: 'C13尿素呼气试验，无创、无痛',
  itemCount: 2,
  imageUrl: '',
  validityDays: 180,
};
const CT: SpecialPackageSummary = {
  id: 'SP-1-LDCT',
  sysCenterId: '00-1',
  name: '低剂量螺旋CT肺癌早筛',
  price: yuan(480),
  originalPrice: null,
  summary: '低剂量螺旋CT胸部扫描',
  itemCount: 3,
  imageUrl: '',
  validityDays: 365,
};
const listOf = (list: SpecialPackageSummary[]): SpecialPackageList => ({
  sysCenterId: '00-1',
  sysCenterName: '北京朝阳健康体检中心',
  list,
});
const WOMEN: SpecialPackageDetail = {
  id: 'SP-1-WOMEN',
  sysCenterId: '00-1',
  sysCenterName: '北京朝阳健康体检中心',
  name: '女性两癌筛查',
  price: yuan(680),
  originalPrice: yuan(880),
  summary: '宫颈癌与乳腺癌联合筛查',
  itemCount: 3,
  items: ['HPV分型检测（23型）', '液基薄层细胞学检查（TCT）', '乳腺彩色多普勒超声'],
  suitableFor: '21–65岁有性生活史的女性',
  notice: '请避开月经期。\n检查前3天内避免阴道用药。',
  imageUrl: '',
  validityDays: 365,
  onSale: true,
};

const calls = (path: string) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname.startsWith(`/m${path.replace(/:id$/, '')}`));

const renderList = (centre: string) =>
  renderRoutedPage(<SpecialListPage />, {
    path: '/physical/special/list/:id',
    url: `/physical/special/list/${centre}`,
  });
const renderDetail = (id: string) =>
  renderRoutedPage(<SpecialDetailPage />, {
    path: '/physical/special/detail/:id',
    url: `/physical/special/detail/${id}`,
  });

describe('special package list page', () => {
  it('names the centre and shows each package’s name, summary, price, struck original price and item count', async () => {
    mockApi(fetchMock, { [LIST]: listOf([HP, CT]) });
    renderList('00-1');
    expect(await screen.findByRole('heading', { name: '北京朝阳健康体检中心' })).toBeTruthy();
    expect(calls(LIST)[0]?.searchParams.get('sysCenterId')).toBe('00-1');

    const [hp, ct] = screen.getAllByRole('listitem');
    expect(within(hp!).getByText('幽门螺杆菌呼气检测')).toBeTruthy();
    expect(within(hp!).getByText('C13尿素呼气试验，无创、无痛')).toBeTruthy();
    expect(within(hp!).getByText('¥150.00')).toBeTruthy();
    const original = within(hp!).getByText('¥200.00', { exact: false });
    expect(original.closest('del')?.textContent).toBe('原价¥200.00');
    expect(within(hp!).getByText('共2项 · 有效期180天')).toBeTruthy();

    expect(within(ct!).getByText('¥480.00')).toBeTruthy();
    expect(ct!.querySelector('del')).toBeNull();
    expect(within(ct!).getByText('共3项 · 有效期365天')).toBeTruthy();
  });

  it('opens a package’s page on a tap', async () => {
    mockApi(fetchMock, { [LIST]: listOf([HP, CT]) });
    renderList('00-1');
    await userEvent.click(await screen.findByRole('button', { name: /低剂量螺旋CT肺癌早筛/ }));
    expect(screen.getByTestId('location').textContent).toBe('/physical/special/detail/SP-1-LDCT');
  });

  it('says so when the centre sells none', async () => {
    mockApi(fetchMock, { [LIST]: listOf([]) });
    renderList('00-1');
    expect(await screen.findByText('该体检中心暂无专项体检')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '北京朝阳健康体检中心' })).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('asks again on a pull, and shows the new list', async () => {
    let answer = listOf([]);
    mockApi(fetchMock, { [LIST]: () => answer });
    renderList('00-1');
    await screen.findByText('该体检中心暂无专项体检');
    answer = listOf([HP]);
    await seen.pull?.onRefresh?.();
    expect(await screen.findByText('幽门螺杆菌呼气检测')).toBeTruthy();
    expect(calls(LIST)).toHaveLength(2);
  });

  it('offers to try again when the list cannot be read', async () => {
    let fail = true;
    mockApi(fetchMock, {
      [LIST]: () => (fail ? envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试') : listOf([CT])),
    });
    renderList('00-1');
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('低剂量螺旋CT肺癌早筛')).toBeTruthy();
  });

  it('says an unknown centre is not there, and asks nothing for what is no centre id', async () => {
    mockApi(fetchMock, {
      [LIST]: () => envelopeResponse(null, 'not,found', '未找到该体检中心，请重新选择'),
    });
    const first = renderList('00-999');
    expect(await screen.findByRole('heading', { name: '未找到该体检中心' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByTestId('location').textContent).toBe('/entrance');
    first.unmount();

    fetchMock.mockClear();
    renderList('abc');
    expect(screen.getByRole('heading', { name: '未找到该体检中心' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});

describe('special package detail page', () => {
  it('shows the summary, items, who it suits, what to know, validity and price', async () => {
    mockApi(fetchMock, { [DETAIL]: WOMEN });
    renderDetail('SP-1-WOMEN');
    expect(await screen.findByRole('heading', { level: 2, name: '女性两癌筛查' })).toBeTruthy();
    expect(calls(DETAIL)[0]?.pathname).toBe(
      urlOf(specialPackages.getSpecialPackage, { params: { id: 'SP-1-WOMEN' } }),
    );
    expect(screen.getByText('宫颈癌与乳腺癌联合筛查')).toBeTruthy();
    expect(screen.getByText('北京朝阳健康体检中心')).toBeTruthy();
    expect(screen.getByText('购买之日起365天内到院使用')).toBeTruthy();
    expect(screen.getAllByText('¥680.00')).toHaveLength(2);

    const items = screen.getByRole('region', { name: /检查项目/ });
    expect(within(items).getByText('共3项')).toBeTruthy();
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(WOMEN.items);
    expect(
      within(screen.getByRole('region', { name: '适宜人群' })).getByText('21–65岁有性生活史的女性'),
    ).toBeTruthy();
    const notice = screen.getByRole('region', { name: '注意事项' });
    expect(within(notice).getByText(/请避开月经期。\s*检查前3天内避免阴道用药。/)).toBeTruthy();
  });

  it('goes to the pay page on 立即购买', async () => {
    mockApi(fetchMock, { [DETAIL]: WOMEN });
    renderDetail('SP-1-WOMEN');
    await userEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    expect(screen.getByTestId('location').textContent).toBe('/physicalSpecialPay/SP-1-WOMEN');
  });

  it('sells nothing once the package is off sale', async () => {
    mockApi(fetchMock, { [DETAIL]: { ...WOMEN, onSale: false } });
    renderDetail('SP-1-WOMEN');
    expect(await screen.findByText('该专项体检已下架，暂不可购买')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull();
    const button = screen.getByRole('button', { name: '已下架' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('leaves out the sections a package has nothing for', async () => {
    mockApi(fetchMock, { [DETAIL]: { ...WOMEN, suitableFor: '', notice: ' ' } });
    renderDetail('SP-1-WOMEN');
    await screen.findByRole('heading', { level: 2, name: '女性两癌筛查' });
    expect(screen.queryByRole('region', { name: '适宜人群' })).toBeNull();
    expect(screen.queryByRole('region', { name: '注意事项' })).toBeNull();
  });

  it('asks again on a pull', async () => {
    let answer = WOMEN;
    mockApi(fetchMock, { [DETAIL]: () => answer });
    renderDetail('SP-1-WOMEN');
    await screen.findByRole('heading', { level: 2, name: '女性两癌筛查' });
    answer = { ...WOMEN, price: yuan(620) };
    await seen.pull?.onRefresh?.();
    expect((await screen.findAllByText('¥620.00')).length).toBeGreaterThan(0);
    expect(calls(DETAIL)).toHaveLength(2);
  });

  it('says an unknown package is not there, and asks nothing for what is no package id', async () => {
    mockApi(fetchMock, { [DETAIL]: () => envelopeResponse(null, 'not,found', '未找到该专项体检') });
    const first = renderDetail('SP-NOPE');
    expect(await screen.findByRole('heading', { name: '未找到该专项体检' })).toBeTruthy();
    first.unmount();

    fetchMock.mockClear();
    renderDetail(encodeURIComponent('a b'));
    expect(screen.getByRole('heading', { name: '未找到该专项体检' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
