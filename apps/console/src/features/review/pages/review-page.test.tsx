import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operator, operatorOrders } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, callsTo, mockApi, sentBodies } from '@/test/api.ts';
import { DOCTOR, orderOf } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const LIST = operatorOrders.operatorListOrders.path;
const REVIEW = operatorOrders.operatorDecideReview.path;
const pending = orderOf({
  name: '赵敏',
  status: 'order_pending',
  statusName: '待审核',
  review: { state: 'pending', note: '' },
});

async function openReview(answer: unknown) {
  mockApi(fetchMock, {
    [operator.operatorMe.path]: DOCTOR,
    [LIST]: { list: [pending], total: 1 },
    [REVIEW]: answer,
  });
  renderConsole('/review', { token: 't' });
  const user = userEvent.setup({ delay: null });
  await user.click(
    within((await screen.findByText('赵敏')).closest('tr')!).getByRole('button', { name: '审 核' }),
  );
  return { user, dialog: await screen.findByRole('dialog', { name: '审核 赵敏 的预约' }) };
}

describe('医生审核', () => {
  it("reads the centre's orders waiting for review", async () => {
    mockApi(fetchMock, { [operator.operatorMe.path]: DOCTOR, [LIST]: { list: [], total: 0 } });
    renderConsole('/review', { token: 't' });
    expect(await screen.findByText('没有待审核的订单')).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((u) => u.pathname === `/m${LIST}`)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      sysCenterId: '00-1',
      status: 'order_pending',
      items: '1',
    });
  });

  it('refuses only with a note the person will read', async () => {
    const { user, dialog } = await openReview({ ...pending, status: 'order_closed', statusName: '已关闭' });
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await within(dialog).findByText('请选择审核结果')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: '不通过' }));
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await within(dialog).findByText('不通过时请填写审核意见')).toBeTruthy();
    expect(callsTo(fetchMock, REVIEW)).toBe(0);

    await user.type(within(dialog).getByLabelText('审核意见'), '  血压过高，请先到门诊复查  ');
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('已拒绝 赵敏 的预约')).toBeTruthy();
    expect(sentBodies(fetchMock, REVIEW)).toEqual([
      { orderId: pending.id, approve: false, note: '血压过高，请先到门诊复查' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toBe(2));
  });

  it('approves without a note', async () => {
    const { user, dialog } = await openReview({ ...pending, status: 'order_hospital_examination' });
    await user.click(within(dialog).getByRole('radio', { name: '通过' }));
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('已通过 赵敏 的预约')).toBeTruthy();
    expect(sentBodies(fetchMock, REVIEW)).toEqual([{ orderId: pending.id, approve: true, note: '' }]);
  });

  it('keeps the dialog and tells why when the order was decided elsewhere meanwhile', async () => {
    const { user, dialog } = await openReview(
      new ApiFailure('param,invalid', '订单状态已变化，请刷新后重试'),
    );
    await user.click(within(dialog).getByRole('radio', { name: '通过' }));
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('订单状态已变化，请刷新后重试')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toBe(2));
  });
});
