import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { centres, orders } from '@tijian/client';
import { fastingNote } from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@/features/order/index.ts';
import { mockApi } from '@/test/render.tsx';
import { centre, renderBookingPage } from '../booking-test-data.tsx';
import { SucceedPage } from './succeed-page.tsx';
import { VerifyPage } from './verify-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

const ORDER = {
  id: 43,
  orderNo: 'TJ20300111000043',
  status: 'order_hospital_examination',
  statusName: '待体检',
  sysCenterId: '00-5',
  sysCenterName: '测试体检中心',
  centrePhone: '010-1234567',
  centreAddress: '北京市测试路1号',
  boExaminationDate: '2030-01-11',
  boExaminationTime: '07:30~08:00',
  boExaminationTimeNo: 1,
  items: [
    { projectId: 'BLOOD', item: '血常规', price: 3000, kind: 'custom', fasting: 1 },
    { projectId: 'ECG', item: '心电图', price: 2500, kind: 'custom', fasting: 0 },
    { projectId: 'LIVER', item: '肝功能', price: 8000, kind: 'custom', fasting: 1 },
  ],
} as unknown as OrderDetail;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('booking success page', () => {
  it('reads the order named in the address and shows when, where and the fasting items', async () => {
    mockApi(fetchMock, {
      [orders.getOrder.path]: (url: URL) => {
        expect(url.searchParams.get('orderId')).toBe('43');
        return ORDER;
      },
      // The test centre's fasting window is 07:00-09:00.
      [centres.getCentre.path]: centre(),
    });
    renderBookingPage(<SucceedPage />, { path: '/order/succeed', url: '/order/succeed?orderId=43' });
    expect(await screen.findByText('2030-01-11')).toBeTruthy();
    expect(screen.getByText('07:30~08:00')).toBeTruthy();
    expect(screen.getByText('北京市测试路1号')).toBeTruthy();
    const fasting = screen.getByRole('region', { name: '空腹项目' });
    expect(fasting.textContent).toContain('血常规、肝功能');
    // The one fasting instruction of every screen, with the centre's window once the centre is read.
    await waitFor(() => expect(fasting.textContent).toContain(fastingNote({ start: '07:00', end: '09:00' })));
    await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/order');
  });

  it('says so when the address names no order', () => {
    mockApi(fetchMock, {});
    renderBookingPage(<SucceedPage />, { path: '/order/succeed', url: '/order/succeed' });
    expect(screen.getByRole('heading', { name: '没有找到该订单' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('doctor review page', () => {
  it('shows the order waiting for review and what happens next', async () => {
    mockApi(fetchMock, {
      [orders.getOrder.path]: {
        ...ORDER,
        status: 'order_pending',
        statusName: '待审核',
        actions: ['cancel', 'reschedule', 'editItems'],
        review: { state: 'pending', note: '', proposedItems: null },
      },
    });
    renderBookingPage(<VerifyPage />, { path: '/order/verify', url: '/order/verify?orderId=43' });
    expect(await screen.findByText('待审核')).toBeTruthy();
    expect(screen.getByText('您的预约已提交，中心医生将审核您的体检项目')).toBeTruthy();
    expect(screen.getByText(/审核结果会通过短信通知您/)).toBeTruthy();
    expect(screen.getByText('2030-01-11')).toBeTruthy();
  });
});
