import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operator, operatorSchedule } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayAtCentres } from '@/shared/lib/dayjs.ts';
import { ApiFailure, callsTo, mockApi, sentBodies } from '@/test/api.ts';
import { DESK, MANAGER, orderOf } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const MONTH = operatorSchedule.operatorCapacityMonth.path;
const PREVIEW = operatorSchedule.operatorPreviewCapacity.path;
const SAVE = operatorSchedule.operatorSaveCapacity.path;

// The page opens on the centres' current month; the fixture's days are in it, from today on.
const month = todayAtCentres().slice(0, 7);
const day1 = `${month}-28`;
const day2 = `${month}-27`;
const slots = [
  { slotNo: 1, testTime: '08:00~09:00', capacity: 10, booked: 10 },
  { slotNo: 2, testTime: '09:00~10:00', capacity: 10, booked: 3 },
];
const days = [
  {
    date: day2,
    weekday: 1,
    published: true,
    rest: true,
    description: '周一休息',
    version: 'v-27',
    slots: [],
    items: [],
  },
  {
    date: day1,
    weekday: 2,
    published: true,
    rest: false,
    description: '',
    version: 'v-28',
    slots,
    items: [
      {
        projectId: 'p1',
        projectName: '胃镜',
        quota: 5,
        booked: 5,
        capacity: 8,
        bookedElsewhere: 1,
        state: 'full',
      },
    ],
  },
];
const MONTH_DATA = { sysCenterId: '00-1', month, today: `${month}-01`, slotTimes: ['08:00~09:00'], days };

const effect = (problems: string[]) => ({
  days: [
    {
      date: day1,
      version: 'v-28',
      published: true,
      rest: false,
      newRest: false,
      slots: [{ slotNo: 1, testTime: '08:00~09:00', booked: 10, capacity: 10, newCapacity: 8 }],
      items: [],
      problems,
    },
  ],
  problems,
  orders: [orderOf({ name: '钱七', boExaminationDate: day1 })],
  ordersTotal: 1,
});

async function openEdit(routes: Record<string, unknown>) {
  mockApi(fetchMock, { [operator.operatorMe.path]: MANAGER, [MONTH]: MONTH_DATA, ...routes });
  renderConsole('/capacity', { token: 't' });
  const user = userEvent.setup({ delay: null });
  await screen.findByText(day1);
  await user.click(screen.getByRole('button', { name: '调整排班' }));
  const dialog = await screen.findByRole('dialog');
  // The range is typed into the picker's two inputs, as a keyboard user would.
  const [from, to] = within(dialog).getAllByRole('textbox').slice(0, 2);
  await user.click(from!);
  await user.type(from!, `${day1}{Enter}`);
  await user.type(to!, `${day1}{Enter}`);
  await user.type(within(dialog).getByLabelText('每个时段可约人数'), '8');
  return { user, dialog };
}

describe('排班容量', () => {
  it("limits an item's online places for the chosen days", async () => {
    const { user, dialog } = await openEdit({ [PREVIEW]: effect([]) });
    await user.click(within(dialog).getByRole('radio', { name: '修改项目限制' }));
    await user.click(within(dialog).getByRole('button', { name: '预览影响' }));
    expect(await within(dialog).findByText('请选择项目')).toBeTruthy();
    await user.click(within(dialog).getByLabelText('项目'));
    await user.click(await screen.findByTitle('胃镜'));
    await user.click(within(dialog).getByRole('radio', { name: '限约' }));
    await user.type(await within(dialog).findByLabelText('线上可约名额'), '3');
    await user.click(within(dialog).getByRole('button', { name: '预览影响' }));
    expect(await within(dialog).findByText('修改的影响')).toBeTruthy();
    expect(sentBodies(fetchMock, PREVIEW)).toEqual([
      { sysCenterId: '00-1', from: day1, to: day1, items: [{ projectId: 'p1', state: 'limited', quota: 3 }] },
    ]);
  });

  it("shows the month's days: rest days, each slot's booked/capacity, item limits", async () => {
    mockApi(fetchMock, { [operator.operatorMe.path]: MANAGER, [MONTH]: MONTH_DATA });
    renderConsole('/capacity', { token: 't' });
    const row = (await screen.findByText(day1)).closest('tr')!;
    expect(within(row).getByText('08:00~09:00 10/10')).toBeTruthy();
    expect(within(row).getByText('胃镜 满约 5/5')).toBeTruthy();
    const rest = screen.getByText(day2).closest('tr')!;
    expect(within(rest).getByText('休息')).toBeTruthy();
    expect(within(rest).getByText('周一休息')).toBeTruthy();
  });

  it('lets the desk read the month without editing it', async () => {
    mockApi(fetchMock, { [operator.operatorMe.path]: DESK, [MONTH]: MONTH_DATA });
    renderConsole('/capacity', { token: 't' });
    expect(await screen.findByText(day1)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '调整排班' })).toBeNull();
    expect(screen.getByText('前台可查看排班，修改请联系管理员')).toBeTruthy();
  });

  it('previews first, shows problems in red and keeps the save off', async () => {
    const { user, dialog } = await openEdit({
      [PREVIEW]: effect(['08:00~09:00 已约10人，可约人数不能少于10']),
    });
    await user.click(within(dialog).getByRole('button', { name: '预览影响' }));
    expect(
      (await within(dialog).findAllByText('08:00~09:00 已约10人，可约人数不能少于10')).length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByText('钱七')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '保 存' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sentBodies(fetchMock, PREVIEW)).toEqual([
      { sysCenterId: '00-1', from: day1, to: day1, capacity: 8 },
    ]);
  });

  it("saves with the days' versions; a conflict reloads the month and says so", async () => {
    const { user, dialog } = await openEdit({
      [PREVIEW]: effect([]),
      [SAVE]: new ApiFailure('operator,conflict', '排班已被他人修改，请刷新后重试'),
    });
    await user.click(within(dialog).getByRole('button', { name: '预览影响' }));
    expect(await within(dialog).findByText('修改的影响')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保 存' }));
    expect(
      await within(dialog).findByText('排班已被他人修改，已重新读取本月排班，请重新预览后保存'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, SAVE)).toEqual([
      { sysCenterId: '00-1', from: day1, to: day1, capacity: 8, versions: { [day1]: 'v-28' } },
    ]);
    await waitFor(() => expect(callsTo(fetchMock, MONTH)).toBe(2));
  });
});
