import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { records } from '@tijian/client';
import type { InfiniteScrollProps } from 'antd-mobile/es/components/infinite-scroll';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import type { PurchaseDetail, PurchaseSummary } from '../api/records.ts';
import { PurchaseDetailPage } from './purchase-detail-page.tsx';
import { PurchaseListPage } from './purchase-list-page.tsx';

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
const LIST = records.listPurchases.path;
const DETAIL = records.getPurchase.path;

function summary(more: Partial<PurchaseSummary> = {}): PurchaseSummary {
  return {
    kind: 'exam',
    id: 41,
    title: '中青年全面体检套餐',
    sysCenterId: '00-1',
    sysCenterName: '北京朝阳健康体检中心',
    examinee: '张伟',
    amount: 168_800 as never,
    refunded: 0 as never,
    state: 'paid',
    stateName: '已支付',
    paidAt: '2025-04-30T02:01:00.000Z',
    channel: 'sandbox',
    channelName: '沙箱支付',
    refunds: [],
    order: {
      id: 41,
      orderNo: 'TJ20250510900001',
      sysCenterId: '00-1',
      status: 'order_end',
      statusName: '已结束',
      examDate: '2025-05-10',
      slotTime: '08:00-08:30',
    },
    bought: null,
    ...more,
  };
}

const REFUNDED = summary({
  id: 46,
  title: '1+X 全面筛查套餐',
  sysCenterId: '00-16',
  sysCenterName: '北京海淀1+X筛查中心',
  amount: 128_800 as never,
  refunded: 128_800 as never,
  state: 'refunded',
  stateName: '已退款',
  paidAt: '2025-11-01T02:01:00.000Z',
  refunds: [
    {
      refundNo: 'RF20251105000031',
      amount: 128_800 as never,
      cardAmount: 0 as never,
      status: 'refunded',
      statusName: '已退款',
      appliedAt: '2025-11-05T01:30:00.000Z',
      refundedAt: '2025-11-05T06:05:00.000Z',
    },
  ],
  order: {
    id: 46,
    orderNo: 'TJ20251115900002',
    sysCenterId: '00-16',
    status: 'order_complete_refund',
    statusName: '已退款',
    examDate: '2025-11-15',
    slotTime: '08:30-09:00',
  },
});

const PARTLY = summary({ id: 50, title: '自选体检项目', state: 'partRefunded', stateName: '部分退款' });

const detailOf = (s: PurchaseSummary, more: Partial<PurchaseDetail> = {}): PurchaseDetail => ({
  ...s,
  payments: [
    {
      payId: `PAY-${s.id}`,
      amount: s.amount,
      channel: 'sandbox',
      channelName: '沙箱支付',
      status: s.state === 'refunded' ? 'refunded' : 'paid',
      statusName: s.state === 'refunded' ? '已退回' : '支付成功',
      tradeNo: `SB-${s.id}`,
      paidAt: s.paidAt,
    },
  ],
  cardPaid: 0 as never,
  couponName: null,
  couponDiscount: 0 as never,
  ...more,
});

const page = (list: PurchaseSummary[], more: object = {}) => ({
  list,
  total: list.length,
  paginationNo: 1,
  hasMore: false,
  ...more,
});

const listCalls = () =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === `/m${LIST}`);

const renderList = () =>
  renderRoutedPage(<PurchaseListPage />, { path: '/purchase/record/list', url: '/purchase/record/list' });
const renderDetail = (url: string) =>
  renderRoutedPage(<PurchaseDetailPage />, { path: '/purchase/record/detail/:id', url });

const factOf = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).nextElementSibling?.textContent;

