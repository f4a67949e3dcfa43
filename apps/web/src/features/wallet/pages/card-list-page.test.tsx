import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { healthCards, wallet } from '@tijian/client';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { KeptPageVisits } from '@/shared/ui/kept-page-visits.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import type { CardLedger, HealthCardSummary, MyCard } from '../api/wallet-pages.ts';
import { CardListPage } from './card-list-page.tsx';

// The client toasts a failed read; antd-mobile's toast, loaded on first use, could arrive after the file's
// environment is gone.
vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

// antd-mobile's pull-to-refresh is replaced by a stand-in that keeps its props, so a test can pull.
const seen = vi.hoisted(() => ({ pull: undefined as PullToRefreshProps | undefined }));
vi.mock('antd-mobile/es/components/pull-to-refresh', () => ({
  default: (props: PullToRefreshProps & { children?: ReactNode }) => {
    seen.pull = props;
    return <div>{props.children}</div>;
  },
}));

const fetchMock = loggedInFetch();
afterEach(() => {
  useSessionStore.setState({ sid: '00-0' });
});
const CARDS = wallet.getMyCards.path;
const LEDGER = wallet.getCardLedger.path;
const HEALTH = healthCards.listHealthCards.path;

const card = (more: Partial<MyCard>): MyCard => ({
  id: 1,
  cardNo: '8800100020260002',
  name: '体检储值卡',
  balance: 150_000 as never,
  expiryDate: '2027-11-25',
  state: 'usable',
  stateName: '可用',
  sysCenterId: null,
  ...more,
});
const LARGE = card({});
const EMPTIED = card({
  id: 2,
  cardNo: '8800100020260001',
  name: '电子体检卡',
  balance: 0 as never,
  state: 'empty',
  stateName: '已用完',
});
const EXPIRED = card({
  id: 3,
  cardNo: '8800100020260003',
  name: '2025年度员工体检卡',
  balance: 30_000 as never,
  expiryDate: '2026-10-26',
  state: 'expired',
  stateName: '已过期',
});

const health = (more: Partial<HealthCardSummary>): HealthCardSummary => ({
  id: 11,
  cardNo: 'HC20250001',
  productId: 'HC-CARDIO',
  productName: '心血管健康管理卡',
  description: '',
  state: 'usable',
  stateName: '可使用',
  validityDays: 365,
  activatedAt: '2026-06-01T02:00:00.000Z',
  expiresOn: '2027-06-01',
  sysCenterId: '00-0',
  holderRegistered: true,
  holderName: '张*',
  services: [],
  assessmentCount: 1,
  latestAssessment: null,
  ...more,
});
const CARDIO = health({});
const CHRONIC = health({
  id: 12,
  cardNo: 'HC20240009',
  productName: '慢病风险评估卡',
  state: 'expired',
  stateName: '已过期',
  expiresOn: '2026-01-10',
});

const LEDGER_OF_LARGE: CardLedger = {
  ...LARGE,
  rows: [
    {
      id: 4,
      reason: 'topup',
      reasonName: '充值',
      amount: 50_000,
      at: '2026-10-26T07:00:00.000Z',
      note: '单位福利充值',
      orderNo: null,
    },
    {
      id: 3,
      reason: 'refund',
      reasonName: '订单退回',
      amount: 38_000,
      at: '2026-08-29T11:30:00.000Z',
      note: '订单取消或退款，退回卡内',
      orderNo: 'TJ20260827900003',
    },
    {
      id: 2,
      reason: 'debit',
      reasonName: '订单支付',
      amount: -38_000,
      at: '2026-08-27T02:00:00.000Z',
      note: '体检订单支付',
      orderNo: 'TJ20260827900003',
    },
    {
      id: 1,
      reason: 'issue',
      reasonName: '开卡充值',
      amount: 100_000,
      at: '2026-07-28T01:00:00.000Z',
      note: '开卡充值',
      orderNo: null,
    },
  ],
};

const callsTo = (path: string) =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === `/m${path}`);

// The kept-alive outlet counts the page's visits; a test moves the count as a person coming back would.
const visits = { set: (_n: number) => {} };
function KeptCardList() {
  const [count, setCount] = useState(1);
  visits.set = setCount;
  return (
    <KeptPageVisits.Provider value={count}>
      <CardListPage />
    </KeptPageVisits.Provider>
  );
}

const renderList = (url = '/cardList') => renderRoutedPage(<KeptCardList />, { path: '/cardList', url });

