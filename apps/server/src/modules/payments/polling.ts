// Each payment opened at a provider that can be asked about it has its own task, which asks the
// provider with growing waits (the domain's back-off) until the payment is paid or, at its expiry,
// closed at the provider and here. The settling sweep (module.ts) stays as a safety net for a task
// that was lost.
import { nextPaymentPoll } from '@tijian/domain';
import { type JobQueue, secondsUntil } from '../../module-system/jobs.ts';
import type { PaymentRow } from './repository.ts';
import type { PaymentsService } from './service.ts';

export const PAYMENT_POLL_QUEUE = 'payments.poll';

/** A payment's question number `attempt` (0 the first). */
export interface PaymentPoll {
  payId: string;
  attempt: number;
}

/**
 * Queues the payment's next question. The queue is 'stately' and keyed by the payment, so two
 * processes opening or asking about one payment at once queue one question.
 */
export async function schedulePaymentPoll(
  jobs: JobQueue,
  payment: Pick<PaymentRow, 'payId' | 'expiresAt'>,
  attempt: number,
  now: Date,
): Promise<void> {
  const poll: PaymentPoll = { payId: payment.payId, attempt };
  await jobs.send(PAYMENT_POLL_QUEUE, poll, {
    startAfter: secondsUntil(nextPaymentPoll(attempt, now, payment.expiresAt), now),
    singletonKey: payment.payId,
  });
}

/**
 * The task: the provider asked (paid → applied once, as its notification would be; past its time →
 * closed); still pending, the next question is queued after a longer wait. Safe to run twice at once:
 * a payment is applied once (its trade row) and expired by a conditional move.
 */
export async function runPaymentPoll(
  payments: Pick<PaymentsService, 'pollOne'>,
  jobs: JobQueue,
  poll: PaymentPoll,
  now: Date,
): Promise<void> {
  const pending = await payments.pollOne(poll.payId, now);
  if (pending) await schedulePaymentPoll(jobs, pending, poll.attempt + 1, now);
}
