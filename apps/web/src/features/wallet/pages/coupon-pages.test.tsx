import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orders, wallet } from '@tijian/client';
import type { Coupon } from '@tijian/domain';
import type { InfiniteScrollProps } from 'antd-mobile/es/components/infinite-scroll';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import type { CouponDetail } from '../api/wallet-pages.ts';
import { CouponDetailPage } from './coupon-detail-page.tsx';
import { CouponListPage } from './coupon-list-page.tsx';

// The client toasts a failed read; antd-mobile's toast, loaded on first use, could arrive after the file's
// environment is gone.
vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

// antd-mobile's pull-to-refresh and infinite scroll are replaced by stand-ins that keep their props,
// so a test can pull and scroll to the end (jsdom lays nothing out).
const seen = vi.hoisted(() => ({
  pull: undefined as PullToRefreshProps | undefined,
  scroll: undefined as InfiniteScrollProps | undefined,
}));
vi.mock('antd-mobile/es/components/pull-to-refresh', () => ({
  default: (props: PullToRefreshProps & { children?: ReactNode }) => {
    seen.pull = props;
    return <div>{props.children}</div>;
  },
}));
vi.mock('antd-mobile/es/components/infinite-scroll', () => ({
  default: (props: InfiniteScrollProps) => {
    seen.scroll = props;
    return <span>{props.hasMore ? 'more' : 'no more'}</span>;
  },
}));

const fetchMock = loggedInFetch();
afterEach(() => {
  useSessionStore.setState({ sid: '00-0' });
});
const LIST = orders.getCoupons.path;
const DETAIL = wallet.getCouponDetail.path;

const coupon = (more: Partial<Coupon>): Coupon => ({
  id: 1,
  name: '现金券¥50',
  couponType: 1,
  price: 5_000 as never,
  orderMinimum: 30_000 as never,
  available: 1,
  reason: '',
  startDate: '2026-11-15',
  endDate: '2027-05-24',
  content: '订单金额满300元可用，仅限在线支付。',
  exchangeProjectMap: null,
  ...more,
});
const CASH = coupon({});
const REDUCE = coupon({
  id: 2,
  name: '满1000减100',
  couponType: 2,
  price: 10_000 as never,
  orderMinimum: 100_000 as never,
  available: 0,
  reason: '该电子券已被未支付订单使用',
});
const PROJECT = coupon({
  id: 3,
  name: '碳13呼气试验兑换券',
  couponType: 3,
  price: 15_000 as never,
  orderMinimum: 0 as never,
  exchangeProjectMap: { id: 'C13', item: '碳13呼气试验' },
});
const GIFT = coupon({
  id: 5,
  name: '骨密度检测赠送券',
  couponType: 4,
  price: 8_000 as never,
  orderMinimum: 0 as never,
  available: 0,
  reason: '该电子券已使用',
  startDate: '2025-03-11',
  endDate: '2025-06-09',
  exchangeProjectMap: { id: 'BMD-US', item: '超声骨密度' },
});
const OLD = coupon({
  id: 4,
  name: '新人现金券¥30',
  price: 3_000 as never,
  orderMinimum: 0 as never,
  available: 0,
  reason: '已过期',
  startDate: '2026-09-26',
  endDate: '2026-11-20',
});

const detailOf = (c: Coupon, more: Partial<CouponDetail> = {}): CouponDetail => ({
  ...c,
  state: 'usable',
  stateName: '可使用',
  sysCenterName: null,
  rules: ['订单金额超过¥300.00，立减¥50.00', '有效期：2026-11-15 至 2027-05-24', '全部体检中心可用'],
  order: null,
  ...more,
});

const listCalls = () =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === `/m${LIST}`);

const byState: Record<string, Coupon[]> = { usable: [CASH, REDUCE, PROJECT], used: [GIFT], expired: [OLD] };

const renderList = (url = '/electronicCoupon/list') =>
  renderRoutedPage(<CouponListPage />, { path: '/electronicCoupon/list', url });
const renderDetail = (url: string) =>
  renderRoutedPage(<CouponDetailPage />, { path: '/electronicCoupon/detail/:id/:couponType', url });

const factOf = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).nextElementSibling?.textContent;

