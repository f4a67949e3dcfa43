import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orders, refunds } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@/features/order/index.ts';
import { envelopeResponse, mockApi } from '@/test/render.tsx';
import type { RefundDetail, RefundQuoteView } from '../api/refunds.ts';
import { renderRefundPage } from '../refund-test-render.tsx';
import { RefundApplyPage } from './apply-page.tsx';
import { RefundDetailPage } from './detail-page.tsx';
import { RefundSucceedPage } from './succeed-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
const confirmDialog = vi.fn(async (_content: string) => true);
const showToast = vi.fn();

vi.mock('@/shared/ui/feedback.ts', () => ({
  confirmDialog: (content: string) => confirmDialog(content),
  showToast: (content: string, ms?: number) => showToast(content, ms),
}));

const ORDER = {
  id: 43,
  orderNo: 'TJ20300111000043',
  status: 'order_hospital_examination',
  statusName: '待体检',
  sysCenterId: '00-5',
  sysCenterName: '测试体检中心',
  centreAddress: '北京市测试路1号',
  boExaminationDate: '2030-01-11',
  boExaminationTime: '07:30~08:00',
  items: [],
} as unknown as OrderDetail;

const QUOTE: RefundQuoteView = {
  orderId: 43,
  orderNo: 'TJ20300111000043',
  refundable: 30_000 as never,
  cardAmount: 20_000 as never,
  couponReturned: true,
  couponName: '现金券¥50',
  reasons: ['行程有变/时间冲突', '预约信息有误', '身体原因暂不能体检', '重复预约', '其他'],
  refusal: null,
};

