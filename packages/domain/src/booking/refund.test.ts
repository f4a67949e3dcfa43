import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import { ORDER_STATUSES } from './order-status.ts';
import {
  isOpenRefund,
  REFUND_REASONS,
  REFUND_REMARK_MAX,
  RefundMessages,
  type RefundQuoteInput,
  refundApplicationProblem,
  refundQuote,
  refundTimeline,
} from './refund.ts';

const paidOrder = (overrides: Partial<RefundQuoteInput> = {}): RefundQuoteInput => ({
  status: 'order_hospital_examination',
  paid: fen(50000),
  cardPaid: fen(0),
  couponDiscount: fen(0),
  coupon: null,
  today: '2026-11-23',
  consumed: fen(0),
  ...overrides,
});

describe('refundQuote', () => {
  it.each([
    ['online only', { paid: fen(50000) }, { refundable: 50000, cardAmount: 0, couponReturned: false }],
    [
      'online and cards',
      { paid: fen(30000), cardPaid: fen(20000) },
      { refundable: 30000, cardAmount: 20000, couponReturned: false },
    ],
    [
      'cards only',
      { paid: fen(0), cardPaid: fen(20000) },
      { refundable: 0, cardAmount: 20000, couponReturned: false },
    ],
    [
      'coupon still valid',
      { couponDiscount: fen(5000), coupon: { endDate: '2026-12-31' } },
      { refundable: 50000, cardAmount: 0, couponReturned: true },
    ],
    [
      'coupon valid through today',
      { couponDiscount: fen(5000), coupon: { endDate: '2026-11-23' } },
      { refundable: 50000, cardAmount: 0, couponReturned: true },
    ],
    [
      'coupon expired',
      { couponDiscount: fen(5000), coupon: { endDate: '2026-11-22' } },
      { refundable: 50000, cardAmount: 0, couponReturned: false },
    ],
    [
      'consumed covered by the coupon first',
      { couponDiscount: fen(5000), coupon: { endDate: '2026-12-31' }, consumed: fen(8000) },
      { refundable: 47000, cardAmount: 0, couponReturned: false },
    ],
    [
      'consumed beyond the online money comes off the cards',
      { paid: fen(3000), cardPaid: fen(10000), consumed: fen(5000) },
      { refundable: 0, cardAmount: 8000, couponReturned: false },
    ],
  ] as const)('%s', (_name, overrides, expected) => {
    const quote = refundQuote(paidOrder(overrides));
    expect(quote).toEqual({ ...expected, refusal: null });
  });

  it('refuses an order still waiting for its online payment', () => {
    expect(refundQuote(paidOrder({ status: 'order_hospital_payment', paid: fen(0) })).refusal).toBe(
      RefundMessages.unpaid,
    );
    expect(
      refundQuote(paidOrder({ status: 'order_hospital_payment', paid: fen(0), cardPaid: fen(100) })).refusal,
    ).toBe(RefundMessages.unpaid);
  });

  it('refuses an order paid at the centre (nothing taken)', () => {
    expect(refundQuote(paidOrder({ paid: fen(0) })).refusal).toBe('订单尚未支付，不能申请退款');
  });

  it('refuses when everything was used', () => {
    expect(refundQuote(paidOrder({ consumed: fen(50000) })).refusal).toBe(RefundMessages.nothingBack);
  });

  it('refuses statuses the state machine does not let into a refund', () => {
    expect(refundQuote(paidOrder({ status: 'order_apply_refund' })).refusal).toBe(
      '退款申请中的订单不能变为退款申请中',
    );
    expect(refundQuote(paidOrder({ status: 'order_complete_refund' })).refusal).toBe(
      '订单已退款，不能再变更',
    );
    expect(refundQuote(paidOrder({ status: 'order_analysis_report' })).refusal).not.toBeNull();
  });

  it('property: amounts never negative, never more than paid, refusal only off the awaiting-exam state', () => {
    const money = fc.integer({ min: 0, max: 5_000_000 }).map(fen);
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        money,
        money,
        money,
        money,
        fc.option(fc.constantFrom('2026-11-22', '2026-11-23', '2027-01-01').map((endDate) => ({ endDate }))),
        (status, paid, cardPaid, couponDiscount, consumed, coupon) => {
          const q = refundQuote({
            status,
            paid,
            cardPaid,
            couponDiscount,
            consumed,
            coupon,
            today: '2026-11-23',
          });
          expect(q.refundable).toBeGreaterThanOrEqual(0);
          expect(q.refundable).toBeLessThanOrEqual(paid);
          expect(q.cardAmount).toBeGreaterThanOrEqual(0);
          expect(q.cardAmount).toBeLessThanOrEqual(cardPaid);
          expect(Number.isInteger(q.refundable) && Number.isInteger(q.cardAmount)).toBe(true);
          // What is kept is at most what was used, once the coupon's share is counted.
          expect(paid + cardPaid - q.refundable - q.cardAmount).toBeLessThanOrEqual(
            Math.max(0, consumed - couponDiscount),
          );
          if (consumed > 0) expect(q.couponReturned).toBe(false);
          if (coupon === null) expect(q.couponReturned).toBe(false);
          if (status !== 'order_hospital_examination') expect(q.refusal).not.toBeNull();
          if (q.refusal === null) expect(q.refundable + q.cardAmount).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('refundApplicationProblem', () => {
  it('takes only the listed reasons', () => {
    for (const reason of REFUND_REASONS) expect(refundApplicationProblem({ reason })).toBeNull();
    expect(refundApplicationProblem({ reason: '不想去了' })).toBe(RefundMessages.reason);
    expect(refundApplicationProblem({ reason: '' })).toBe(RefundMessages.reason);
  });

  it('counts the free text in characters, up to 200', () => {
    expect(refundApplicationProblem({ reason: '其他', remark: '字'.repeat(REFUND_REMARK_MAX) })).toBeNull();
    expect(refundApplicationProblem({ reason: '其他', remark: '字'.repeat(REFUND_REMARK_MAX + 1) })).toBe(
      '补充说明最多200个字',
    );
  });
});

describe('refundTimeline', () => {
  const times = {
    appliedAt: '2026-11-23T02:00:00.000Z',
    decidedAt: '2026-11-23T03:00:00.000Z',
    refundedAt: '2026-11-23T03:00:05.000Z',
    closedAt: '2026-11-23T04:00:00.000Z',
    refuseReason: '',
  };
  const brief = (steps: ReturnType<typeof refundTimeline>) => steps.map((s) => [s.title, s.state, s.at]);

  it('waits for the centre while applied', () => {
    expect(brief(refundTimeline({ ...times, status: 'applied', decidedAt: null, refundedAt: null }))).toEqual(
      [
        ['申请退款', 'finish', times.appliedAt],
        ['退款中', 'wait', null],
        ['已退款', 'wait', null],
      ],
    );
  });

  it('is paying back once approved', () => {
    expect(brief(refundTimeline({ ...times, status: 'refunding', refundedAt: null }))).toEqual([
      ['申请退款', 'finish', times.appliedAt],
      ['退款中', 'process', times.decidedAt],
      ['已退款', 'wait', null],
    ]);
  });

  it('ends at 已退款 with its time', () => {
    expect(brief(refundTimeline({ ...times, status: 'refunded' }))).toEqual([
      ['申请退款', 'finish', times.appliedAt],
      ['退款中', 'finish', times.decidedAt],
      ['已退款', 'finish', times.refundedAt],
    ]);
  });

  it('shows the refusal with its reason', () => {
    const steps = refundTimeline({ ...times, status: 'refused', refuseReason: '已超过可退款时间' });
    expect(brief(steps)).toEqual([
      ['申请退款', 'finish', times.appliedAt],
      ['已拒绝', 'error', times.decidedAt],
    ]);
    expect(steps[1]!.description).toBe('拒绝原因：已超过可退款时间');
  });

  it('shows a withdrawal', () => {
    expect(brief(refundTimeline({ ...times, status: 'withdrawn' }))).toEqual([
      ['申请退款', 'finish', times.appliedAt],
      ['已撤销', 'finish', times.closedAt],
    ]);
  });

  it('counts applied and refunding as open', () => {
    expect(
      ['applied', 'refunding', 'refunded', 'refused', 'withdrawn'].filter((s) => isOpenRefund(s as never)),
    ).toEqual(['applied', 'refunding']);
  });
});
