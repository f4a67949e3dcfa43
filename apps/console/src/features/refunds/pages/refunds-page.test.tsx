import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operator, operatorOrders, operatorRefunds, refunds } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, callsTo, mockApi, sentBodies } from '@/test/api.ts';
import { MANAGER, orderOf } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const LIST = operatorRefunds.operatorListRefunds.path;
const ORDER = operatorRefunds.operatorOrderRefunds.path;
const DESK = operatorRefunds.operatorDeskRefund.path;
const DECIDE = refunds.operatorDecideRefund.path;
const ORDERS = operatorOrders.operatorListOrders.path;

// Wire shapes (money as plain numbers), as the server's JSON gives them.
const picture = {
  order: {
    id: 41,
    orderNo: 'TJ20261201000041',
    name: '张*伟',
    examDate: '2026-12-01',
    slotTime: '08:00-09:00',
    status: 'order_refund',
    statusName: '退款中',
    checkedIn: false,
    paid: 25000,
    cardPaid: 5000,
    couponName: '新人券',
    couponDiscount: 2000,
  },
  payments: [
    { method: 'online' as const, label: '在线支付', amount: 25000, at: '2026-11-20 10:00:00' },
    { method: 'card', label: '体检卡 尾号1234', amount: 5000, at: '2026-11-20 10:00:00' },
    { method: 'coupon', label: '新人券', amount: 2000, at: null },
  ],
  refunds: [],
  refundableOnline: 0,
  deskRefusal: '订单未签到，请由体检人申请退款',
};

const applied = {
  refundNo: 'RF0041',
  kind: 'order',
  status: 'applied',
  statusName: '退款申请中',
  amount: 25000,
  cardAmount: 5000,
  couponReturned: true,
  reason: '行程有变',
  remark: '',
  appliedAt: '2026-11-25T01:30:00.000Z',
  decidedAt: null,
  decidedBy: null,
  refuseReason: '',
  refundedAt: null,
  closedAt: null,
  ...picture,
  refunds: [
    {
      refundNo: 'RF0030',
      kind: 'order',
      status: 'refused',
      statusName: '已拒绝',
      amount: 25000,
      cardAmount: 0,
      couponReturned: false,
      reason: '不想去了',
      remark: '',
      appliedAt: '2026-11-22T01:00:00.000Z',
      decidedAt: '2026-11-22 12:00:00',
      decidedBy: 7,
      refuseReason: '请先改期',
      refundedAt: null,
      closedAt: null,
    },
  ],
};

function page(list: unknown[], total = list.length) {
  return { list, total, page: 1, pageSize: 20 };
}

async function openRefunds(routes: Record<string, unknown>) {
  mockApi(fetchMock, { [operator.operatorMe.path]: MANAGER, [LIST]: page([applied]), ...routes });
  renderConsole('/refunds', { token: 't' });
  const user = userEvent.setup({ delay: null });
  const row = (await screen.findByText('TJ20261201000041')).closest('tr')!;
  return { user, row };
}

