export { examineeKeys } from './api/examinee-keys.ts';
export { type FamilyMember, getFamilyMemberQueryOptions } from './api/get-family-member.ts';
export { type FamilyMemberSummary, getFamilyMembersQueryOptions } from './api/get-family-members.ts';
export { getSurveyStatus, type SurveyStatus } from './api/get-survey-status.ts';
// The step after the examinee form, which the survey screen of centres 00-7 and 00-62 takes too.
export { continueBooking } from './continue-booking.ts';
// Copy that another feature's pages show too, so it is written once.
export { examinee as examineeCopy } from './copy.ts';
// Who is examined in the booking under way, whole (name, ID number, booking phone), for the submit step.
export { type Examinee, useExamineeDraft } from './examinee-draft.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
export { examineePages } from './routes.ts';
