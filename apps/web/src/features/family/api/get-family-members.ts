import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, examinee } from '@tijian/client';
import type { FamilyMemberSummary } from '@tijian/contract';
import { familyKeys } from './family-keys.ts';

export type { FamilyMemberSummary };

/** The account's family members, ID numbers and phones masked. */
export function getFamilyMembers(signal?: AbortSignal): Promise<FamilyMemberSummary[]> {
  return call(examinee.listFamilyMembers, undefined, { signal });
}

export function getFamilyMembersQueryOptions() {
  return queryOptions({
    queryKey: familyKeys.members(),
    queryFn: ({ signal }) => getFamilyMembers(signal),
  });
}

export function useFamilyMembers(enabled = true) {
  return useQuery({ ...getFamilyMembersQueryOptions(), enabled });
}
