import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyInputOf, examinee, FamilyMember } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { examineeKeys } from './examinee-keys.ts';
import { getFamilyMemberQueryOptions } from './get-family-member.ts';
import { getFamilyMembersQueryOptions } from './get-family-members.ts';

export type FamilyMemberInput = Omit<BodyInputOf<typeof examinee.saveFamilyMember>, 'delete'>;

/** Creates a member, or updates the one `id` names. */
export function saveFamilyMember(member: FamilyMemberInput): Promise<FamilyMember> {
  return request<FamilyMember>('/assess-service/v1/family/member/save', { method: 'POST', body: member });
}

export function deleteFamilyMember(id: number): Promise<null> {
  return request<null>('/assess-service/v1/family/member/save', {
    method: 'POST',
    body: { id, delete: true } satisfies BodyInputOf<typeof examinee.saveFamilyMember>,
  });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examineeKeys.all }),
  });
}
