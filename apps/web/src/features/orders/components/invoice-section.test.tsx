import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invoices, orders, urlOf } from '@tijian/client';
import type { InvoiceState } from '@tijian/contract';
import { fen } from '@tijian/domain';
import { describe, expect, it, vi } from 'vitest';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { mockApi } from '@/test/render.tsx';
import { detail, renderOrderPage } from '../order-test-data.tsx';
import { OrderDetailPage } from '../pages/order-detail-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
const ORDER = orders.getOrder.path;
const STATE = invoices.getInvoice.path;

const paidOnline = detail({ payType: 'online', payable: fen(15_000), paid: fen(15_000) });

function state(more: Partial<InvoiceState> = {}): InvoiceState {
  return {
    invoice: null,
    canRequest: true,
    refusal: null,
    refusalText: '',
    centreOffers: true,
    amount: fen(15_000),
    ...more,
  };
}

const issued: InvoiceState['invoice'] = {
  invoiceNo: 'FP2026112200000007',
  orderId: 7,
  orderNo: 'TJ20261122000007',
  titleType: 'company',
  titleTypeName: '单位',
  buyerName: '北京某某科技有限公司',
  taxNumber: '91350100M000100Y43',
  amount: fen(15_000),
  amountInWords: '壹佰伍拾元整',
  lines: [
    { item: '血常规', amount: 3000 },
    { item: '胸部正位片', amount: 12_000 },
  ],
  sysCenterId: '00-1',
  sellerName: '北京朝阳体检中心',
  issuedAt: '2026-11-22T01:00:00.000Z',
};

const renderDetail = () =>
  renderOrderPage(<OrderDetailPage />, {
    path: '/order/personal/:sysCenterId/:id',
    url: '/order/personal/00-1/7',
  });

const calledState = () => fetchMock.mock.calls.some(([input]) => String(input).includes(STATE));

describe('the order page’s 电子发票 section', () => {
  it('offers 申请电子发票 for an order paid online at a centre that issues them, leading to the form', async () => {
    mockApi(fetchMock, { [ORDER]: paidOnline, [STATE]: state() });
    renderDetail();
    const section = within(await screen.findByRole('region', { name: '电子发票' }));
    expect(section.getByText('¥150.00')).toBeTruthy();
    await userEvent.click(section.getByRole('button', { name: '申请电子发票' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/order/personal/00-1/7/invoice');
  });

  it('shows the issued invoice and its PDF to download', async () => {
    mockApi(fetchMock, {
      [ORDER]: paidOnline,
      [STATE]: state({ invoice: issued, canRequest: false, amount: null }),
    });
    renderDetail();
    const section = within(await screen.findByRole('region', { name: '电子发票' }));
    expect(section.getByText('FP2026112200000007')).toBeTruthy();
    expect(section.getByText('北京某某科技有限公司')).toBeTruthy();
    expect(section.getByText('91350100M000100Y43')).toBeTruthy();
    expect(section.getByText('2026-11-22')).toBeTruthy();
    expect(section.queryByRole('button', { name: '申请电子发票' })).toBeNull();
    const link = section.getByRole('link', { name: '下载电子发票' });
    expect(link.getAttribute('href')).toBe(urlOf(invoices.downloadInvoice, { params: { orderId: 7 } }));
  });

  it('says why when the order was refunded in full', async () => {
    mockApi(fetchMock, {
      [ORDER]: paidOnline,
      [STATE]: state({
        canRequest: false,
        refusal: 'fullyRefunded',
        refusalText: '该订单已全额退款，不能开具电子发票',
        amount: null,
      }),
    });
    renderDetail();
    const section = within(await screen.findByRole('region', { name: '电子发票' }));
    expect(section.getByText('该订单已全额退款，不能开具电子发票')).toBeTruthy();
    expect(section.queryByRole('button')).toBeNull();
  });

  it('is absent at a centre without e-invoices, which keeps the paper invoice wording', async () => {
    mockApi(fetchMock, {
      [ORDER]: paidOnline,
      [STATE]: state({
        canRequest: false,
        refusal: 'centreWithout',
        refusalText: 'x',
        centreOffers: false,
        amount: null,
      }),
    });
    renderDetail();
    const money = within(await screen.findByRole('region', { name: '费用明细' }));
    expect(money.getByText('不需要纸质发票')).toBeTruthy();
    await waitFor(() => expect(calledState()).toBe(true));
    expect(screen.queryByRole('region', { name: '电子发票' })).toBeNull();
  });

  it('does not ask about an order paid at the centre', async () => {
    mockApi(fetchMock, { [ORDER]: detail(), [STATE]: state() });
    renderDetail();
    expect(await screen.findByRole('region', { name: '费用明细' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '电子发票' })).toBeNull();
    expect(calledState()).toBe(false);
  });
});
