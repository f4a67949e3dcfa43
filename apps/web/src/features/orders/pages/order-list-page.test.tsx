import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderList, refunds } from '@tijian/client';
import { fen } from '@tijian/domain';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { KeptPageVisits } from '@/shared/ui/kept-page-visits.ts';
import { mockApi } from '@/test/render.tsx';
import { detail, renderOrderPage, summary } from '../order-test-data.tsx';
import { OrderListPage } from './order-list-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = vi.fn<typeof fetch>();
const LIST = orderList.listOrders.path;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(confirmDialog).mockClear();
  vi.mocked(showToast).mockClear();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=; path=/; max-age=0';
});

const page = (list: unknown[], more = {}) => ({
  list,
  total: list.length,
  paginationNo: 1,
  hasMore: false,
  ...more,
});
const asked = () =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname === `/m${LIST}`)
    .map((u) => u.searchParams.get('tab'));

const renderList = (url = '/order') => renderOrderPage(<OrderListPage />, { path: '/order', url });

describe('order list page', () => {
  it('asks a visitor without a session to log in, and asks the server nothing', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = 'token=; path=/; max-age=0';
    mockApi(fetchMock, {});
    renderList();
    expect(screen.getByRole('heading', { name: '登录后查看您的体检订单' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Forder');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the five tabs and the empty text, and asks for another tab when one is chosen', async () => {
    mockApi(fetchMock, { [LIST]: page([]) });
    renderList();
    expect(await screen.findByText('当前列表为空')).toBeTruthy();
    for (const title of ['全部', '待支付', '待体检', '待出报告', '退款/售后']) {
      expect(screen.getByRole('tab', { name: title })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('tab', { name: '待体检' }));
    await waitFor(() => expect(asked()).toEqual(['all', 'exam']));
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x');
    expect(url.searchParams.get('type')).toBe('1');
    expect(url.searchParams.get('paginationNo')).toBe('1');
    expect(url.searchParams.get('paginationSize')).toBe('10');
  });

  it('asks again when the person comes back to the kept list (an order may have been paid meanwhile)', async () => {
    mockApi(fetchMock, { [LIST]: page([]) });
    function KeptList() {
      const [visits, setVisits] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setVisits(2)}>
            back to the list
          </button>
          <KeptPageVisits.Provider value={visits}>
            <OrderListPage />
          </KeptPageVisits.Provider>
        </>
      );
    }
    renderOrderPage(<KeptList />, { path: '/order', url: '/order' });
    expect(await screen.findByText('当前列表为空')).toBeTruthy();
    expect(asked()).toEqual(['all']);
    await userEvent.click(screen.getByRole('button', { name: 'back to the list' }));
    await waitFor(() => expect(asked()).toEqual(['all', 'all']));
  });

  it('shows a skeleton while the first page loads', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderList();
    expect(screen.getByRole('status', { name: '加载中....' })).toBeTruthy();
    answer(new Response(JSON.stringify({ error_code: '000000', error: '', data: page([]) })));
    expect(await screen.findByText('当前列表为空')).toBeTruthy();
  });

  it('shows each order’s centre, examinee, contents, date, amount, status and allowed buttons', async () => {
    mockApi(fetchMock, {
      [LIST]: page([
        summary(),
        summary({
          id: 8,
          orderNo: 'TJ20261122000008',
          packageName: null,
          itemCount: 5,
          status: 'order_receive_report',
          statusName: '待领取报告',
          payType: 'onhospital',
          payable: fen(12_000),
          actions: ['receiveReport', 'viewReport'],
        }),
      ]),
    });
    renderList();
    const first = await screen.findByRole('article', { name: '北京朝阳体检中心 TJ20261122000007' });
    const card = within(first);
    expect(card.getByText('待支付')).toBeTruthy();
    expect(card.getByText(/王小明 110\*{11}1234/)).toBeTruthy();
    expect(card.getByText('基础体检套餐')).toBeTruthy();
    expect(card.getByText(/2026-12-01 08:00~08:30/)).toBeTruthy();
    expect(card.getByText('¥456.00')).toBeTruthy();
    expect(card.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('待支付'),
      '去支付',
      '改期',
      '取消订单',
    ]);
    const second = within(screen.getByRole('article', { name: '北京朝阳体检中心 TJ20261122000008' }));
    expect(second.getByText('5个项目')).toBeTruthy();
    expect(second.getByText('¥120.00')).toBeTruthy();
    expect(second.getByRole('button', { name: '查看报告' })).toBeTruthy();
    expect(second.queryByRole('button', { name: '去支付' })).toBeNull();
  });

  it('goes to pay, to reschedule and to the detail', async () => {
    mockApi(fetchMock, { [LIST]: page([summary()]) });
    const view = renderList();
    await userEvent.click(await screen.findByRole('button', { name: '去支付' }));
    expect(screen.getByTestId('location').textContent).toBe('/order/onlinePayment/1/7');
    view.unmount();

    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '改期' }));
    expect(screen.getByTestId('location').textContent).toBe('/order/personal/modify/7');
  });

  it('opens the detail from the card', async () => {
    mockApi(fetchMock, { [LIST]: page([summary()]) });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /北京朝阳体检中心/ }));
    expect(screen.getByTestId('location').textContent).toBe('/order/personal/00-1/7');
  });

  it('cancels after the confirmation and lists again; cancelling nothing when the person declines', async () => {
    let cancelled = false;
    mockApi(fetchMock, {
      [LIST]: () =>
        page([
          cancelled ? summary({ status: 'order_cancel', statusName: '已取消', actions: [] }) : summary(),
        ]),
      [orderList.cancelOrder.path]: (_url: URL, init?: RequestInit) => {
        expect(JSON.parse(String(init?.body))).toEqual({ orderId: 7 });
        cancelled = true;
        return detail({ status: 'order_cancel', statusName: '已取消', actions: [] });
      },
    });
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    expect(confirmDialog).toHaveBeenCalledWith(
      '确定取消该订单吗？取消后占用的名额、电子券和体检卡金额将退回。',
    );
    expect(cancelled).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('已取消')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('订单已取消');
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
  });

  it('leads a requested refund back to its progress, and withdraws it there after the confirmation', async () => {
    let withdrawn = false;
    const applied = summary({
      status: 'order_apply_refund',
      statusName: '退款申请中',
      paid: fen(45_600),
      actions: ['withdrawRefund'],
    });
    const back = summary({ status: 'order_hospital_examination', statusName: '待体检', actions: ['refund'] });
    mockApi(fetchMock, {
      [LIST]: () => page([withdrawn ? back : applied]),
      [refunds.withdrawRefund.path]: (_url: URL, init?: RequestInit) => {
        expect(JSON.parse(String(init?.body))).toEqual({ orderId: 7 });
        withdrawn = true;
        return { status: 'withdrawn', statusName: '已撤销' };
      },
    });
    const view = renderList();
    const card = within(await screen.findByRole('article', { name: /TJ20261122000007/ }));
    expect(card.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('退款申请中'),
      '退款进度',
      '撤销申请',
    ]);
    await userEvent.click(card.getByRole('button', { name: '退款进度' }));
    expect(screen.getByTestId('location').textContent).toBe('/refund/detail?orderId=7');
    view.unmount();

    renderList();
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await userEvent.click(await screen.findByRole('button', { name: '撤销申请' }));
    expect(confirmDialog).toHaveBeenCalledWith('确定撤销退款申请吗？撤销后订单恢复为待体检。');
    expect(withdrawn).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '撤销申请' }));
    expect(await screen.findByText('待体检', { selector: '.order-card-status' })).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('已撤销退款申请');
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退款进度' })).toBeNull();
  });

  it('keeps the way to the progress of a refund under way or done, with no withdrawal', async () => {
    mockApi(fetchMock, {
      [LIST]: page([
        summary({ status: 'order_refund', statusName: '退款中', actions: [] }),
        summary({
          id: 8,
          orderNo: 'TJ20261122000008',
          status: 'order_complete_refund',
          statusName: '已退款',
          actions: [],
        }),
      ]),
    });
    renderList();
    for (const orderNo of ['TJ20261122000007', 'TJ20261122000008']) {
      const card = within(await screen.findByRole('article', { name: new RegExp(orderNo) }));
      expect(card.getByRole('button', { name: '退款进度' })).toBeTruthy();
      expect(card.queryByRole('button', { name: '撤销申请' })).toBeNull();
    }
  });

  it('asks for company orders when the address says type=2', async () => {
    mockApi(fetchMock, { [LIST]: page([]) });
    renderList('/order?type=2');
    expect(await screen.findByText('当前列表为空')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.get('type')).toBe('2');
  });
});
