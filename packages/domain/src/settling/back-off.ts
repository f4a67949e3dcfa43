// When a payment or a refund left open at the provider is asked about again. Most payers finish within
// a minute of opening the cashier, so the first questions come soon; a payment left open longer is
// rarely paid, so the questions thin out to a cap instead of hammering the provider.

/** The waits before each question, seconds: the last one repeats. */
export const POLL_DELAYS_SECONDS = [15, 30, 60, 120, 300, 600] as const;

/** A refund is asked about by its own task this many times (about 3 hours); the sweep takes it from there. */
export const REFUND_POLLS = 24;

/**
 * A refund the provider reports failed (closed, abnormal) is asked for again under the same number
 * this many times before it is left for staff: the same number is the same refund at the provider,
 * so a retry never pays twice.
 */
export const REFUND_RETRIES = 3;

/** The wait before question `attempt` (0 the first), seconds. */
export function pollDelaySeconds(attempt: number): number {
  const last = POLL_DELAYS_SECONDS.length - 1;
  return POLL_DELAYS_SECONDS[Math.max(0, Math.min(Math.floor(attempt), last))]!;
}

/**
 * When a pending payment is next asked about: after its wait, but never after its expiry, when the
 * question that finds it still unpaid closes it.
 */
export function nextPaymentPoll(attempt: number, now: Date, expiresAt: Date): Date {
  const at = now.getTime() + pollDelaySeconds(attempt) * 1000;
  return new Date(Math.min(at, Math.max(now.getTime(), expiresAt.getTime())));
}

/** When a refund 退款中 is next asked about by its task; null once its questions are used up. */
export function nextRefundPoll(attempt: number, now: Date): Date | null {
  if (attempt >= REFUND_POLLS) return null;
  return new Date(now.getTime() + pollDelaySeconds(attempt) * 1000);
}

/** What to do with a refund the provider reports failed, after `failures` such reports (this one counted). */
export function refundFailureStep(failures: number): 'retry' | 'leaveForStaff' | 'alreadyLeft' {
  if (failures <= REFUND_RETRIES) return 'retry';
  return failures === REFUND_RETRIES + 1 ? 'leaveForStaff' : 'alreadyLeft';
}
