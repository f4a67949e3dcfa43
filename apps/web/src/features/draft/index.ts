// The booking under way, kept in the tab (sessionStorage) from the first choice to the submit step:
// what is booked (the centre, the path, the plan) and who is examined. Every booking screen reads
// and writes it, whichever feature shows it.
export {
  type BookingType,
  chooserPath,
  confirmPath,
  examineeOf,
  isBookingType,
  startCustomBooking,
  startProductBooking,
  submitPath,
  useBookingDraft,
} from './booking-draft.ts';
// The step after the examinee form, which the survey screen of centres 00-7 and 00-62 takes too.
export { continueBooking, pathOf, surveyPath } from './continue-booking.ts';
export { examineeFields as examineeFieldsCopy } from './examinee-copy.ts';
// Who is examined, whole (name, ID number, booking phone), for the submit step.
export { type Examinee, useExamineeDraft } from './examinee-draft.ts';
// A booking whose plan and examinee are known already (a report's 一键预约复查), straight to submit.
export { startPlanBooking } from './start-plan-booking.ts';
