import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextStatus, ORDER_STATUSES } from './order-status.ts';
import {
  type RescheduleInput,
  rescheduleCutoffOf,
  rescheduleDeadline,
  rescheduleRefusal,
  rescheduleRulesText,
} from './reschedule.ts';

// 2026-11-25 exam; the cutoff 18:00 on 2026-11-24 in Shanghai is 10:00 UTC.
const base: RescheduleInput = {
  status: 'order_hospital_examination',
  examDate: '2026-11-25',
  now: new Date('2026-11-24T09:59:59Z'),
  cutoff: '18:00',
  limit: 2,
  used: 0,
  target: { date: '2026-11-27' },
};

describe('rescheduleRefusal', () => {
  it.each([
    ['order_hospital_examination', null],
    ['order_hospital_payment', null],
    ['order_pending', null],
    ['order_submit', '待提交的订单不能改期'],
    ['order_apply_refund', '退款申请中的订单不能改期'],
    ['order_analysis_report', '待分析报告的订单不能改期'],
    ['order_cancel', '已取消的订单不能改期'],
    ['order_closed', '已关闭的订单不能改期'],
  ] as const)('%s → %s', (status, message) => {
    expect(rescheduleRefusal({ ...base, status })).toBe(message);
  });

  it('follows the transition table for every status', () => {
    for (const status of ORDER_STATUSES) {
      const allowed = nextStatus(status, 'reschedule', 'user') !== null;
      expect(rescheduleRefusal({ ...base, status }) === null).toBe(allowed);
    }
  });

  it('closes at the cutoff on the day before, Shanghai time', () => {
    expect(rescheduleRefusal({ ...base, now: new Date('2026-11-24T10:00:00Z') })).toBe(
      '已超过改期截止时间（体检前一日18:00）',
    );
    expect(rescheduleRefusal({ ...base, cutoff: '12:30', now: new Date('2026-11-24T04:30:00Z') })).toBe(
      '已超过改期截止时间（体检前一日12:30）',
    );
    expect(rescheduleRefusal({ ...base, cutoff: '12:30', now: new Date('2026-11-24T04:29:00Z') })).toBeNull();
  });

  it('refuses an order the desk has checked in', () => {
    const facts = { paid: true, owesOnline: false, checkedIn: true };
    expect(rescheduleRefusal({ ...base, facts })).toBe('已签到的订单不能改期');
    expect(rescheduleRefusal({ ...base, facts: { ...facts, checkedIn: false } })).toBeNull();
  });

  it('crosses month and year ends', () => {
    expect(rescheduleDeadline('2026-12-01', '18:00')).toBe(Date.parse('2026-11-30T10:00:00Z'));
    expect(rescheduleDeadline('2027-01-01', '00:00')).toBe(Date.parse('2026-12-30T16:00:00Z'));
  });

  it('counts the moves already made', () => {
    expect(rescheduleRefusal({ ...base, used: 1 })).toBeNull();
    expect(rescheduleRefusal({ ...base, used: 2 })).toBe('每个订单最多改期2次');
    expect(rescheduleRefusal({ ...base, limit: 0 })).toBe('每个订单最多改期0次');
  });

  it('wants another day, not a past one', () => {
    expect(rescheduleRefusal({ ...base, target: { date: '2026-11-25' } })).toBe('请选择与原预约不同的日期');
    expect(rescheduleRefusal({ ...base, target: { date: '2026-11-23' } })).toBe('所选日期已过，请重新选择');
    // Today (Shanghai) is still a day to move to; the slot's own start time decides the rest.
    expect(rescheduleRefusal({ ...base, target: { date: '2026-11-24' } })).toBeNull();
    expect(rescheduleRefusal({ ...base, target: { date: '2026-13-01' } })).toBe('请选择体检日期');
  });

  it('without a target only says whether the order can move', () => {
    const { target: _, ...rest } = base;
    expect(rescheduleRefusal(rest)).toBeNull();
    expect(rescheduleRefusal({ ...rest, used: 2 })).toBe('每个订单最多改期2次');
  });

  it('refuses every instant from the deadline on and allows every one before (property)', () => {
    const deadline = rescheduleDeadline(base.examDate, base.cutoff);
    fc.assert(
      fc.property(fc.integer({ min: -5 * 86400_000, max: 5 * 86400_000 }), (offset) => {
        const refused = rescheduleRefusal({ ...base, now: deadline + offset, target: undefined });
        expect(refused !== null).toBe(offset >= 0);
      }),
    );
  });

  it('refuses whenever the moves are used up, whatever else holds (property)', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(8), (limit, used) => {
        const refused = rescheduleRefusal({ ...base, limit, used });
        if (used >= limit) expect(refused).toBe(`每个订单最多改期${limit}次`);
        else expect(refused).toBeNull();
      }),
    );
  });
});

describe('rescheduleRulesText', () => {
  it('words the rule', () => {
    expect(rescheduleRulesText('18:00', 2)).toBe('改期须在体检前一日18:00前办理，每单最多可改期2次');
  });

  it('falls back to the default cutoff for a setting that is not HH:mm', () => {
    expect(rescheduleCutoffOf('25:00')).toBe('18:00');
    expect(rescheduleCutoffOf('')).toBe('18:00');
    expect(rescheduleCutoffOf('09:15')).toBe('09:15');
  });
});