function refund(more: Partial<RefundDetail> = {}): RefundDetail {
  return {
    refundNo: 'RF20300101000007',
    status: 'applied',
    statusName: '退款申请中',
    amount: 30_000 as never,
    cardAmount: 20_000 as never,
    couponReturned: true,
    reason: '其他',
    remark: '临时出差',
    refuseReason: '',
    appliedAt: '2030-01-01T02:00:00.000Z',
    timeline: [
      { title: '申请退款', state: 'finish', at: '2030-01-01T02:00:00.000Z', description: '等待体检中心审核' },
      { title: '退款中', state: 'wait', at: null, description: '审核通过后款项原路退回' },
      { title: '已退款', state: 'wait', at: null, description: '' },
    ],
    order: {
      id: 43,
      orderNo: 'TJ20300111000043',
      status: 'order_apply_refund',
      statusName: '退款申请中',
      sysCenterId: '00-5',
      sysCenterName: '测试体检中心',
      name: '张三',
      packageName: '基础健康体检套餐',
      examDate: '2030-01-11',
      slotTime: '07:30~08:00',
      paid: 30_000 as never,
      cardPaid: 20_000 as never,
      couponName: '现金券¥50',
    },
    ...more,
  };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  confirmDialog.mockReset();
  confirmDialog.mockImplementation(async () => true);
  showToast.mockReset();
});

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('refund application page', () => {
  it('shows the order, what comes back and where, and applies with the chosen reason after confirming', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi(fetchMock, {
      [refunds.getRefundQuote.path]: (url: URL) => {
        expect(url.searchParams.get('orderId')).toBe('43');
        return QUOTE;
      },
      [orders.getOrder.path]: ORDER,
      [refunds.applyRefund.path]: (_url: URL, init?: RequestInit) => {
        sent.push(bodyOf(init));
        return refund();
      },
    });
    const user = userEvent.setup();
    renderRefundPage(<RefundApplyPage />, { path: '/refund/apply', url: '/refund/apply?orderId=43' });
    const amounts = await screen.findByRole('region', { name: '退款金额' });
    expect(within(amounts).getAllByText('¥300.00')).toHaveLength(2);
    expect(within(amounts).getByText('¥200.00')).toBeTruthy();
    expect(within(amounts).getByText('电子券“现金券¥50”')).toBeTruthy();
    expect(within(amounts).getByText('退回账户，可再次使用')).toBeTruthy();
    expect(await screen.findByText('07:30~08:00')).toBeTruthy();

    const submit = screen.getByRole('button', { name: '提交申请' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByText('身体原因暂不能体检'));
    await user.type(screen.getByLabelText('补充说明（选填）'), '  感冒发烧  ');
    await user.click(submit);
    expect(confirmDialog).toHaveBeenCalledWith('确定申请退款吗？体检中心审核通过后，款项将原路退回。');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/refund/succeed?orderId=43'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ orderId: 43, reason: '身体原因暂不能体检', remark: '感冒发烧' });
    expect(String(sent[0]!.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends nothing when the confirmation is cancelled, and retries with the same key', async () => {
    const keys: unknown[] = [];
    let fail = true;
    mockApi(fetchMock, {
      [refunds.getRefundQuote.path]: QUOTE,
      [orders.getOrder.path]: ORDER,
      [refunds.applyRefund.path]: (_url: URL, init?: RequestInit) => {
        keys.push(bodyOf(init).idempotencyKey);
        if (fail) {
          fail = false;
          return envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试');
        }
        return refund();
      },
    });
    const user = userEvent.setup();
    renderRefundPage(<RefundApplyPage />, { path: '/refund/apply', url: '/refund/apply?orderId=43' });
    await user.click(await screen.findByText('重复预约'));
    confirmDialog.mockImplementationOnce(async () => false);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '提交申请' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/refund/succeed?orderId=43'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says why no refund can be applied for, with no form', async () => {
    mockApi(fetchMock, {
      [refunds.getRefundQuote.path]: {
        ...QUOTE,
        refundable: 0,
        cardAmount: 0,
        refusal: '订单尚未支付，不能申请退款',
      },
    });
    renderRefundPage(<RefundApplyPage />, { path: '/refund/apply', url: '/refund/apply?orderId=43' });
    expect(await screen.findByRole('heading', { name: '订单尚未支付，不能申请退款' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
    expect(screen.queryByRole('button', { name: '查看退款进度' })).toBeNull();
  });

  it('leads to the progress of a refund already applied for', async () => {
    mockApi(fetchMock, {
      [refunds.getRefundQuote.path]: { ...QUOTE, refusal: '该订单已申请退款，请查看退款进度' },
    });
    const user = userEvent.setup();
    renderRefundPage(<RefundApplyPage />, { path: '/refund/apply', url: '/refund/apply?orderId=43' });
    await user.click(await screen.findByRole('button', { name: '查看退款进度' }));
    expect(screen.getByTestId('location').textContent).toBe('/refund/detail?orderId=43');
  });

  it('asks for nothing when the address names no order', () => {
    mockApi(fetchMock, {});
    renderRefundPage(<RefundApplyPage />, { path: '/refund/apply', url: '/refund/apply?orderId=abc' });
    expect(screen.getByRole('heading', { name: '没有找到该订单' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '首页' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says once that there is no such order for one that is not the person’s', async () => {
    mockApi(fetchMock, {
      [refunds.getRefundQuote.path]: envelopeResponse(null, 'not,found', '该订单不存在'),
      [orders.getOrder.path]: envelopeResponse(null, 'not,found', '该订单不存在'),
    });
    renderRefundPage(<RefundApplyPage />, { path: '/refund/apply', url: '/refund/apply?orderId=44' });
    expect(await screen.findByRole('heading', { name: '没有找到该订单' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '我的订单' })).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('refund submitted page', () => {
  it('says what happens next and leads to the progress', async () => {
    const user = userEvent.setup();
    renderRefundPage(<RefundSucceedPage />, { path: '/refund/succeed', url: '/refund/succeed?orderId=43' });
    expect(screen.getByText('申请已提交')).toBeTruthy();
    expect(screen.getByText(/审核通过后，在线支付的款项原路退回/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '查看退款进度' }));
    expect(screen.getByTestId('location').textContent).toBe('/refund/detail?orderId=43');
  });
});

describe('refund detail page', () => {
  it('shows the status, amounts and timeline, and withdraws an applied refund after confirming', async () => {
    let withdrawn = 0;
    mockApi(fetchMock, {
      [refunds.getRefund.path]: refund(),
      [refunds.withdrawRefund.path]: (_url: URL, init?: RequestInit) => {
        withdrawn++;
        expect(bodyOf(init)).toEqual({ orderId: 43 });
        return refund({
          status: 'withdrawn',
          statusName: '已撤销',
          timeline: [
            {
              title: '申请退款',
              state: 'finish',
              at: '2030-01-01T02:00:00.000Z',
              description: '退款申请已提交',
            },
            {
              title: '已撤销',
              state: 'finish',
              at: '2030-01-01T03:00:00.000Z',
              description: '您已撤销退款申请',
            },
          ],
        });
      },
    });
    const user = userEvent.setup();
    renderRefundPage(<RefundDetailPage />, { path: '/refund/detail', url: '/refund/detail?orderId=43' });
    expect(await screen.findByText('退款申请中', { selector: '.refund-status' })).toBeTruthy();
    expect(screen.getByText('¥300.00')).toBeTruthy();
    expect(screen.getByText('¥200.00')).toBeTruthy();
    expect(screen.getByText('现金券¥50（退回账户）')).toBeTruthy();
    const progress = screen.getByRole('region', { name: '退款进度' });
    expect(within(progress).getByText('申请退款')).toBeTruthy();
    expect(within(progress).getByText('2030-01-01 10:00 等待体检中心审核')).toBeTruthy();
    expect(within(progress).getByText('已退款')).toBeTruthy();
    expect(screen.getByText('RF20300101000007')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '撤销申请' }));
    expect(confirmDialog).toHaveBeenCalledWith('确定撤销退款申请吗？撤销后订单恢复为待体检。');
    expect(await screen.findByText('已撤销', { selector: '.refund-status' })).toBeTruthy();
    expect(withdrawn).toBe(1);
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
  });

  it('shows a refusal with its reason and offers no withdrawal', async () => {
    mockApi(fetchMock, {
      [refunds.getRefund.path]: refund({
        status: 'refused',
        statusName: '已拒绝',
        refuseReason: '已超过可退款时间',
        timeline: [
          {
            title: '申请退款',
            state: 'finish',
            at: '2030-01-01T02:00:00.000Z',
            description: '退款申请已提交',
          },
          {
            title: '已拒绝',
            state: 'error',
            at: '2030-01-01T03:00:00.000Z',
            description: '拒绝原因：已超过可退款时间',
          },
        ],
      }),
    });
    renderRefundPage(<RefundDetailPage />, { path: '/refund/detail', url: '/refund/detail?orderId=43' });
    expect(await screen.findByText('已拒绝', { selector: '.refund-status' })).toBeTruthy();
    expect(screen.getByText('拒绝原因：已超过可退款时间', { selector: '.refund-refused' })).toBeTruthy();
    expect(screen.getByText(/2030-01-01 11:00 拒绝原因：已超过可退款时间/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
  });

  it('says once that there is no such order for one that is not the person’s, and the ways on', async () => {
    mockApi(fetchMock, {
      [refunds.getRefund.path]: envelopeResponse(null, 'not,found', '该订单不存在'),
    });
    const user = userEvent.setup();
    renderRefundPage(<RefundDetailPage />, { path: '/refund/detail', url: '/refund/detail?orderId=44' });
    expect(await screen.findByRole('heading', { name: '没有找到该订单' })).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.queryByText('退款进度')).toBeNull();
    await user.click(screen.getByRole('button', { name: '我的订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/order');
  });
});
