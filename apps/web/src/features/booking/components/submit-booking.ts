import type { ExamCondition } from '@tijian/domain';
import type { PricedPlan } from '@/features/catalogue/index.ts';
import type { Centre } from '@/features/centre/index.ts';
import type { BookingType, Examinee } from '@/features/draft/index.ts';

/**
 * What the submit screen books, once its loader has it all: the draft's path, the plan priced by the
 * catalogue engine (`priced.plan` is the draft's plan), the person examined and the centre.
 */
export interface SubmitBooking {
  type: BookingType;
  productId: string | null;
  /** the questionnaire instance of a customised plan, else 'pd' */
  instanceId: string;
  /** pre-exam conditions declared on confirm-items */
  conditions: readonly ExamCondition[];
  examinee: Examinee;
  centre: Centre;
  priced: PricedPlan;
}