describe('退款', () => {
  it("lists the centre's requests waiting for a decision, and every state on asking", async () => {
    mockApi(fetchMock, { [operator.operatorMe.path]: MANAGER, [LIST]: page([]) });
    renderConsole('/refunds', { token: 't' });
    expect(await screen.findByText('没有退款申请')).toBeTruthy();
    const asked = () =>
      fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://x'))
        .filter((u) => u.pathname === `/m${LIST}`)
        .map((u) => Object.fromEntries(u.searchParams));
    expect(asked()).toEqual([{ sysCenterId: '00-1', status: 'applied', page: '1' }]);
    await userEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(asked()).toContainEqual({ sysCenterId: '00-1', page: '1' }));
  });

  it('shows a request with its money in yuan, its payments and earlier refunds', async () => {
    const { user, row } = await openRefunds({});
    expect(within(row).getByText('张*伟')).toBeTruthy();
    expect(within(row).getByText('¥250.00')).toBeTruthy();
    expect(within(row).getByText('体检卡退回 ¥50.00，电子券退回')).toBeTruthy();
    expect(within(row).getByText('退款申请中')).toBeTruthy();
    // When it was asked for, as the centre's clock read it (the server sends an instant in UTC).
    expect(within(row).getByText('2026-11-25 09:30:00')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /展开行|Expand row/ }));
    expect(await screen.findByText('体检卡 尾号1234 ¥50.00', { exact: false })).toBeTruthy();
    expect(screen.getByText('2026-11-22 09:00:00')).toBeTruthy();
    expect(screen.getByText('拒绝原因：请先改期', { exact: false })).toBeTruthy();
  });

  it('approves after a confirmation and reads the list again', async () => {
    const { user, row } = await openRefunds({ [DECIDE]: { ...applied, status: 'refunding' } });
    await user.click(within(row).getByRole('button', { name: '同意退款' }));
    await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    expect(await screen.findByText('已同意订单 TJ20261201000041 的退款')).toBeTruthy();
    expect(sentBodies(fetchMock, DECIDE)).toEqual([{ orderId: 41, approve: true }]);
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toBe(2));
  });

  it('refuses only with a reason', async () => {
    const { user, row } = await openRefunds({ [DECIDE]: { ...applied, status: 'refused' } });
    await user.click(within(row).getByRole('button', { name: '拒 绝' }));
    const dialog = await screen.findByRole('dialog', { name: '审核退款 TJ20261201000041' });
    await user.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await within(dialog).findByText('请填写拒绝原因')).toBeTruthy();
    expect(callsTo(fetchMock, DECIDE)).toBe(0);
    await user.type(within(dialog).getByLabelText('拒绝原因'), ' 已超过可退期限 ');
    await user.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await screen.findByText('已拒绝订单 TJ20261201000041 的退款')).toBeTruthy();
    expect(sentBodies(fetchMock, DECIDE)).toEqual([
      { orderId: 41, approve: false, reason: '已超过可退期限' },
    ]);
  });

  it("tells the server's words when the request was decided meanwhile, and reloads", async () => {
    const { user, row } = await openRefunds({
      [DECIDE]: new ApiFailure('param,invalid', '该退款已处理，请刷新后查看'),
    });
    await user.click(within(row).getByRole('button', { name: '同意退款' }));
    await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    expect(await screen.findByText('该退款已处理，请刷新后查看')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toBe(2));
  });

  it('refunds at the desk: finds the order, checks the amount, sends one key per opening', async () => {
    const examined = orderOf({
      id: 52,
      orderNo: 'TJ20261201000052',
      name: '王*',
      status: 'order_analysis_report',
    });
    const deskPicture = {
      ...picture,
      order: { ...picture.order, id: 52, orderNo: 'TJ20261201000052', checkedIn: true },
      refundableOnline: 10000,
      deskRefusal: null,
    };
    const { user } = await openRefunds({
      [ORDERS]: { list: [examined], total: 1 },
      [ORDER]: deskPicture,
      [DESK]: (_: URL, init?: RequestInit) =>
        JSON.parse(String(init?.body)).amount === 8050
          ? { ...applied, kind: 'desk', amount: 8050, order: deskPicture.order }
          : new ApiFailure('param,invalid', '退款金额超过可退金额'),
    });
    await user.click(screen.getByRole('button', { name: '前台退款' }));
    const dialog = await screen.findByRole('dialog', { name: '前台退款' });
    await user.type(within(dialog).getByLabelText('查找订单'), 'TJ20261201000052{Enter}');
    const found = (await within(dialog).findByText('TJ20261201000052')).closest('tr')!;
    expect(
      fetchMock.mock.calls.some(
        ([u]) => String(u).includes(`${ORDERS}?`) && String(u).includes('q=TJ20261201000052'),
      ),
    ).toBe(true);
    await user.click(within(found).getByRole('button', { name: '选 择' }));
    expect(await within(dialog).findByText('¥100.00')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('退款金额（元）'), '100.01');
    await user.type(within(dialog).getByLabelText('退款原因'), '部分项目未做');
    await user.click(within(dialog).getByRole('button', { name: '确认退款' }));
    expect(await within(dialog).findByText('退款金额不能超过可退金额 ¥100.00')).toBeTruthy();
    expect(callsTo(fetchMock, DESK)).toBe(0);

    await user.clear(within(dialog).getByLabelText('退款金额（元）'));
    await user.type(within(dialog).getByLabelText('退款金额（元）'), '80.5');
    await user.click(within(dialog).getByRole('button', { name: '确认退款' }));
    expect(await screen.findByText('订单 TJ20261201000052 已退款 ¥80.50')).toBeTruthy();
    const [sent] = sentBodies(fetchMock, DESK) as { idempotencyKey: string }[];
    expect(sent).toEqual({
      orderId: 52,
      amount: 8050,
      reason: '部分项目未做',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/),
    });
  });

  it('shows why the desk cannot refund an order', async () => {
    const { user } = await openRefunds({
      [ORDERS]: { list: [orderOf({ id: 41, orderNo: 'TJ20261201000041' })], total: 1 },
      [ORDER]: picture,
    });
    await user.click(screen.getByRole('button', { name: '前台退款' }));
    const dialog = await screen.findByRole('dialog', { name: '前台退款' });
    await user.type(within(dialog).getByLabelText('查找订单'), '张{Enter}');
    const found = (await within(dialog).findByText('TJ20261201000041')).closest('tr')!;
    await user.click(within(found).getByRole('button', { name: '选 择' }));
    expect(await within(dialog).findByText('订单未签到，请由体检人申请退款')).toBeTruthy();
    expect(within(dialog).queryByLabelText('退款金额（元）')).toBeNull();
    expect((within(dialog).getByRole('button', { name: '确认退款' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