describe('purchase record list page', () => {
  it('shows what, when, how much and the state of each record, and opens one', async () => {
    mockApi(fetchMock, { [LIST]: page([REFUNDED, PARTLY, summary()]) });
    renderList();
    const refunded = await screen.findByRole('article', { name: '1+X 全面筛查套餐 2025-11-01 10:01' });
    expect(within(refunded).getByText('已退款')).toBeTruthy();
    expect(within(refunded).getByText('北京海淀1+X筛查中心 · 体检人：张伟')).toBeTruthy();
    expect(within(refunded).getByText('支付时间：2025-11-01 10:01')).toBeTruthy();
    expect(within(refunded).getByText('¥1288.00')).toBeTruthy();
    const partly = screen.getByRole('article', { name: '自选体检项目 2025-04-30 10:01' });
    expect(within(partly).getByText('部分退款')).toBeTruthy();
    const paid = screen.getByRole('article', { name: '中青年全面体检套餐 2025-04-30 10:01' });
    expect(within(paid).getByText('已支付')).toBeTruthy();
    expect(within(paid).getByText('¥1688.00')).toBeTruthy();
    expect(listCalls()[0]?.searchParams.get('paginationNo')).toBe('1');
    expect(listCalls()[0]?.searchParams.get('paginationSize')).toBe('10');

    await userEvent.click(within(refunded).getByRole('button'));
    expect(screen.getByTestId('location').textContent).toBe('/purchase/record/detail/46?kind=exam');
  });

  it('says the list is empty when nothing was paid', async () => {
    mockApi(fetchMock, { [LIST]: page([]) });
    renderList();
    expect(await screen.findByText('当前列表为空')).toBeTruthy();
  });

  it('loads the next page at the end of the list, and refreshes from the first on a pull', async () => {
    const first = Array.from({ length: 10 }, (_, i) => summary({ id: 100 - i, title: `套餐${i + 1}` }));
    const second = [summary({ id: 80, title: '套餐11' })];
    mockApi(fetchMock, {
      [LIST]: (url: URL) =>
        url.searchParams.get('paginationNo') === '2'
          ? page(second, { total: 11, paginationNo: 2 })
          : page(first, { total: 11, hasMore: true }),
    });
    renderList();
    await screen.findByText('套餐1');
    expect(seen.scroll?.hasMore).toBe(true);
    await seen.scroll?.loadMore(false);
    expect(await screen.findByText('套餐11')).toBeTruthy();
    expect(listCalls().map((u) => u.searchParams.get('paginationNo'))).toEqual(['1', '2']);
    await waitFor(() => expect(seen.scroll?.hasMore).toBe(false));

    await seen.pull?.onRefresh?.();
    await waitFor(() =>
      expect(listCalls().map((u) => u.searchParams.get('paginationNo'))).toEqual(['1', '2', '1', '2']),
    );
    expect(screen.getAllByRole('article')).toHaveLength(11);
  });

  it('offers to try again when the list cannot be read', async () => {
    let fail = true;
    mockApi(fetchMock, {
      [LIST]: () =>
        fail ? envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试') : page([summary()]),
    });
    renderList();
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('中青年全面体检套餐')).toBeTruthy();
  });
});

