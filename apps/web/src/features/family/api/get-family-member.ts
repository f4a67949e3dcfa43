import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, examinee } from '@tijian/client';
import type { FamilyMember } from '@tijian/contract';
import { familyKeys } from './family-keys.ts';

export type { FamilyMember };

/** One member with the whole ID number, for its editor and for booking for that person. */
export function getFamilyMember(id: number, signal?: AbortSignal): Promise<FamilyMember> {
  return call(examinee.getFamilyMember, { query: { id } }, { signal });
}

export function getFamilyMemberQueryOptions(id: number) {
  return queryOptions({
    queryKey: familyKeys.member(id),
    queryFn: ({ signal }) => getFamilyMember(id, signal),
  });
}

export function useFamilyMember(id: number | null) {
  return useQuery({ ...getFamilyMemberQueryOptions(id ?? 0), enabled: id !== null });
}
