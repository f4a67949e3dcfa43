import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operator, operatorOrders } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayAtCentres } from '@/shared/lib/dayjs.ts';
import { ApiFailure, callsTo, mockApi, sentBodies } from '@/test/api.ts';
import { DESK, orderOf } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const LIST = operatorOrders.operatorListOrders.path;
const CHECK_IN = operatorOrders.operatorCheckIn.path;
const zhang = orderOf({ name: '张三', boCellPhoneNo: '138****8000', orderNo: 'TJ20261201000101' });
const li = orderOf({ name: '李四', boCellPhoneNo: '139****1234', orderNo: 'TJ20261201000202' });
const wang = orderOf({
  name: '王五',
  boCellPhoneNo: '137****5678',
  orderNo: 'TJ20261201000303',
  checkedInAt: '2026-12-01T00:10:00.000Z',
});

function rows(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

async function openToday(routes: Record<string, unknown> = {}) {
  mockApi(fetchMock, {
    [operator.operatorMe.path]: DESK,
    [LIST]: { list: [zhang, li, wang], total: 3 },
    ...routes,
  });
  const view = renderConsole('/bookings', { token: 't' });
  await screen.findByText('李四');
  return view;
}

describe('今日预约', () => {
  it("lists the centre's bookings of today at the centres, with their status", async () => {
    await openToday();
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((u) => u.pathname === `/m${LIST}`)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      sysCenterId: '00-1',
      date: todayAtCentres(),
      page: '1',
      pageSize: '50',
    });
    expect(rows()).toHaveLength(3);
    const wangRow = screen.getByText('王五').closest('tr')!;
    expect(within(wangRow).getByText('已签到')).toBeTruthy();
    expect(within(wangRow).getByRole('button', { name: '完成体检' })).toBeTruthy();
    expect(within(screen.getByText('张三').closest('tr')!).getByText('待体检')).toBeTruthy();
    expect(screen.getByText('共 3 单')).toBeTruthy();
  });

  it("marks a team booking with its company's name, and only that one", async () => {
    const team = orderOf({ name: '赵六', orderNo: 'TJ20261201000404', company: '华信科技有限公司' });
    await openToday({ [LIST]: { list: [zhang, li, team], total: 3 } });
    await screen.findByText('赵六');
    expect(within(screen.getByText('赵六').closest('tr')!).getByText('团检 · 华信科技有限公司')).toBeTruthy();
    expect(within(screen.getByText('张三').closest('tr')!).queryByText(/团检/)).toBeNull();
    expect(screen.getAllByText(/^团检 · /)).toHaveLength(1);
  });

  it('searches the whole day on the server once typing pauses, and says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    const matching: Record<string, typeof zhang> = { 李: li, '5678': wang, tj20261201000101: zhang };
    await openToday({
      [LIST]: (url: URL) => {
        const q = url.searchParams.get('q');
        if (q === null) return { list: [zhang, li, wang], total: 3 };
        const found = matching[q];
        return found ? { list: [found], total: 1 } : { list: [], total: 0 };
      },
    });
    const search = screen.getByRole('searchbox', { name: '搜索' });
    await user.type(search, '李');
    await waitFor(() => expect(rows()).toEqual([expect.stringContaining('李四')]));
    await user.clear(search);
    await user.type(search, '5678');
    await waitFor(() => expect(rows()).toEqual([expect.stringContaining('王五')]));
    await user.clear(search);
    await user.type(search, 'tj20261201000101');
    await waitFor(() => expect(rows()).toEqual([expect.stringContaining('张三')]));
    await user.clear(search);
    await user.type(search, '赵六');
    expect(await screen.findByText('没有符合条件的预约')).toBeTruthy();
    // Typing sent the search when it paused, not at every key.
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((u) => u.pathname === `/m${LIST}`)
      .map((u) => u.searchParams.get('q'));
    expect(asked).not.toContain('tj2026');
    expect(asked).toContain('赵六');
  });

  it('reads a busy day 50 bookings a page, and goes to the next page', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 50 }, (_, i) =>
      orderOf({ id: 1000 + i, name: `客人${i + 1}`, orderNo: `TJ2026120100${String(1000 + i)}` }),
    );
    mockApi(fetchMock, {
      [operator.operatorMe.path]: DESK,
      [LIST]: (url: URL) =>
        url.searchParams.get('page') === '2' ? { list: [zhang, li], total: 52 } : { list: many, total: 52 },
    });
    renderConsole('/bookings', { token: 't' });
    await screen.findByText('客人1');
    expect(screen.getByText('共 52 单')).toBeTruthy();
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('李四')).toBeTruthy();
    expect(screen.queryByText('客人1')).toBeNull();
    const pages = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((u) => u.pathname === `/m${LIST}`)
      .map((u) => [u.searchParams.get('page'), u.searchParams.get('pageSize')]);
    expect(pages).toEqual([
      ['1', '50'],
      ['2', '50'],
    ]);
  });

  it('checks in by the typed order number after checking it, then reads the list again', async () => {
    const user = userEvent.setup({ delay: null });
    await openToday({ [CHECK_IN]: { ...zhang, checkedInAt: '2026-12-01T00:20:00.000Z' } });
    const form = screen.getByRole('form', { name: '签到' });
    const input = within(form).getByLabelText('订单号');
    await user.click(within(form).getByRole('button', { name: '签 到' }));
    expect(await within(form).findByText('请输入订单号')).toBeTruthy();
    await user.type(input, 'TJ123');
    await user.click(within(form).getByRole('button', { name: '签 到' }));
    expect(await within(form).findByText('订单号不正确')).toBeTruthy();
    expect(callsTo(fetchMock, CHECK_IN)).toBe(0);

    await user.clear(input);
    await user.type(input, ' tj20261201000101 ');
    await user.click(within(form).getByRole('button', { name: '签 到' }));
    expect(await screen.findByText('张三 已签到')).toBeTruthy();
    expect(sentBodies(fetchMock, CHECK_IN)).toEqual([{ orderNo: 'TJ20261201000101' }]);
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toBe(2));
    await waitFor(() => expect((within(form).getByLabelText('订单号') as HTMLInputElement).value).toBe(''));
  });

  it("tells a refused check-in in the server's words and shows the list as it is now", async () => {
    const user = userEvent.setup({ delay: null });
    await openToday({ [CHECK_IN]: new ApiFailure('param,invalid', '该订单已签到') });
    await user.click(within(screen.getByText('张三').closest('tr')!).getByRole('button', { name: '签 到' }));
    expect(await screen.findByText('该订单已签到')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toBe(2));
  });

  it('marks a checked-in booking examined once confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    const EXAMINED = operatorOrders.operatorExamined.path;
    await openToday({ [EXAMINED]: { ...wang, status: 'order_analysis_report', statusName: '待分析报告' } });
    await user.click(
      within(screen.getByText('王五').closest('tr')!).getByRole('button', { name: '完成体检' }),
    );
    expect(await screen.findByText('确认 王五 已完成全部体检项目？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('王五 已完成体检')).toBeTruthy();
    expect(sentBodies(fetchMock, EXAMINED)).toEqual([{ orderId: wang.id }]);
  });

  it('says when the day has no bookings, and offers a retry when the list cannot be read', async () => {
    mockApi(fetchMock, {
      [operator.operatorMe.path]: DESK,
      [LIST]: new ApiFailure('system,error', '系统繁忙，请稍后重试'),
    });
    renderConsole('/bookings', { token: 't' });
    expect(await screen.findByRole('button', { name: '重 试' })).toBeTruthy();
    mockApi(fetchMock, { [operator.operatorMe.path]: DESK, [LIST]: { list: [], total: 0 } });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '重 试' }));
    expect(await screen.findByText('当天没有预约')).toBeTruthy();
  });
});
