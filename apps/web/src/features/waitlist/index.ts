// 候补 (issue 24): joining a full day from the date picker, and 我的候补.

export { getWaitlistQueryOptions } from './api/get-waitlist.ts';
export { type JoinWaitlistBody, joinWaitlist, useJoinWaitlist } from './api/join-waitlist.ts';
export { waitlistKeys } from './api/waitlist-keys.ts';
export * as waitlistCopy from './copy.ts';
