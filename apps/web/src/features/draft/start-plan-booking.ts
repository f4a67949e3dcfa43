import type { Plan } from '@tijian/domain';
import { submitPath, useBookingDraft } from './booking-draft.ts';
import { type Examinee, useExamineeDraft } from './examinee-draft.ts';

type Navigate = (to: string) => void;

/**
 * A booking whose plan and examinee are already known (the report's 一键预约复查: the server built
 * the custom-path plan of the follow-up items and named the account's own profile): the draft starts
 * afresh with them and the submit screen opens, where the date and payment are chosen and the
 * ordinary submit books it.
 */
export function startPlanBooking(
  navigate: Navigate,
  { sysCenterId, plan, examinee }: { sysCenterId: string; plan: Plan; examinee: Examinee },
): void {
  const draft = useBookingDraft.getState();
  // Nothing of an earlier booking (its conditions, upgrades, acknowledgements) carries over.
  draft.reset();
  draft.start({ sysCenterId, type: 'custom' });
  draft.setExaminee({
    sexCode: examinee.sexCode,
    marryStateCode: examinee.marryStateCode,
    age: examinee.age,
  });
  draft.setPlan(plan, null);
  useExamineeDraft.getState().setExaminee(examinee);
  navigate(submitPath(sysCenterId));
}
