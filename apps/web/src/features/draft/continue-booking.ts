import type { ExamineePath } from '@tijian/domain';
import { startCustomBooking, startProductBooking, useBookingDraft } from './booking-draft.ts';
import { useExamineeDraft } from './examinee-draft.ts';

type Navigate = (to: string) => void;

/** Which path a /registerInfo/:source is: the questionnaire (personal), self-chosen items, or a package id. */
export function pathOf(source: string): ExamineePath {
  if (source === 'personal' || source === 'custom') return source;
  return 'package';
}

/**
 * The step after the examinee form (spec 4 "Booking flow"), for the examinee the form kept: the
 * questionnaire, the custom path's confirm page or the package's. The survey screen of centres 00-7
 * and 00-62 goes on from here too once the survey is answered. False when no examinee was kept.
 */
export function continueBooking(
  navigate: Navigate,
  { source, sysCenterId }: { source: string; sysCenterId: string },
): boolean {
  const examinee = useExamineeDraft.getState().examinee;
  if (!examinee) return false;
  const profile = { sexCode: examinee.sexCode, marryStateCode: examinee.marryStateCode, age: examinee.age };
  const path = pathOf(source);
  if (path === 'custom') startCustomBooking(navigate, { sysCenterId, examinee: profile });
  else if (path === 'package')
    startProductBooking(navigate, { sysCenterId, productId: source, examinee: profile });
  else {
    useBookingDraft.getState().setExaminee(profile);
    navigate('/physicalQuestionnaire/personal');
  }
  return true;
}

/** The survey screen of the gate, for the booking under way (source as /registerInfo had it). */
export function surveyPath(source: string, sysCenterId: string): string {
  return `/illnessQuestionnaire/epidemic/0/${encodeURIComponent(source)}?sysCenterId=${encodeURIComponent(sysCenterId)}`;
}
