import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderChanges, orders } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@/features/order/index.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { mockApi } from '@/test/render.tsx';
import { renderBookingPage } from '../booking-test-data.tsx';
import { VerifyPage } from './verify-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = vi.fn<typeof fetch>();

const order = (more: Partial<OrderDetail>) =>
  ({
    id: 43,
    orderNo: 'TJ20300111000043',
    status: 'order_pending',
    statusName: '待审核',
    sysCenterId: '00-30',
    sysCenterName: '审核体检中心',
    centreAddress: '北京市测试路1号',
    boExaminationDate: '2030-01-11',
    boExaminationTime: '07:30~08:00',
    actions: ['cancel', 'reschedule', 'editItems'],
    review: { state: 'pending', note: '', proposedItems: null },
    ...more,
  }) as unknown as OrderDetail;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderVerify = () =>
  renderBookingPage(<VerifyPage />, { path: '/order/verify', url: '/order/verify?orderId=43' });

describe('doctor review result', () => {
  it('says the doctor is reviewing while pending', async () => {
    mockApi(fetchMock, { [orders.getOrder.path]: order({}) });
    renderVerify();
    expect(await screen.findByText('医生审核中…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
  });

  it('offers to pay an approved order awaiting payment', async () => {
    mockApi(fetchMock, {
      [orders.getOrder.path]: order({
        status: 'order_hospital_payment',
        statusName: '待支付',
        actions: ['pay', 'cancel', 'reschedule', 'editItems'],
        review: { state: 'approved', note: '', proposedItems: null },
      }),
    });
    renderVerify();
    expect(await screen.findByRole('heading', { name: '审核通过' })).toBeTruthy();
    expect(screen.getByText('医生已审核通过，请在支付期限内完成支付。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(screen.getByTestId('location').textContent).toBe('/order/onlinePayment/1/43');
  });

  it('shows a refusal with the doctor’s note and leads to the order', async () => {
    mockApi(fetchMock, {
      [orders.getOrder.path]: order({
        status: 'order_closed',
        statusName: '已关闭',
        actions: [],
        review: { state: 'refused', note: '血压过高，请先就诊', proposedItems: null },
      }),
    });
    renderVerify();
    expect(await screen.findByRole('heading', { name: '审核未通过' })).toBeTruthy();
    expect(screen.getByText('医生意见：血压过高，请先就诊')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/order/personal/00-30/43');
  });

  it('shows the changed plan the doctor proposed and accepts it', async () => {
    const proposed = order({
      status: 'order_hospital_examination',
      statusName: '待体检',
      review: {
        state: 'approved',
        note: '建议减少部分项目',
        proposedItems: [
          { projectId: 'BLOOD', item: '血常规' },
          { projectId: 'ECG', item: '心电图' },
        ],
      },
    });
    let accepted = false;
    mockApi(fetchMock, {
      [orders.getOrder.path]: proposed,
      [orderChanges.acceptReviewPlan.path]: (_url: URL, init?: RequestInit) => {
        expect(JSON.parse(String(init?.body))).toEqual({ orderId: 43 });
        accepted = true;
        return { order: { ...proposed, review: { ...proposed.review, proposedItems: null } } };
      },
    });
    renderVerify();
    expect(await screen.findByText('建议减少部分项目')).toBeTruthy();
    expect(screen.getByText('血常规')).toBeTruthy();
    expect(screen.getByText('心电图')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '接受调整' }));
    expect(accepted).toBe(true);
    expect(showToast).toHaveBeenCalledWith('已接受调整');
    expect(screen.queryByRole('button', { name: '接受调整' })).toBeNull();
  });
});
