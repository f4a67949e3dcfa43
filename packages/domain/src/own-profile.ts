// Booking for oneself (本人) keeps the account's profile current, so the next booking for 本人 starts
// from what was booked last (spec 4 "Booking flow": the self toggle brings back one's own data).
import type { ProfileInput } from './profile.ts';
import type { NormalisedExaminee } from './validators/examinee.ts';

/** The profile as the account holds it (absent values null). */
export interface OwnProfile {
  name: string | null;
  idCardNo: string | null;
  sexCode: string | null;
  age: number | null;
  marryStateCode: string | null;
  folkId: number | null;
  height: number | null;
  weight: number | null;
}

/**
 * What an examinee booked as 本人 changes in the profile, or null when nothing does. An ID number not
 * typed (the one on file) stays; with an ID number, sex and age are the number's and the server
 * derives them, so they are sent only for a person without one. Height and weight left out stay.
 */
export function ownProfileUpdate(profile: OwnProfile, examinee: NormalisedExaminee): ProfileInput | null {
  const update: ProfileInput = {};
  if (examinee.callName !== profile.name) update.name = examinee.callName;
  if (examinee.idCardNo !== null && examinee.idCardNo !== profile.idCardNo) {
    update.idCardNo = examinee.idCardNo;
  }
  if (examinee.idCardNo === null && profile.idCardNo === null) {
    if (examinee.sexCode !== profile.sexCode) update.sexCode = examinee.sexCode;
    if (examinee.age !== profile.age) update.age = examinee.age;
  }
  if (examinee.marryStateCode !== profile.marryStateCode) update.marryStateCode = examinee.marryStateCode;
  if (examinee.folkId !== profile.folkId) update.folkId = examinee.folkId;
  if (examinee.height !== null && examinee.height !== profile.height) update.height = examinee.height;
  if (examinee.weight !== null && examinee.weight !== profile.weight) update.weight = examinee.weight;
  return Object.keys(update).length > 0 ? update : null;
}
