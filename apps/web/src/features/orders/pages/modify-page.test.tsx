import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { centres, orderChanges, orders, schedule } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertDialog, showToast, showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { type ApiRoutes, mockApi } from '@/test/render.tsx';
import type { OrderDetail } from '../api/orders.ts';
import { detail, renderOrderPage } from '../order-test-data.tsx';
import { ModifyOrderPage } from './modify-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  showToastOnNextPage: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = vi.fn<typeof fetch>();
const ORDER = orders.getOrder.path;
const MOVE = orderChanges.rescheduleOrder.path;
const RULES = '改期须在体检前一日18:00前办理，每单最多可改期2次';

/** The centre and its calendar as the date picker reads them: 2030-01-11 has one open slot. */
function scheduleRoutes(more: ApiRoutes): ApiRoutes {
  return {
    [centres.getCentre.path]: {
      id: '00-1',
      name: '北京朝阳体检中心',
      fastingCheckStart: '00:00',
      fastingCheckEnd: '24:00',
    },
    [schedule.getAppointmentRange.path]: [
      { testDate: '2030-01-10', code: '010', desc: '', specialProDtos: [] },
      { testDate: '2030-01-11', code: '000', desc: '', specialProDtos: [] },
    ],
    [schedule.getTimeOfCount.path]: {
      date: '2030-01-11',
      dateHasPeopleList: [
        { no: 1, testTime: '07:30~08:00', numberOfPeople: 3, code: '000' },
        { no: 2, testTime: '08:00~08:30', numberOfPeople: 0, code: '010' },
      ],
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
  vi.mocked(showToast).mockClear();
  vi.mocked(showToastOnNextPage).mockClear();
  vi.mocked(alertDialog).mockClear();
});

const order = (more: Partial<OrderDetail> = {}) =>
  detail({
    reschedule: { allowed: true, reason: null, cutoff: '18:00', limit: 2, used: 1, rulesText: RULES },
    ...more,
  });

function open(routes: ApiRoutes) {
  mockApi(fetchMock, scheduleRoutes({ [ORDER]: order(), ...routes }));
  return renderOrderPage(<ModifyOrderPage />, {
    path: '/order/personal/modify/:id',
    url: '/order/personal/modify/7',
  });
}

/** Opens the picker, takes 2030-01-11 (its one open slot is chosen for the person) and confirms. */
async function pickNewDate() {
  await userEvent.click(await screen.findByRole('button', { name: '请选择新的体检日期和时段' }));
  await userEvent.click(await screen.findByRole('button', { name: /^2030-01-11 / }));
  const slot = await screen.findByRole('radio', { name: '07:30~08:00(余3人)' });
  await waitFor(() => expect(slot).toHaveProperty('ariaChecked', 'true'));
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByRole('button', { name: '2030-01-11 07:30~08:00' })).toBeTruthy();
}

const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(MOVE))
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('changing an order’s date and details', () => {
  it('shows the rules and the booked day, moves to the chosen day and slot, and goes back to the order', async () => {
    open({ [MOVE]: { code: 0, message: null, order: order({ boExaminationDate: '2030-01-11' }) } });
    const rules = within(await screen.findByRole('region', { name: '改期规则' }));
    expect(rules.getByText(RULES)).toBeTruthy();
    expect(rules.getByText('已改期1次，还可改期1次')).toBeTruthy();
    const booked = within(screen.getByRole('region', { name: '当前预约' }));
    expect(booked.getByText(/2026-12-01 08:00~08:30/)).toBeTruthy();
    expect((screen.getByRole('button', { name: '确认改期' }) as HTMLButtonElement).disabled).toBe(true);

    await pickNewDate();
    await userEvent.click(screen.getByRole('radio', { name: '未婚' }));
    await userEvent.click(screen.getByRole('button', { name: '确认改期' }));

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/order/personal/00-1/7');
    expect(showToastOnNextPage).toHaveBeenCalledWith('改期成功');
    expect(sentBodies()).toEqual([
      { orderId: 7, boExaminationDate: '2030-01-11', boExaminationTimeNo: 1, marryStateCode: 'unmarried' },
    ]);
  });

  it('says the day filled up (-3) and stays, asking for another day', async () => {
    open({ [MOVE]: { code: -3, message: '2030-01-11预约已满，请选择其他日期', order: order() } });
    await pickNewDate();
    await userEvent.click(screen.getByRole('button', { name: '确认改期' }));
    await waitFor(() =>
      expect(alertDialog).toHaveBeenCalledWith({ content: '2030-01-11预约已满，请选择其他日期' }),
    );
    expect(screen.queryByTestId('location')).toBeNull();
    expect(await screen.findByRole('button', { name: '请选择新的体检日期和时段' })).toBeTruthy();
    expect(showToastOnNextPage).not.toHaveBeenCalledWith('改期成功');
  });

  it('checks a new phone number before sending, and sends it once valid', async () => {
    open({ [MOVE]: { code: 0, message: null, order: order() } });
    await pickNewDate();
    const phone = screen.getByRole('textbox', { name: '手机号' });
    await userEvent.type(phone, '2391234567');
    expect((await screen.findByRole('alert')).textContent).toBe('手机号码格式不正确');
    await userEvent.click(screen.getByRole('button', { name: '确认改期' }));
    expect(showToast).toHaveBeenCalledWith('手机号码格式不正确');
    expect(sentBodies()).toEqual([]);

    await userEvent.clear(phone);
    await userEvent.type(phone, '13712345678');
    await userEvent.click(screen.getByRole('button', { name: '确认改期' }));
    await waitFor(() => expect(sentBodies()[0]).toMatchObject({ boCellPhoneNo: '13712345678' }));
  });

  it('asks for another day when the booked one is picked again, sending nothing', async () => {
    open({
      [ORDER]: order({ boExaminationDate: '2030-01-11' }),
      [MOVE]: { code: 0, message: null, order: order() },
    });
    await pickNewDate();
    await userEvent.click(screen.getByRole('button', { name: '确认改期' }));
    expect(showToast).toHaveBeenCalledWith('请选择与原预约不同的日期');
    expect(sentBodies()).toEqual([]);
  });

  it('shows why an order cannot move and offers no form', async () => {
    mockApi(
      fetchMock,
      scheduleRoutes({
        [ORDER]: order({
          reschedule: {
            allowed: false,
            reason: '已超过改期截止时间（体检前一日18:00）',
            cutoff: '18:00',
            limit: 2,
            used: 0,
            rulesText: RULES,
          },
        }),
      }),
    );
    renderOrderPage(<ModifyOrderPage />, {
      path: '/order/personal/modify/:id',
      url: '/order/personal/modify/7',
    });
    expect(await screen.findByRole('heading', { name: '该订单暂不能改期' })).toBeTruthy();
    expect(screen.getAllByText('已超过改期截止时间（体检前一日18:00）').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '确认改期' })).toBeNull();
  });
});
