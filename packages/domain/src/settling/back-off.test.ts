import { describe, expect, it } from 'vitest';
import {
  nextPaymentPoll,
  nextRefundPoll,
  pollDelaySeconds,
  REFUND_POLLS,
  REFUND_RETRIES,
  refundFailureStep,
} from './back-off.ts';

const at = (iso: string) => new Date(iso);

describe('asking the provider again, with back-off', () => {
  it('waits 15 s, 30 s, 1, 2, 5, then 10 minutes each time', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(pollDelaySeconds)).toEqual([15, 30, 60, 120, 300, 600, 600, 600]);
  });

  it('asks a payment no later than its expiry, and at once when it has passed', () => {
    const now = at('2026-11-22T01:00:00Z');
    expect(nextPaymentPoll(0, now, at('2026-11-22T01:30:00Z'))).toEqual(at('2026-11-22T01:00:15Z'));
    expect(nextPaymentPoll(5, now, at('2026-11-22T01:04:00Z'))).toEqual(at('2026-11-22T01:04:00Z'));
    expect(nextPaymentPoll(2, now, at('2026-11-22T00:59:00Z'))).toEqual(now);
  });

  it('asks a refund a bounded number of times, then leaves it to the sweep', () => {
    const now = at('2026-11-22T01:00:00Z');
    expect(nextRefundPoll(0, now)).toEqual(at('2026-11-22T01:00:15Z'));
    expect(nextRefundPoll(REFUND_POLLS - 1, now)).toEqual(at('2026-11-22T01:10:00Z'));
    expect(nextRefundPoll(REFUND_POLLS, now)).toBeNull();
  });

  it('retries a failed refund a bounded number of times, then leaves it for staff once', () => {
    const steps = Array.from({ length: REFUND_RETRIES + 2 }, (_, i) => refundFailureStep(i + 1));
    expect(steps).toEqual([...Array(REFUND_RETRIES).fill('retry'), 'leaveForStaff', 'alreadyLeft']);
  });
});
