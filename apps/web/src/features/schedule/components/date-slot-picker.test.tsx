import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_BASE, schedule } from '@tijian/client';
import { FASTING_SLOT_MESSAGE, fastingWindowOf } from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutedPage } from '@/test/render.tsx';
import { scheduleAnswers } from '@/test/schedule-fixtures.ts';
import { DateSlotPicker, type DateSlotPickerProps } from './date-slot-picker.tsx';

const CENTRE_ID = '00-5';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  mockApi(fetchMock, scheduleAnswers());
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function open(more: Partial<DateSlotPickerProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderRoutedPage(
    <DateSlotPicker
      visible
      sysCenterId={CENTRE_ID}
      proIds="GEN,BLOOD"
      fasting={null}
      fastingItems={[]}
      value={null}
      onClose={onClose}
      onConfirm={onConfirm}
      {...more}
    />,
    { path: '/', url: '/' },
  );
  return { onConfirm, onClose };
}

const day = (date: string) => screen.findByRole('button', { name: new RegExp(`^${date} `) });
const isDisabled = (el: Element) => (el as HTMLButtonElement).disabled;
const confirm = () => screen.getByRole('button', { name: '确定' });

describe('date and slot picker', () => {
  it('shows a Sunday-first month of the bookable days with their labels, hiding days outside the bounds', async () => {
    open();
    expect(await screen.findByRole('heading', { name: '2030年1月' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['日', '一', '二', '三', '四', '五', '六']);
    expect((await day('2030-01-07')).getAttribute('aria-label')).toBe('2030-01-07 可约');
    expect((await day('2030-01-08')).getAttribute('aria-label')).toBe('2030-01-08 已满');
    expect(isDisabled(await day('2030-01-08'))).toBe(true);
    expect((await day('2030-01-09')).getAttribute('aria-label')).toBe('2030-01-09 休息');
    // Outside the first..last bounds no day is drawn.
    expect(screen.queryByRole('button', { name: /^2030-01-06 / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^2030-01-12 / })).toBeNull();
    // One month only: no way to leave it.
    expect(isDisabled(screen.getByRole('button', { name: '上个月' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: '下个月' }))).toBe(true);
  });

  it('says why a limited day cannot be booked, names its items and keeps 确定 off', async () => {
    open();
    await userEvent.click(await day('2030-01-10'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1月10日以下项目限约，请选择其他日期');
    const items = within(alert).getByRole('list', { name: '当天不能预约的项目' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['胸部CT']);
    expect(screen.queryByRole('radiogroup', { name: '体检时段' })).toBeNull();
    expect(isDisabled(confirm())).toBe(true);
  });

  it('labels slots, auto-selects the only open one and confirms that day and slot', async () => {
    const { onConfirm } = open();
    expect(isDisabled(confirm())).toBe(true);
    await userEvent.click(await day('2030-01-11'));
    const open1 = await screen.findByRole('radio', { name: '07:30~08:00(余3人)' });
    expect(isDisabled(screen.getByRole('radio', { name: '08:00~08:30(已过)' }))).toBe(true);
    await waitFor(() => expect(open1).toHaveProperty('ariaChecked', 'true'));
    expect(isDisabled(confirm())).toBe(false);
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ date: '2030-01-11', slot: expect.objectContaining({ no: 1 }) });
  });

  it('needs a slot chosen when several are open; a full slot cannot be chosen', async () => {
    const { onConfirm } = open();
    await userEvent.click(await day('2030-01-07'));
    const full = await screen.findByRole('radio', { name: '07:30~08:00(已满)' });
    expect(isDisabled(full)).toBe(true);
    expect(isDisabled(confirm())).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '09:30~10:00(余4人)' }));
    expect(isDisabled(confirm())).toBe(false);
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ date: '2030-01-07', slot: expect.objectContaining({ no: 3 }) });
  });

  it('shuts slots outside the fasting window and names the fasting items', async () => {
    open({ fasting: fastingWindowOf('07:00', '09:00'), fastingItems: ['血常规', '肝功能'] });
    await userEvent.click(await day('2030-01-07'));
    const late = await screen.findByRole('radio', { name: '09:30~10:00(余4人)' });
    expect(isDisabled(late)).toBe(true);
    const note = screen.getByRole('note');
    expect(within(note).getByText(FASTING_SLOT_MESSAGE)).toBeTruthy();
    expect(within(note).getByText('血常规、肝功能')).toBeTruthy();
    // Only 08:00~08:30 is left open, so it is chosen for the person.
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: '08:00~08:30(余6人)' })).toHaveProperty('ariaChecked', 'true'),
    );
    expect(isDisabled(confirm())).toBe(false);
  });

  it('asks the schedule for the plan items and the day in yyyyMMdd', async () => {
    open();
    await userEvent.click(await day('2030-01-07'));
    await screen.findByRole('radio', { name: '09:30~10:00(余4人)' });
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const range = urls.find((u) => u.pathname === `${API_BASE}${schedule.getAppointmentRange.path}`);
    expect(range?.searchParams.get('proIds')).toBe('GEN,BLOOD');
    expect(range?.searchParams.get('sysCenterId')).toBe(CENTRE_ID);
    const slots = urls.find((u) => u.pathname === `${API_BASE}${schedule.getTimeOfCount.path}`);
    expect(slots?.searchParams.get('date')).toBe('20300107');
  });
});