describe('我的卡包', () => {
  it('lists the check-up cards with balance, expiry and state, greying the expired and empty ones, and the health cards', async () => {
    mockApi(fetchMock, { [CARDS]: [LARGE, EMPTIED, EXPIRED], [HEALTH]: [CARDIO, CHRONIC] });
    renderList();
    const exam = await screen.findByRole('region', { name: '体检卡' });
    const large = await within(exam).findByRole('article', { name: '体检储值卡 8800100020260002' });
    expect(within(large).getByText('可用')).toBeTruthy();
    expect(within(large).getByText('卡号 8800100020260002')).toBeTruthy();
    expect(within(large).getByText('¥1500.00')).toBeTruthy();
    expect(within(large).getByText('有效期至 2027-11-25')).toBeTruthy();
    expect(large.className).not.toContain('is-dim');
    const emptied = within(exam).getByRole('article', { name: '电子体检卡 8800100020260001' });
    expect(within(emptied).getByText('已用完')).toBeTruthy();
    expect(within(emptied).getByText('¥0.00')).toBeTruthy();
    expect(emptied.className).toContain('is-dim');
    const expired = within(exam).getByRole('article', { name: '2025年度员工体检卡 8800100020260003' });
    expect(within(expired).getByText('已过期')).toBeTruthy();
    expect(expired.className).toContain('is-dim');

    const hc = screen.getByRole('region', { name: '健康卡' });
    const cardio = await within(hc).findByRole('article', { name: '心血管健康管理卡 HC20250001' });
    expect(within(cardio).getByText('可使用')).toBeTruthy();
    expect(within(cardio).getByText('有效期至 2027-06-01')).toBeTruthy();
    expect(cardio.className).not.toContain('is-dim');
    const chronic = within(hc).getByRole('article', { name: '慢病风险评估卡 HC20240009' });
    expect(within(chronic).getByText('已过期')).toBeTruthy();
    expect(chronic.className).toContain('is-dim');
    // Every centre on the platform: no centre is named.
    expect(callsTo(CARDS)[0]?.searchParams.has('sysCenterId')).toBe(false);
  });

  it('opens a card’s ledger: every row’s reason, signed amount, time and order or note, and the balance as their sum', async () => {
    mockApi(fetchMock, {
      [CARDS]: [LARGE],
      [HEALTH]: [],
      [LEDGER]: (url: URL) => {
        expect(url.searchParams.get('cardNo')).toBe('8800100020260002');
        return LEDGER_OF_LARGE;
      },
    });
    renderList();
    const large = await screen.findByRole('article', { name: '体检储值卡 8800100020260002' });
    await userEvent.click(within(large).getByRole('button'));
    const rows = await screen.findByRole('list', { name: '体检储值卡明细' });
    const items = within(rows).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      '充值 +¥500.00',
      '订单退回 +¥380.00',
      '订单支付 -¥380.00',
      '开卡充值 +¥1000.00',
    ]);
    expect(within(items[0]!).getByText('单位福利充值')).toBeTruthy();
    expect(within(items[0]!).getByText('2026-10-26 15:00')).toBeTruthy();
    expect(within(items[2]!).getByText('订单号 TJ20260827900003')).toBeTruthy();
    expect(within(items[2]!).getByText('2026-08-27 10:00')).toBeTruthy();
    expect(screen.getByTestId('ledger-sum').textContent).toBe('余额（以上合计）¥1500.00');

    // The popup is still sliding in (antd-mobile lets no pointer through meanwhile).
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: '体检储值卡明细' })).toBeNull());
  });

  it('leads a health card to its services and 激活健康卡 to /enableCard', async () => {
    mockApi(fetchMock, { [CARDS]: [], [HEALTH]: [CARDIO] });
    const first = renderList();
    const cardio = await screen.findByRole('article', { name: '心血管健康管理卡 HC20250001' });
    await userEvent.click(within(cardio).getByRole('button'));
    expect(screen.getByTestId('location').textContent).toBe('/serveCard/11');
    first.unmount();

    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '激活健康卡' }));
    expect(screen.getByTestId('location').textContent).toBe('/enableCard');
  });

  it('says each empty section with a hint', async () => {
    mockApi(fetchMock, { [CARDS]: [], [HEALTH]: [] });
    renderList();
    const exam = await screen.findByRole('region', { name: '体检卡' });
    expect(await within(exam).findByText('暂无体检卡')).toBeTruthy();
    expect(within(exam).getByText(/单位发放或购买的电子体检卡会显示在这里/)).toBeTruthy();
    const hc = screen.getByRole('region', { name: '健康卡' });
    expect(await within(hc).findByText('暂无健康卡')).toBeTruthy();
    expect(within(hc).getByText(/激活实体健康卡或购买健康卡后/)).toBeTruthy();
  });

  it('keeps one section when the other cannot be read, and tries that one again', async () => {
    let fail = true;
    mockApi(fetchMock, {
      [CARDS]: () => (fail ? envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试') : [LARGE]),
      [HEALTH]: [CARDIO],
    });
    renderList();
    const exam = await screen.findByRole('region', { name: '体检卡' });
    expect(await within(exam).findByText('系统繁忙，请稍后再试')).toBeTruthy();
    expect(await screen.findByRole('article', { name: '心血管健康管理卡 HC20250001' })).toBeTruthy();
    fail = false;
    await userEvent.click(within(exam).getByRole('button', { name: '重试' }));
    expect(await within(exam).findByRole('article', { name: '体检储值卡 8800100020260002' })).toBeTruthy();
  });

  it('reads both again on a pull, and when the kept page comes back into view', async () => {
    let balance = 150_000;
    mockApi(fetchMock, { [CARDS]: () => [card({ balance: balance as never })], [HEALTH]: [] });
    renderList();
    expect(await screen.findByText('¥1500.00')).toBeTruthy();
    balance = 0;
    await seen.pull?.onRefresh?.();
    expect(await screen.findByText('¥0.00')).toBeTruthy();
    expect(callsTo(HEALTH)).toHaveLength(2);

    balance = 20_000;
    act(() => visits.set(2));
    expect(await screen.findByText('¥200.00')).toBeTruthy();
    expect(callsTo(CARDS)).toHaveLength(3);
    expect(callsTo(HEALTH)).toHaveLength(3);
  });

  it('names the centre in use, as its tile counts the cards', async () => {
    useSessionStore.setState({ sid: '00-16' });
    mockApi(fetchMock, { [CARDS]: [LARGE], [HEALTH]: [] });
    renderList();
    await screen.findByRole('article', { name: '体检储值卡 8800100020260002' });
    expect(callsTo(CARDS)[0]?.searchParams.get('sysCenterId')).toBe('00-16');
  });
});
