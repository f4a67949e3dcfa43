// The account's family members as every feature reads them (the examinee form, a health card's
// holder): one cache, refreshed by the examinee feature's editor when a member changes; and the form
// naming who a health card serves (本人 / 家人 / 其他人), which registering a card and buying one show.
// A leaf: it imports no other feature.
export { familyKeys } from './api/family-keys.ts';
export {
  type FamilyMember,
  getFamilyMember,
  getFamilyMemberQueryOptions,
  useFamilyMember,
} from './api/get-family-member.ts';
export {
  type FamilyMemberSummary,
  getFamilyMembers,
  getFamilyMembersQueryOptions,
  useFamilyMembers,
} from './api/get-family-members.ts';
export { HolderForm, type HolderValues, type OwnProfile } from './components/holder-form.tsx';
