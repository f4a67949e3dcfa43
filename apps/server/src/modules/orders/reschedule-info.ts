import type { Centre, RescheduleInfo } from '@tijian/contract';
import {
  DEFAULT_RESCHEDULE_CUTOFF,
  DEFAULT_RESCHEDULE_LIMIT,
  rescheduleCutoffOf,
  rescheduleRefusal,
  rescheduleRulesText,
} from '@tijian/domain';
import { factsOf } from './order-facts.ts';
import type { OrderRow } from './repository.ts';

export type RescheduleRules = Pick<Centre, 'rescheduleCutoff' | 'rescheduleLimit'>;

/** A centre that could not be read keeps the defaults: the order still shows a rule. */
export const rulesOf = (centre: Partial<RescheduleRules> | null): RescheduleRules => ({
  rescheduleCutoff: rescheduleCutoffOf(centre?.rescheduleCutoff ?? DEFAULT_RESCHEDULE_CUTOFF),
  rescheduleLimit: centre?.rescheduleLimit ?? DEFAULT_RESCHEDULE_LIMIT,
});

/** Whether the order can be moved now, as the order detail shows it (the same check the move makes). */
export function rescheduleInfoOf(
  row: Pick<OrderRow, 'status' | 'examDate' | 'rescheduleCount'> & Parameters<typeof factsOf>[0],
  centre: Partial<RescheduleRules> | null,
  now: Date,
): RescheduleInfo {
  const { rescheduleCutoff: cutoff, rescheduleLimit: limit } = rulesOf(centre);
  const reason = rescheduleRefusal({
    status: row.status,
    examDate: row.examDate,
    now,
    cutoff,
    limit,
    used: row.rescheduleCount,
    facts: factsOf(row),
  });
  return {
    allowed: reason === null,
    reason,
    cutoff,
    limit,
    used: row.rescheduleCount,
    rulesText: rescheduleRulesText(cutoff, limit),
  };
}
