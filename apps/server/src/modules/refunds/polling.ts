// Each refund asked of a provider that can be asked about it has its own task, which asks with growing
// waits (the domain's back-off) a bounded number of times: paid back → completed as its notification
// would be; failed → asked again under the same number, then left for staff. The settling sweep
// (module.ts) takes over after that, and for a task that was lost.
import { nextRefundPoll } from '@tijian/domain';
import { type JobQueue, secondsUntil } from '../../module-system/jobs.ts';
import type { RefundsService } from './service.ts';

export const REFUND_POLL_QUEUE = 'refunds.poll';

/** A refund's question number `attempt` (0 the first). */
export interface RefundPoll {
  refundNo: string;
  attempt: number;
}

/** Queues the refund's next question; keyed by the refund on a 'stately' queue, so one at a time. */
export async function scheduleRefundPoll(jobs: JobQueue, refundNo: string, attempt: number, now: Date) {
  const at = nextRefundPoll(attempt, now);
  if (!at) return;
  const poll: RefundPoll = { refundNo, attempt };
  await jobs.send(REFUND_POLL_QUEUE, poll, { startAfter: secondsUntil(at, now), singletonKey: refundNo });
}

/**
 * The task: safe to run twice at once (a refund completes from 退款中 under its order's lock, a
 * failure is counted by a conditional update, the provider's refund is keyed by its number).
 */
export async function runRefundPoll(
  refunds: Pick<RefundsService, 'pollOne'>,
  jobs: JobQueue,
  poll: RefundPoll,
  now: Date,
): Promise<void> {
  const open = await refunds.pollOne(poll.refundNo);
  if (open) await scheduleRefundPoll(jobs, open.refundNo, poll.attempt + 1, now);
}