describe('purchase record detail page', () => {
  it('shows what was bought, its payment and its refund, and leads to the order', async () => {
    mockApi(fetchMock, {
      [DETAIL]: (url: URL) => {
        expect(url.searchParams.get('kind')).toBe('exam');
        expect(url.searchParams.get('id')).toBe('46');
        return detailOf(REFUNDED);
      },
    });
    renderDetail('/purchase/record/detail/46?kind=exam');
    const head = await screen.findByRole('region', { name: '1+X 全面筛查套餐' });
    expect(within(head).getByText('已退款', { selector: '.record-tag' })).toBeTruthy();
    expect(within(head).getByText('¥1288.00')).toBeTruthy();
    expect(within(head).getByText('已退金额 ¥1288.00')).toBeTruthy();
    expect(factOf(head, '订单编号')).toBe('TJ20251115900002');
    expect(factOf(head, '体检时间')).toBe('2025-11-15 08:30-09:00');
    expect(factOf(head, '订单状态')).toBe('已退款');

    const payment = screen.getByLabelText('支付记录 PAY-46');
    expect(factOf(payment, '支付方式')).toBe('沙箱支付');
    expect(factOf(payment, '支付状态')).toBe('已退回');
    expect(factOf(payment, '支付时间')).toBe('2025-11-01 10:01');
    expect(factOf(payment, '交易单号')).toBe('SB-46');

    const refund = screen.getByLabelText('退款记录 RF20251105000031');
    expect(factOf(refund, '退款状态')).toBe('已退款');
    expect(factOf(refund, '退回支付账户')).toBe('¥1288.00');
    expect(factOf(refund, '申请时间')).toBe('2025-11-05 09:30');
    expect(factOf(refund, '到账时间')).toBe('2025-11-05 14:05');

    await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/order/personal/00-16/46');
  });

  it('says when nothing came back, and shows the cards and coupon that paid part of it', async () => {
    mockApi(fetchMock, {
      [DETAIL]: detailOf(summary(), {
        cardPaid: 20_000 as never,
        couponName: '现金券¥50',
        couponDiscount: 5_000 as never,
      }),
    });
    // An address without a kind is a check-up order's.
    renderDetail('/purchase/record/detail/41');
    const head = await screen.findByRole('region', { name: '中青年全面体检套餐' });
    expect(factOf(head, '体检卡支付')).toBe('¥200.00');
    expect(factOf(head, '电子券')).toBe('现金券¥50（-¥50.00）');
    expect(screen.getByText('暂无退款')).toBeTruthy();
    expect(within(screen.getByLabelText('支付记录 PAY-41')).getByText('支付成功')).toBeTruthy();
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(asked.searchParams.get('kind')).toBe('exam');
  });

  it('refreshes on a pull', async () => {
    let answer = detailOf(summary());
    mockApi(fetchMock, { [DETAIL]: () => answer });
    renderDetail('/purchase/record/detail/41?kind=exam');
    await screen.findByText('暂无退款');
    answer = detailOf(PARTLY);
    await seen.pull?.onRefresh?.();
    expect(await screen.findByText('部分退款')).toBeTruthy();
  });

  it('says a record that is not the account’s is not there, and leads back to the list', async () => {
    mockApi(fetchMock, { [DETAIL]: () => envelopeResponse(null, 'not,found', '该购买记录不存在') });
    renderDetail('/purchase/record/detail/46?kind=exam');
    expect(await screen.findByRole('heading', { name: '该购买记录不存在' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回购买记录' }));
    expect(screen.getByTestId('location').textContent).toBe('/purchase/record/list');
  });

  it('shows a bought health card with its holder, purchase number and card, and leads to the card', async () => {
    const card = summary({
      kind: 'health_card',
      id: 7,
      title: '心血管健康管理卡',
      sysCenterId: '00-0',
      sysCenterName: '体检专家',
      examinee: '王芳',
      order: null,
      bought: {
        purchaseNo: 'GM20261122000007',
        kindName: '健康卡',
        healthCardId: 31,
        healthCardNo: 'HCP20261122000007',
      },
    });
    mockApi(fetchMock, {
      [DETAIL]: (url: URL) => {
        expect(url.searchParams.get('kind')).toBe('health_card');
        return detailOf(card);
      },
    });
    renderDetail('/purchase/record/detail/7?kind=health_card');
    const head = await screen.findByRole('region', { name: '心血管健康管理卡' });
    expect(factOf(head, '类型')).toBe('健康卡');
    expect(factOf(head, '持卡人')).toBe('王芳');
    expect(factOf(head, '购买单号')).toBe('GM20261122000007');
    expect(factOf(head, '健康卡号')).toBe('HCP20261122000007');
    expect(screen.queryByRole('button', { name: '查看订单' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '查看健康卡' }));
    expect(screen.getByTestId('location').textContent).toBe('/serveCard/31');
  });

  it('leads a bought special package to its redeem code', async () => {
    const pkg = summary({
      kind: 'special_package',
      id: 9,
      title: '幽门螺杆菌呼气检测',
      examinee: '',
      order: null,
      bought: {
        purchaseNo: 'GM20261122000009',
        kindName: '专项体检',
        healthCardId: null,
        healthCardNo: null,
      },
    });
    mockApi(fetchMock, { [DETAIL]: detailOf(pkg) });
    renderDetail('/purchase/record/detail/9?kind=special_package');
    const head = await screen.findByRole('region', { name: '幽门螺杆菌呼气检测' });
    expect(within(head).queryByText('体检人')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '查看核销码' }));
    expect(screen.getByTestId('location').textContent).toBe('/physical/special/success/9');
  });

  it('asks nothing for an address with no id or an unknown kind', async () => {
    mockApi(fetchMock, {});
    const { unmount } = renderDetail('/purchase/record/detail/46?kind=coupon');
    expect(screen.getByRole('heading', { name: '该购买记录不存在' })).toBeTruthy();
    unmount();
    renderDetail('/purchase/record/detail/x');
    expect(screen.getByRole('heading', { name: '该购买记录不存在' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
