import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyInputOf, call, examinee } from '@tijian/client';
import type { FamilyMember } from '@tijian/contract';
import {
  familyKeys,
  getFamilyMemberQueryOptions,
  getFamilyMembersQueryOptions,
} from '@/features/family/index.ts';

export type FamilyMemberInput = Omit<BodyInputOf<typeof examinee.saveFamilyMember>, 'delete'>;

/** Creates a member, or updates the one `id` names; answers the member as saved. */
export async function saveFamilyMember(member: FamilyMemberInput): Promise<FamilyMember> {
  const saved = await call(examinee.saveFamilyMember, { body: member });
  // The endpoint answers null to a deletion only.
  if (saved === null) throw new Error('saveFamilyMember: no member in the answer');
  return saved;
}

export async function deleteFamilyMember(id: number): Promise<void> {
  await call(examinee.saveFamilyMember, { body: { id, delete: true } });
}

export function useSaveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFamilyMember,
    onSuccess: (member) => {
      queryClient.setQueryData(getFamilyMemberQueryOptions(member.id).queryKey, member);
      void queryClient.invalidateQueries({ queryKey: getFamilyMembersQueryOptions().queryKey });
    },
  });
}

export function useDeleteFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