describe('e-coupon list', () => {
  it('shows each usable coupon’s value by type, name, minimum, dates and why one must wait, and opens one', async () => {
    mockApi(fetchMock, { [LIST]: (url: URL) => byState[url.searchParams.get('state') ?? ''] ?? [] });
    renderList();
    const usable = await screen.findByRole('list', { name: '可使用' });
    const cash = within(usable).getByRole('button', { name: '现金券¥50 ¥50.00' });
    expect(within(cash).getByText('现金券')).toBeTruthy();
    expect(within(cash).getByText('满¥300.00可用')).toBeTruthy();
    expect(within(cash).getByText('2026-11-15 至 2027-05-24')).toBeTruthy();
    expect(cash.closest('li')?.className).not.toContain('is-dim');
    const reduce = within(usable).getByRole('button', { name: '满1000减100 满¥1000.00减¥100.00' });
    expect(within(reduce).getByText('该电子券已被未支付订单使用')).toBeTruthy();
    expect(reduce.closest('li')?.className).toContain('is-dim');
    const project = within(usable).getByRole('button', { name: '碳13呼气试验兑换券 碳13呼气试验' });
    expect(within(project).getByText('无门槛')).toBeTruthy();
    expect(within(project).getByText('项目券')).toBeTruthy();
    const asked = listCalls()[0]!;
    expect(asked.searchParams.get('state')).toBe('usable');
    expect(asked.searchParams.get('page')).toBe('1');
    expect(asked.searchParams.get('size')).toBe('99');
    expect(asked.searchParams.has('sysCenterId')).toBe(false);

    await userEvent.click(project);
    expect(screen.getByTestId('location').textContent).toBe('/electronicCoupon/detail/3/3');
  });

  it('switches to 已使用 and 已过期, each its own read, the tab kept in the address', async () => {
    mockApi(fetchMock, { [LIST]: (url: URL) => byState[url.searchParams.get('state') ?? ''] ?? [] });
    const { router } = renderList();
    await screen.findByRole('list', { name: '可使用' });
    await userEvent.click(screen.getByRole('tab', { name: '已使用' }));
    const used = await screen.findByRole('list', { name: '已使用' });
    const gift = within(used).getByRole('button', { name: '骨密度检测赠送券 赠 超声骨密度' });
    expect(within(gift).getByText('赠送券')).toBeTruthy();
    // The tab already says it is spent.
    expect(within(gift).queryByText('该电子券已使用')).toBeNull();
    expect(gift.closest('li')?.className).toContain('is-dim');
    expect(router.state.location.search).toBe('?state=used');

    await userEvent.click(screen.getByRole('tab', { name: '已过期' }));
    const expired = await screen.findByRole('list', { name: '已过期' });
    expect(within(expired).getByRole('button', { name: '新人现金券¥30 ¥30.00' })).toBeTruthy();
    expect(listCalls().map((u) => u.searchParams.get('state'))).toEqual(['usable', 'used', 'expired']);
  });

  it('opens on the tab the address names, and says a tab is empty in its own words', async () => {
    mockApi(fetchMock, { [LIST]: [] });
    renderList('/electronicCoupon/list?state=expired');
    expect(await screen.findByText('暂无已过期的电子券')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已过期' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: '可使用' }));
    expect(await screen.findByText('暂无可使用的电子券')).toBeTruthy();
  });

  it('loads the next 99 after a full page, refreshes on a pull, and names the centre in use', async () => {
    useSessionStore.setState({ sid: '00-1' });
    const first = Array.from({ length: 99 }, (_, i) => coupon({ id: 1000 + i, name: `券${i + 1}` }));
    mockApi(fetchMock, {
      [LIST]: (url: URL) =>
        url.searchParams.get('page') === '2' ? [coupon({ id: 9, name: '券100' })] : first,
    });
    renderList();
    await screen.findByText('券1');
    expect(seen.scroll?.hasMore).toBe(true);
    await seen.scroll?.loadMore(false);
    expect(await screen.findByText('券100')).toBeTruthy();
    await waitFor(() => expect(seen.scroll?.hasMore).toBe(false));
    expect(listCalls().map((u) => u.searchParams.get('sysCenterId'))).toEqual(['00-1', '00-1']);

    await seen.pull?.onRefresh?.();
    await waitFor(() =>
      expect(listCalls().map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '1', '2']),
    );
  });

  it('offers to try again when a tab cannot be read', async () => {
    let fail = true;
    mockApi(fetchMock, {
      [LIST]: () => (fail ? envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试') : [CASH]),
    });
    renderList();
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('现金券¥50')).toBeTruthy();
  });
});

