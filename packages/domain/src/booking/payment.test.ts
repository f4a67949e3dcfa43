import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import {
  defaultPayType,
  needsDoctorReview,
  PaymentMessages,
  paymentMethodsOf,
  payProvidersOf,
  payTypeChangeNeedsConfirm,
} from './payment.ts';

describe('payProvidersOf', () => {
  const centre = (codes: string[]) => ({ id: '00-5', paymentMethodCodes: [], hosPaymentMethodCodes: codes });
  it('offers the providers a centre names among its codes, in the configured order', () => {
    const both = ['wechatpay', 'alipay'];
    expect(payProvidersOf(centre(['online', 'alipay', 'wechatpay']), both)).toEqual(both);
    expect(payProvidersOf(centre(['online', 'onhospital', 'alipay']), both)).toEqual(['alipay']);
    expect(payProvidersOf(centre(['online', 'wechatpay']), ['alipay'])).toEqual([]);
  });
  it('offers every configured provider where a centre names none, and the sandbox always', () => {
    expect(payProvidersOf(centre(['online', 'onhospital']), ['wechatpay', 'alipay'])).toEqual([
      'wechatpay',
      'alipay',
    ]);
    expect(payProvidersOf(null, ['alipay'])).toEqual(['alipay']);
    expect(payProvidersOf(centre(['online', 'alipay']), ['sandbox'])).toEqual(['sandbox']);
  });
});

describe('paymentMethodsOf', () => {
  it('reads paymentMethodCodes for 00-0 and hosPaymentMethodCodes for a centre, online first', () => {
    const codes = { paymentMethodCodes: ['onhospital', 'online'], hosPaymentMethodCodes: ['onhospital'] };
    expect(paymentMethodsOf({ id: '00-0', ...codes })).toEqual(['online', 'onhospital']);
    expect(paymentMethodsOf({ id: '00-5', ...codes })).toEqual(['onhospital']);
    expect(
      paymentMethodsOf({ id: '00-5', paymentMethodCodes: [], hosPaymentMethodCodes: ['wallet', 'online'] }),
    ).toEqual(['online']);
  });
});

describe('needsDoctorReview', () => {
  const on = { verifyOn: 1 as const, verifyType: 1, hasPackage: false, chosenCount: 2 };

  it('is never needed when verify is off, whatever the type', () => {
    expect(needsDoctorReview({ ...on, verifyOn: 0 })).toBe(false);
    expect(needsDoctorReview({ ...on, verifyOn: 0, verifyType: 2 })).toBe(false);
  });

  it('is needed for every booking at a centre of verify type 1, a package booked as it is too', () => {
    expect(needsDoctorReview(on)).toBe(true);
    expect(needsDoctorReview({ ...on, hasPackage: true, chosenCount: 0 })).toBe(true);
  });

  it('lets a package without chosen items through at a centre of verify type 2, and nothing else', () => {
    const type2 = { ...on, verifyType: 2 };
    expect(needsDoctorReview({ ...type2, hasPackage: true, chosenCount: 0 })).toBe(false);
    expect(needsDoctorReview({ ...type2, hasPackage: true, chosenCount: 1 })).toBe(true);
    expect(needsDoctorReview({ ...type2, hasPackage: false, chosenCount: 0 })).toBe(true);
    expect(needsDoctorReview(type2)).toBe(true);
  });
});

describe('defaultPayType', () => {
  const both = ['online', 'onhospital'] as const;

  it('pays at the centre when a doctor reviews', () => {
    expect(defaultPayType({ review: true, methods: [...both], total: fen(100) })).toBe('onhospital');
  });

  it('pays online when offered and something is due, else at the centre when offered', () => {
    expect(defaultPayType({ review: false, methods: [...both], total: fen(100) })).toBe('online');
    expect(defaultPayType({ review: false, methods: [...both], total: fen(0) })).toBe('onhospital');
    expect(defaultPayType({ review: false, methods: ['onhospital'], total: fen(100) })).toBe('onhospital');
    expect(defaultPayType({ review: false, methods: ['online'], total: fen(0) })).toBeNull();
    expect(defaultPayType({ review: false, methods: [], total: fen(100) })).toBeNull();
  });
});

describe('payTypeChangeNeedsConfirm', () => {
  it('asks before hospital payment drops cards or a coupon', () => {
    expect(payTypeChangeNeedsConfirm({ to: 'onhospital', cardsChosen: 1, couponChosen: false })).toBe(true);
    expect(payTypeChangeNeedsConfirm({ to: 'onhospital', cardsChosen: 0, couponChosen: true })).toBe(true);
    expect(payTypeChangeNeedsConfirm({ to: 'onhospital', cardsChosen: 0, couponChosen: false })).toBe(false);
    expect(payTypeChangeNeedsConfirm({ to: 'online', cardsChosen: 2, couponChosen: true })).toBe(false);
  });
});

describe('PaymentMessages', () => {
  it('carries the spec 8 texts', () => {
    expect(PaymentMessages).toEqual({
      onlineUnavailable: '该中心未开通在线支付功能，请手动选择更改为医院支付！',
      hospitalOnlyNoCards: '该中心暂时只能使用医院支付，无法使用体检卡！',
      switchToHospitalConfirm: '选择去医院支付，将无法使用电子体检卡和电子券，请确认是否更改支付方式？',
      noHospitalInvoice: '在线支付不提供医院发票，如需发票，请选择医院支付',
      choosePayment: '请选择支付方式',
      phoneInvalid: '请填写正确的手机号',
      chooseDate: '请选择体检日期',
    });
  });
});
