import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { centres, schedule, setCookie, users } from '@tijian/client';
import { infoFromIdCard, RuleMessages } from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@/test/render.tsx';
import { useQuickDraft } from '../quick-draft.ts';
import { QuickOrderPage } from './quick-order-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

/** The account: its ID number and phone are on file. */
const profile = {
  id: 1,
  callName: '张先生',
  name: '张三',
  mobilePhone: '13800138000',
  idCardNo: '110101199003074514',
  sexCode: 'male',
  age: 36,
  marryStateCode: 'married',
  folkId: 0,
  folkName: '汉族',
  height: 175,
  weight: 70,
  isGzbd: 0,
  hasPassword: true,
};

/** The profile updates the form sent (update user, 0004). */
let saved: Record<string, unknown>[] = [];

function serve(user: Record<string, unknown> = profile) {
  saved = [];
  mockApi(fetchMock, {
    [users.getUser.path]: user,
    [users.updateUser.path]: (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      saved.push(body);
      return { ...user, ...body };
    },
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
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  Element.prototype.scrollIntoView = vi.fn();
  setCookie('token', 't1');
  serve();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useQuickDraft.getState().set(null);
});

const open = () =>
  renderPage(<QuickOrderPage />, { path: '/shortcut/order', url: '/shortcut/order?sysCenterId=00-5' });
/** The form for someone else: every field blank, the ID number and the phone asked. */
const openForOther = async () => {
  open();
  await userEvent.click(await screen.findByRole('radio', { name: '他人' }));
};

const next = () => userEvent.click(screen.getByRole('button', { name: '下一步' }));
const field = (name: string) => document.getElementById(`quick-field-${name}`)!;
const focusedField = () => document.activeElement?.closest('.quick-field')?.id;
const errorOf = (name: string) => field(name).querySelector('[role="alert"]')?.textContent;

describe('quick appointment form', () => {
  it('jumps to the first invalid field in the order name, ID, phone, sex, age, marital, ethnicity, date', async () => {
    await openForOther();
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
    await openForOther();
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
    await openForOther();
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
    expect(kept).toMatchObject({ sysCenterId: '00-5', self: false, date: '2030-01-11', slot: { no: 1 } });
    expect(kept.examinee).toMatchObject({
      callName: '王五',
      idCardNo: '110101199001011237',
      boCellPhoneNo: '13900001111',
      sexCode: 'male',
      age: expect.any(Number),
    });
  });
});

/** Picks the first open day and its slot in the picker. */
async function chooseDay() {
  await userEvent.click(field('date').querySelector('button')!);
  await userEvent.click(await screen.findByRole('button', { name: /^2030-01-11 / }, { timeout: 5000 }));
  const confirm = await screen.findByRole('button', { name: '确定' });
  await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
  await userEvent.click(confirm);
  await waitFor(() => expect(field('date').textContent).toContain('2030-01-11 07:30~08:00'));
}

describe('quick appointment form: who is booked for (spec 5 "Quick form")', () => {
  it('for 本人 with an ID number and phone on file, asks for neither and starts from the profile', async () => {
    open();
    expect(((await screen.findByRole('radio', { name: '本人' })) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(field('callName').querySelector('input')!.value).toBe('张三'));
    expect(document.getElementById('quick-field-idCardNo')).toBeNull();
    expect(document.getElementById('quick-field-boCellPhoneNo')).toBeNull();
    // Sex and age are the ID number's on file, not typed.
    expect((screen.getByRole('radio', { name: '男' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '男' }) as HTMLInputElement).disabled).toBe(true);
    expect(field('age').querySelector('input')!.value).toBe(String(infoFromIdCard(profile.idCardNo)!.age));
    expect(field('age').querySelector('input')!.readOnly).toBe(true);
    expect((screen.getByRole('radio', { name: '已婚' }) as HTMLInputElement).checked).toBe(true);
    expect(field('folkId').querySelector('select')!.value).toBe('0');

    await chooseDay();
    await next();
    expect(await screen.findByText('navigated')).toBeTruthy();
    const kept = useQuickDraft.getState().appointment!;
    // Not asked, not sent: the server takes the account's own.
    expect(kept).toMatchObject({ self: true });
    expect(kept.examinee).toMatchObject({
      callName: '张三',
      idCardNo: null,
      boCellPhoneNo: null,
      sexCode: 'male',
    });
    // The profile already says all of it: nothing to save.
    expect(saved).toEqual([]);
  });

  it('for 本人 without an ID number on file, asks for it (and not the phone on file), and saves it to the profile', async () => {
    serve({ ...profile, idCardNo: null, sexCode: null, age: null });
    open();
    await waitFor(() => expect(field('callName').querySelector('input')!.value).toBe('张三'));
    expect(document.getElementById('quick-field-idCardNo')).not.toBeNull();
    expect(document.getElementById('quick-field-boCellPhoneNo')).toBeNull();
    await next();
    expect(focusedField()).toBe('quick-field-idCardNo');
    expect(errorOf('idCardNo')).toBe(RuleMessages.idCardRequired);

    // What 本人 typed is the account's: saved to the profile, so the next booking starts from it.
    await userEvent.type(field('idCardNo').querySelector('input')!, '110101199003074514');
    await chooseDay();
    await next();
    expect(await screen.findByText('navigated')).toBeTruthy();
    expect(saved).toEqual([expect.objectContaining({ _BIZCODE: '0004', idCardNo: '110101199003074514' })]);
  });

  it('for 他人 starts blank and asks for both; 本人 brings the profile back', async () => {
    await openForOther();
    expect(field('callName').querySelector('input')!.value).toBe('');
    expect(document.getElementById('quick-field-idCardNo')).not.toBeNull();
    expect(document.getElementById('quick-field-boCellPhoneNo')).not.toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '本人' }));
    expect(field('callName').querySelector('input')!.value).toBe('张三');
    expect(document.getElementById('quick-field-idCardNo')).toBeNull();
  });
});
