// Shapes shared by the order detail and the order changes (issue 11): the plan an order holds, for
// confirm-items in edit mode, and whether and until when it may still be moved.
import type { Plan } from '@tijian/domain';
import { z } from 'zod';

/** The plan as the catalogue engine holds it (packages/domain Plan). */
export const orderPlan = z.object({
  productId: z.string().nullable(),
  base: z.array(z.string()),
  chosen: z.array(z.string()),
  deleted: z.array(z.string()),
  excludedBy: z.record(z.string(), z.string()),
  replaced: z.record(z.string(), z.string()),
  history: z.array(z.string()),
}) satisfies z.ZodType<Plan>;

/** Whether the order can be moved now, and the centre's rule in words. */
export const rescheduleInfo = z.object({
  allowed: z.boolean(),
  /** why not, in Chinese; null when allowed */
  reason: z.string().nullable(),
  /** HH:mm on the day before the exam (Shanghai) */
  cutoff: z.string(),
  limit: z.number().int(),
  used: z.number().int(),
  /** 改期须在体检前一日18:00前办理，每单最多可改期2次 */
  rulesText: z.string(),
});

export type RescheduleInfo = z.output<typeof rescheduleInfo>;
