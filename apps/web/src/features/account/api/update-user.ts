import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyInputOf, users } from '@tijian/contract';
import type { NormalisedProfile } from '@tijian/domain';
import { request } from '@/shared/http/index.ts';
import { getUserQueryOptions, type User } from './get-user.ts';

export function updateUser(profile: NormalisedProfile): Promise<User> {
  return request<User>('/wx/system/updateuser.json', {
    method: 'POST',
    body: { ...profile, _BIZCODE: '0004' } satisfies BodyInputOf<typeof users.updateUser>,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user);
    },
  });
}
