import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { centres, schedule } from '@tijian/client';
import { RuleMessages } from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@/test/render.tsx';
import { useQuickDraft } from '../quick-draft.ts';
import { QuickOrderPage } from './quick-order-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  Element.prototype.scrollIntoView = vi.fn();
  mockApi(fetchMock, {
    [centres.getCentre.path]: {
      id: '00-5',
      name: '测试体检中心',
      fastingCheckStart: '00:00',
      fastingCheckEnd: '24:00',
    },
    [schedule.getAppointmentRange.path]: [
      { testDate: '2030-01-11', code: '000', desc: '', specialProDtos: [] },
    ],
    [schedule.getTimeOfCount.path]: {
      date: '2030-01-11',
      dateHasPeopleList: [{ no: 1, testTime: '07:30~08:00', numberOfPeople: 3, code: '000' }],
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useQuickDraft.getState().set(null);
});

const open = () =>
  renderPage(<QuickOrderPage />, { path: '/shortcut/order', url: '/shortcut/order?sysCenterId=00-5' });

const next = () => userEvent.click(screen.getByRole('button', { name: '下一步' }));
const field = (name: string) => document.getElementById(`quick-field-${name}`)!;
const focusedField = () => document.activeElement?.closest('.quick-field')?.id;
const errorOf = (name: string) => field(name).querySelector('[role="alert"]')?.textContent;

describe('quick appointment form', () => {
  it('jumps to the first invalid field in the order name, ID, phone, sex, age, marital, ethnicity, date', async () => {
    open();
    await next();
    expect(focusedField()).toBe('quick-field-callName');
    expect(errorOf('callName')).toBe(RuleMessages.examineeNameRequired);
    expect(field('callName').scrollIntoView).toHaveBeenCalled();

    await userEvent.type(field('callName').querySelector('input')!, '李四');
    await next();
    expect(focusedField()).toBe('quick-field-idCardNo');
    expect(errorOf('idCardNo')).toBe(RuleMessages.idCardRequired);

    await userEvent.type(field('idCardNo').querySelector('input')!, '110101199001011237');
    await next();
    expect(focusedField()).toBe('quick-field-boCellPhoneNo');

    await userEvent.type(field('boCellPhoneNo').querySelector('input')!, '13900001111');
    await next();
    // A valid ID number gave sex and age: marital status is next.
    expect(focusedField()).toBe('quick-field-marryStateCode');
    expect(errorOf('marryStateCode')).toBe(RuleMessages.marryStateRequired);

    await userEvent.click(screen.getByRole('radio', { name: '已婚' }));
    await next();
    expect(focusedField()).toBe('quick-field-folkId');
    expect(errorOf('folkId')).toBe(RuleMessages.folkRequired);

    await userEvent.selectOptions(field('folkId').querySelector('select')!, '0');
    await next();
    expect(focusedField()).toBe('quick-field-date');
    expect(errorOf('date')).toBe('请选择体检日期');
  });

  it('refuses a child under 12 at the age field, after the fields before it', async () => {
    open();
    await userEvent.type(field('callName').querySelector('input')!, '李小');
    // Born 2020-01-01: the ID number is valid, the age it gives is not for a quick appointment.
    await userEvent.type(field('idCardNo').querySelector('input')!, '110101202001011231');
    await userEvent.type(field('boCellPhoneNo').querySelector('input')!, '13900001111');
    await next();
    expect(focusedField()).toBe('quick-field-age');
    expect(errorOf('age')).toContain('12');
    expect(errorOf('age')).toContain('85');
  });

  it('keeps what was checked and goes on to the package choice once every field is valid', async () => {
    open();
    await userEvent.type(field('callName').querySelector('input')!, '王五');
    await userEvent.type(field('idCardNo').querySelector('input')!, '110101199001011237');
    await userEvent.type(field('boCellPhoneNo').querySelector('input')!, '13900001111');
    await userEvent.click(screen.getByRole('radio', { name: '未婚' }));
    await userEvent.selectOptions(field('folkId').querySelector('select')!, '0');
    await userEvent.click(field('date').querySelector('button')!);
    await userEvent.click(await screen.findByRole('button', { name: /^2030-01-11 / }, { timeout: 5000 }));
    const confirm = await screen.findByRole('button', { name: '确定' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(confirm);
    await waitFor(() => expect(field('date').textContent).toContain('2030-01-11 07:30~08:00'));
    await next();
    expect(await screen.findByText('navigated')).toBeTruthy();
    const kept = useQuickDraft.getState().appointment!;
    expect(kept).toMatchObject({ sysCenterId: '00-5', date: '2030-01-11', slot: { no: 1 } });
    expect(kept.examinee).toMatchObject({ callName: '王五', sexCode: 'male', age: expect.any(Number) });
  });
});