describe('e-coupon detail', () => {
  it('shows a usable coupon’s value, rules and centres, and 去使用 leads to booking', async () => {
    mockApi(fetchMock, {
      [DETAIL]: (url: URL) => {
        expect(url.searchParams.get('id')).toBe('1');
        expect(url.searchParams.get('couponType')).toBe('1');
        return detailOf(CASH);
      },
    });
    renderDetail('/electronicCoupon/detail/1/1');
    const head = await screen.findByRole('region', { name: '现金券¥50' });
    expect(within(head).getByText('可使用')).toBeTruthy();
    expect(factOf(head, '类型')).toBe('现金券');
    expect(factOf(head, '面值')).toBe('¥50.00');
    expect(factOf(head, '使用门槛')).toBe('满¥300.00可用');
    expect(factOf(head, '有效期')).toBe('2026-11-15 至 2027-05-24');
    expect(factOf(head, '适用中心')).toBe('全部体检中心');
    expect(within(head).queryByText('兑换项目')).toBeNull();
    expect(screen.getByText('订单金额满300元可用，仅限在线支付。')).toBeTruthy();
    const rules = screen.getByRole('region', { name: '使用说明' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['订单金额超过¥300.00，立减¥50.00', '有效期：2026-11-15 至 2027-05-24', '全部体检中心可用']);
    expect(screen.queryByRole('region', { name: '使用订单' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '去使用' }));
    expect(screen.getByTestId('location').textContent).toBe('/entrance');
  });

  it('names a used coupon’s order and leads to it, with its item and centre, and no 去使用', async () => {
    mockApi(fetchMock, {
      [DETAIL]: detailOf(GIFT, {
        state: 'used',
        stateName: '已使用',
        sysCenterName: '北京朝阳健康体检中心',
        rules: ['预约体检时免费赠送“超声骨密度”一次（价值¥80.00）'],
        order: {
          id: 41,
          orderNo: 'TJ20250510900001',
          sysCenterId: '00-1',
          sysCenterName: '北京朝阳健康体检中心',
          examDate: '2025-05-10',
        },
      }),
    });
    renderDetail('/electronicCoupon/detail/5/4');
    const head = await screen.findByRole('region', { name: '骨密度检测赠送券' });
    expect(within(head).getByText('已使用')).toBeTruthy();
    expect(within(head).getByText('赠 超声骨密度', { selector: '.wallet-coupon-big' }).className).toContain(
      'is-dim',
    );
    expect(factOf(head, '面值')).toBe('赠 超声骨密度');
    expect(factOf(head, '赠送项目')).toBe('超声骨密度');
    expect(factOf(head, '适用中心')).toBe('北京朝阳健康体检中心');
    expect(screen.queryByRole('button', { name: '去使用' })).toBeNull();
    const order = screen.getByRole('region', { name: '使用订单' });
    expect(factOf(order, '订单编号')).toBe('TJ20250510900001');
    expect(factOf(order, '体检日期')).toBe('2025-05-10');
    await userEvent.click(within(order).getByRole('button', { name: '查看订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/order/personal/00-1/41');
  });

  it('says why a held coupon waits, names the unpaid order, and refreshes on a pull', async () => {
    let answer = detailOf(REDUCE, {
      stateName: '已被未支付订单占用',
      order: {
        id: 77,
        orderNo: 'TJ20261125000077',
        sysCenterId: '00-16',
        sysCenterName: '北京海淀1+X筛查中心',
        examDate: '2026-12-01',
      },
    });
    mockApi(fetchMock, { [DETAIL]: () => answer });
    renderDetail('/electronicCoupon/detail/2/2');
    const head = await screen.findByRole('region', { name: '满1000减100' });
    expect(within(head).getByText('已被未支付订单占用').className).toContain('wallet-state-waiting');
    // The order below says what holds it.
    expect(within(head).queryByText('该电子券已被未支付订单使用')).toBeNull();
    expect(factOf(head, '面值')).toBe('满¥1000.00减¥100.00');
    expect(screen.getByRole('region', { name: '占用订单' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去使用' })).toBeNull();

    answer = detailOf({ ...REDUCE, available: 1, reason: '' });
    await seen.pull?.onRefresh?.();
    expect(await screen.findByRole('button', { name: '去使用' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '占用订单' })).toBeNull();
  });

  it('says a coupon that is not the account’s is not there, with the ways on', async () => {
    mockApi(fetchMock, { [DETAIL]: () => envelopeResponse(null, 'not,found', '该电子券不存在') });
    renderDetail('/electronicCoupon/detail/8/1');
    expect(await screen.findByRole('heading', { name: '该电子券不存在' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回电子券列表' }));
    expect(screen.getByTestId('location').textContent).toBe('/electronicCoupon/list');
  });

  it('says why a usable coupon cannot be used yet', async () => {
    mockApi(fetchMock, {
      [DETAIL]: detailOf({ ...PROJECT, available: 0, reason: '未到使用时间', startDate: '2030-01-01' }),
    });
    renderDetail('/electronicCoupon/detail/3/3');
    const head = await screen.findByRole('region', { name: '碳13呼气试验兑换券' });
    expect(within(head).getByText('未到使用时间')).toBeTruthy();
    expect(factOf(head, '兑换项目')).toBe('碳13呼气试验');
    expect(screen.queryByRole('button', { name: '去使用' })).toBeNull();
  });

  it('asks nothing for an address that names no coupon', async () => {
    mockApi(fetchMock, {});
    const { unmount } = renderDetail('/electronicCoupon/detail/8/5');
    expect(screen.getByRole('heading', { name: '该电子券不存在' })).toBeTruthy();
    unmount();
    renderDetail('/electronicCoupon/detail/0/1');
    expect(screen.getByRole('heading', { name: '该电子券不存在' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
