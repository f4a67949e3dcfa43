import type { Plan } from '@tijian/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { examineeOf, startCustomBooking, startProductBooking, useBookingDraft } from './booking-draft.ts';

const plan: Plan = {
  productId: 'P-1',
  base: ['GEN'],
  chosen: ['LIVER'],
  deleted: [],
  excludedBy: {},
  replaced: {},
  history: ['LIVER'],
};

beforeEach(() => useBookingDraft.getState().reset());

describe('booking draft', () => {
  it('starts a product booking and opens its confirm page', () => {
    const navigate = vi.fn();
    startProductBooking(navigate, { sysCenterId: '00-5', productId: 'P-1' });
    expect(navigate).toHaveBeenCalledWith('/appointment/confirm/product/pd');
    const state = useBookingDraft.getState();
    expect(state).toMatchObject({ sysCenterId: '00-5', type: 'product', productId: 'P-1', plan: null });
  });

  it('starts a custom booking and opens its confirm page', () => {
    const navigate = vi.fn();
    startCustomBooking(navigate, { sysCenterId: '00-5' });
    expect(navigate).toHaveBeenCalledWith('/appointment/confirm/custom/pd');
    expect(useBookingDraft.getState()).toMatchObject({ type: 'custom', productId: null });
  });

  it('keeps the plan when the same package is booked again, and starts over for another package or centre', () => {
    const navigate = vi.fn();
    startProductBooking(navigate, { sysCenterId: '00-5', productId: 'P-1' });
    useBookingDraft.getState().setPlan(plan);
    useBookingDraft.getState().markUpgraded();
    startProductBooking(navigate, { sysCenterId: '00-5', productId: 'P-1' });
    expect(useBookingDraft.getState().plan).toBe(plan);

    startProductBooking(navigate, { sysCenterId: '00-5', productId: 'P-2' });
    expect(useBookingDraft.getState()).toMatchObject({ productId: 'P-2', plan: null, upgraded: false });

    useBookingDraft.getState().setPlan(plan);
    startProductBooking(navigate, { sysCenterId: '00-6', productId: 'P-2' });
    expect(useBookingDraft.getState()).toMatchObject({ sysCenterId: '00-6', plan: null });
  });

  it('starts over when the examinee changes', () => {
    startCustomBooking(vi.fn(), { sysCenterId: '00-5' });
    useBookingDraft.getState().setExaminee({ sexCode: 'male', marryStateCode: 'married', age: 40 });
    useBookingDraft.getState().setPlan(plan);
    useBookingDraft.getState().setExaminee({ sexCode: 'male', marryStateCode: 'married', age: 40 });
    expect(useBookingDraft.getState().plan).toBe(plan);
    useBookingDraft.getState().setExaminee({ sexCode: 'female', marryStateCode: 'married', age: 40 });
    expect(useBookingDraft.getState().plan).toBeNull();
  });

  it('keeps the declared conditions for the same examinee and booking, and clears them otherwise', () => {
    startCustomBooking(vi.fn(), { sysCenterId: '00-5' });
    useBookingDraft.getState().setExaminee({ sexCode: 'female', marryStateCode: 'married', age: 30 });
    useBookingDraft.getState().setConditions(['diabetes', 'pregnant']);
    expect(useBookingDraft.getState().conditions).toEqual(['pregnant', 'diabetes']);
    expect(JSON.parse(sessionStorage.getItem('project') ?? '{}').state.conditions).toEqual([
      'pregnant',
      'diabetes',
    ]);

    useBookingDraft.getState().setExaminee({ sexCode: 'female', marryStateCode: 'married', age: 30 });
    expect(useBookingDraft.getState().conditions).toEqual(['pregnant', 'diabetes']);
    useBookingDraft.getState().setExaminee({ sexCode: 'male', marryStateCode: 'married', age: 30 });
    expect(useBookingDraft.getState().conditions).toEqual([]);

    useBookingDraft.getState().setConditions(['implant']);
    startCustomBooking(vi.fn(), { sysCenterId: '00-6' });
    expect(useBookingDraft.getState().conditions).toEqual([]);
  });

  it('always keeps what the plan’s questionnaire declared', () => {
    startCustomBooking(vi.fn(), { sysCenterId: '00-5' });
    useBookingDraft.getState().setConditions([], ['pacemaker']);
    expect(useBookingDraft.getState()).toMatchObject({
      conditions: ['pacemaker'],
      questionnaireConditions: ['pacemaker'],
    });
    useBookingDraft.getState().setConditions(['diabetes']);
    expect(useBookingDraft.getState().conditions).toEqual(['pacemaker', 'diabetes']);
  });

  it('is kept in sessionStorage under "project"', () => {
    startCustomBooking(vi.fn(), { sysCenterId: '00-5' });
    useBookingDraft.getState().setPlan(plan);
    const stored = JSON.parse(sessionStorage.getItem('project') ?? '{}');
    expect(stored.state).toMatchObject({ sysCenterId: '00-5', type: 'custom', plan });
  });

  it('takes the examinee from a profile only when sex, age and marital status are all known', () => {
    expect(examineeOf({ sexCode: 'female', marryStateCode: 'unmarried', age: 28 })).toEqual({
      sexCode: 'female',
      marryStateCode: 'unmarried',
      age: 28,
    });
    expect(examineeOf({ sexCode: null, marryStateCode: 'married', age: 30 })).toBeNull();
    expect(examineeOf({ sexCode: 'male', marryStateCode: null, age: 30 })).toBeNull();
    expect(examineeOf({ sexCode: 'male', marryStateCode: 'married', age: null })).toBeNull();
    expect(examineeOf(undefined)).toBeNull();
  });
});

describe('booking draft: the examinee form hands over who is examined', () => {
  it('starts either path for the examinee given', () => {
    const examinee = { sexCode: 'female', marryStateCode: 'unmarried', age: 30 } as const;
    startCustomBooking(vi.fn(), { sysCenterId: '00-5', examinee });
    expect(useBookingDraft.getState()).toMatchObject({ type: 'custom', examinee });
    startProductBooking(vi.fn(), { sysCenterId: '00-5', productId: 'P-1', examinee });
    expect(useBookingDraft.getState()).toMatchObject({ type: 'product', productId: 'P-1', examinee });
  });
});
