import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orders, refunds } from '@tijian/client';
import { fen } from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/shared/ui/feedback.ts';
import { envelopeResponse, mockApi } from '@/test/render.tsx';
import { detail, renderOrderPage } from '../order-test-data.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = vi.fn<typeof fetch>();
const ORDER = orders.getOrder.path;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(showToast).mockClear();
});

const renderDetail = (url = '/order/personal/00-1/7') =>
  renderOrderPage(<OrderDetailPage />, { path: '/order/personal/:sysCenterId/:id', url });

describe('order detail page', () => {
  it('shows the status and its meaning, the examinee, the centre with its phone, the items and the money', async () => {
    mockApi(fetchMock, {
      [ORDER]: (url: URL) => {
        expect(url.searchParams.get('orderId')).toBe('7');
        return detail({
          payType: 'online',
          couponName: '现金券¥50',
          couponDiscount: fen(5000),
          cardNos: ['7700100000000001'],
          cardPaid: fen(2000),
          payable: fen(8000),
          paid: fen(8000),
          invoice: {
            invoiceTitleType: '1',
            companyName: '测试公司',
            consignee: '张三',
            mobile: '139****5678',
            postAddress: '北京',
          },
        });
      },
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: '待体检' })).toBeTruthy();
    expect(screen.getByText('请在预约日期按时到院，体检当日向前台出示签到码。')).toBeTruthy();
    const examinee = within(screen.getByRole('region', { name: '体检人信息' }));
    expect(examinee.getByText('王小明')).toBeTruthy();
    expect(examinee.getByText('110***********1234')).toBeTruthy();
    const centre = within(screen.getByRole('region', { name: '体检中心' }));
    expect(centre.getByText('北京市朝阳区体检路1号')).toBeTruthy();
    expect(centre.getByRole('link', { name: '010-85801234' }).getAttribute('href')).toBe('tel:010-85801234');
    expect(centre.getByText('2026-12-01')).toBeTruthy();
    expect(centre.getByText('08:00~08:30')).toBeTruthy();
    const items = within(screen.getByRole('region', { name: '体检项目（基础体检套餐）' }));
    expect(items.getByText('血常规')).toBeTruthy();
    expect(items.getByText('¥30.00')).toBeTruthy();
    const money = within(screen.getByRole('region', { name: '费用明细' }));
    expect(money.getByText('在线支付')).toBeTruthy();
    expect(money.getByText('现金券¥50 -¥50.00')).toBeTruthy();
    expect(money.getByText('7700100000000001 -¥20.00')).toBeTruthy();
    expect(money.getByText('单位 测试公司')).toBeTruthy();
  });

  it('shows the check-in code for the exam day, the preparation notes and the history', async () => {
    mockApi(fetchMock, { [ORDER]: detail() });
    renderDetail();
    const code = within(await screen.findByRole('region', { name: '签到码' }));
    expect(code.getByRole('img', { name: '签到码 TJ20261122000007' }).getAttribute('src')).toMatch(
      /^data:image\/gif/,
    );
    expect(code.getByText('体检当日请出示此码签到')).toBeTruthy();
    expect(code.getByText('仅限2026-12-01当日有效')).toBeTruthy();
    const notes = within(screen.getByRole('region', { name: '体检须知' }));
    expect(notes.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '需空腹检查：体检前一天晚餐后禁食，空腹8小时以上，可少量饮水',
      '体检当日请携带本人身份证',
    ]);
    const history = within(screen.getByRole('region', { name: '订单进度' }));
    expect(history.getByText('2026-11-22 09:00 提交订单')).toBeTruthy();
  });

  it('shows the check-in time instead of the code once checked in, and the doctor’s note', async () => {
    mockApi(fetchMock, {
      [ORDER]: detail({
        needsReview: true,
        checkIn: { code: 'TJ20261122000007', validOn: '2026-12-01', checkedInAt: '2026-12-01T00:10:00.000Z' },
        review: { state: 'approved', note: '可以体检', proposedItems: null },
      }),
    });
    renderDetail();
    expect(await screen.findByText('已于2026-12-01 08:10签到')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '签到码' })).toBeNull();
    const review = within(screen.getByRole('region', { name: '医生审核' }));
    expect(review.getByText('可以体检')).toBeTruthy();
  });

  it('offers the allowed actions: edit items in edit mode, reschedule while the rule allows', async () => {
    mockApi(fetchMock, { [ORDER]: detail() });
    const view = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: '编辑项目' }));
    expect(screen.getByTestId('location').textContent).toBe('/appointment/confirm/product/7?type=edit');
    view.unmount();

    mockApi(fetchMock, {
      [ORDER]: detail({
        actions: ['refund', 'reschedule'],
        reschedule: {
          allowed: false,
          reason: '已过改期时间',
          cutoff: '18:00',
          limit: 2,
          used: 0,
          rulesText: '',
        },
      }),
    });
    renderDetail();
    await screen.findByRole('button', { name: '申请退款' });
    expect(screen.queryByRole('button', { name: '改期' })).toBeNull();
    // The centre's rule says why it cannot move now.
    expect(screen.getByRole('alert').textContent).toBe('已过改期时间');
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '申请退款' }));
    expect(screen.getByTestId('location').textContent).toBe('/refund/apply?orderId=7');
  });

  it('leads a requested refund back to its progress and withdraws it: the order is 待体检 again', async () => {
    let withdrawn = false;
    mockApi(fetchMock, {
      [ORDER]: () =>
        withdrawn
          ? detail({ actions: ['refund'] })
          : detail({ status: 'order_apply_refund', statusName: '退款申请中', actions: ['withdrawRefund'] }),
      [refunds.withdrawRefund.path]: () => {
        withdrawn = true;
        return { status: 'withdrawn', statusName: '已撤销' };
      },
    });
    const view = renderDetail();
    await screen.findByRole('heading', { name: '退款申请中' });
    await userEvent.click(screen.getByRole('button', { name: '退款进度' }));
    expect(screen.getByTestId('location').textContent).toBe('/refund/detail?orderId=7');
    view.unmount();

    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: '撤销申请' }));
    expect(await screen.findByRole('heading', { name: '待体检' })).toBeTruthy();
    expect(withdrawn).toBe(true);
    expect(screen.getByRole('button', { name: '申请退款' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '退款进度' })).toBeNull();
  });

  it('says once that the order was not found, for another person’s order and a bad address, and the ways on', async () => {
    mockApi(fetchMock, { [ORDER]: envelopeResponse(null, 'not,found', '该订单不存在') });
    const view = renderDetail();
    expect(await screen.findByRole('heading', { name: '没有找到该订单' })).toBeTruthy();
    // The page says it; the HTTP layer adds no toast repeating it, and trying again cannot help.
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '我的订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/order');
    view.unmount();

    renderDetail('/order/personal/00-1/abc');
    expect(screen.getByRole('heading', { name: '没有找到该订单' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '首页' }));
    expect(screen.getByTestId('location').textContent).toBe('/main');
  });

  it('still tells a failure that trying again may cure, with 重试', async () => {
    mockApi(fetchMock, { [ORDER]: envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试') });
    renderDetail();
    expect(await screen.findByRole('heading', { name: '系统繁忙，请稍后再试' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('系统繁忙，请稍后再试', 5000);
  });
});
