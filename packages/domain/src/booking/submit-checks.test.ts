import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import {
  afterSubmitDestination,
  canSubmit,
  firstSubmitProblem,
  REVIEW_TODAY_MESSAGE,
  type SubmitState,
  submitBlocker,
} from './submit-checks.ts';

const ready: SubmitState = {
  sysCenterId: '00-5',
  payType: 'online',
  phone: '13800138000',
  date: '2026-11-25',
  servicesAvailable: false,
  servicesDecided: false,
  cardsChosen: 0,
  onlineAvailable: true,
  review: false,
  total: fen(30000),
  today: '2026-11-23',
  invoiceNoteAcknowledged: false,
  reviewTodayAcknowledged: false,
};

describe('firstSubmitProblem', () => {
  it('lets a complete submission through', () => {
    expect(firstSubmitProblem(ready)).toBeNull();
  });

  it('asks once about the invoice for online payment at 00-02, before anything else', () => {
    const promo = { ...ready, sysCenterId: '00-02', phone: '', date: null };
    expect(firstSubmitProblem(promo)).toEqual({
      kind: 'invoiceNote',
      message: '在线支付不提供医院发票，如需发票，请选择医院支付',
    });
    expect(firstSubmitProblem({ ...promo, invoiceNoteAcknowledged: true })).toEqual({
      kind: 'message',
      message: '请填写正确的手机号',
    });
    expect(firstSubmitProblem({ ...ready, sysCenterId: '00-02', payType: 'onhospital' })).toBeNull();
  });

  it('then wants a payment method, a valid phone and a date, in that order', () => {
    const empty = { ...ready, payType: null, phone: '12345', date: '' };
    expect(firstSubmitProblem(empty)).toEqual({ kind: 'message', message: '请选择支付方式' });
    expect(firstSubmitProblem({ ...empty, payType: 'onhospital' })).toEqual({
      kind: 'message',
      message: '请填写正确的手机号',
    });
    expect(firstSubmitProblem({ ...empty, payType: 'onhospital', phone: '13800138000' })).toEqual({
      kind: 'message',
      message: '请选择体检日期',
    });
  });

  it('opens the service choice when paying online with services undecided', () => {
    const services = { ...ready, servicesAvailable: true, cardsChosen: 1, onlineAvailable: false };
    expect(firstSubmitProblem(services)).toEqual({ kind: 'chooseService' });
    expect(firstSubmitProblem({ ...services, payType: 'onhospital' })?.kind).toBe('noOnlinePayment');
    expect(firstSubmitProblem({ ...ready, servicesAvailable: true, servicesDecided: true })).toBeNull();
  });

  it('refuses cards where online payment is unavailable or a doctor reviews, when something is due', () => {
    const noOnline = {
      kind: 'noOnlinePayment',
      message: '该中心未开通在线支付功能，请手动选择更改为医院支付！',
    };
    expect(firstSubmitProblem({ ...ready, cardsChosen: 1, onlineAvailable: false })).toEqual(noOnline);
    expect(firstSubmitProblem({ ...ready, cardsChosen: 1, review: true })).toEqual(noOnline);
    expect(
      firstSubmitProblem({ ...ready, cardsChosen: 1, onlineAvailable: false, total: fen(0) }),
    ).toBeNull();
    expect(firstSubmitProblem({ ...ready, cardsChosen: 0, onlineAvailable: false })).toBeNull();
  });

  it('asks about a doctor-review booking for today until acknowledged', () => {
    const today = { ...ready, payType: 'onhospital' as const, review: true, date: '2026-11-23' };
    expect(firstSubmitProblem(today)).toEqual({ kind: 'reviewToday', message: REVIEW_TODAY_MESSAGE });
    expect(firstSubmitProblem({ ...today, reviewTodayAcknowledged: true })).toBeNull();
    expect(firstSubmitProblem({ ...today, date: '2026-11-24' })).toBeNull();
    expect(firstSubmitProblem({ ...today, review: false })).toBeNull();
  });
});

describe('submitBlocker', () => {
  it('names the first missing thing in the spec order: payment, phone, date', () => {
    const ok = { payType: 'online' as const, phone: '13800138000', date: '2026-11-25' };
    expect(submitBlocker(ok)).toBeNull();
    expect(submitBlocker({ payType: null, phone: '', date: null })).toBe('请选择支付方式');
    expect(submitBlocker({ ...ok, phone: '1380013800', date: null })).toBe('请填写正确的手机号');
    expect(submitBlocker({ ...ok, date: '' })).toBe('请选择体检日期');
  });
});

describe('canSubmit', () => {
  it('needs a payment, a valid phone, a date, and no submission under way', () => {
    const ok = { payType: 'online' as const, phone: '13800138000', date: '2026-11-25', submitting: false };
    expect(canSubmit(ok)).toBe(true);
    expect(canSubmit({ ...ok, submitting: true })).toBe(false);
    expect(canSubmit({ ...ok, payType: null })).toBe(false);
    expect(canSubmit({ ...ok, phone: '2380013800' })).toBe(false);
    expect(canSubmit({ ...ok, date: null })).toBe(false);
  });
});

describe('afterSubmitDestination', () => {
  const done = {
    quick: false,
    payType: 'onhospital' as const,
    payable: fen(30000),
    review: false,
    date: '2026-11-25',
    today: '2026-11-23',
  };

  it('follows the spec order', () => {
    expect(afterSubmitDestination({ ...done, quick: true, payType: 'online' })).toBe('orderDetail');
    expect(afterSubmitDestination({ ...done, payType: 'online' })).toBe('pay');
    expect(afterSubmitDestination({ ...done, payType: 'online', payable: fen(0) })).toBe('success');
    expect(afterSubmitDestination({ ...done, review: true })).toBe('reviewResult');
    expect(afterSubmitDestination({ ...done, review: true, date: '2026-11-23' })).toBe('success');
    expect(afterSubmitDestination(done)).toBe('success');
  });
});
