import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, users } from '@tijian/client';
import type { NormalisedProfile } from '@tijian/domain';
import { getUserQueryOptions, type User } from './get-user.ts';

export function updateUser(profile: NormalisedProfile): Promise<User> {
  return call(users.updateUser, { body: { ...profile, _BIZCODE: '0004' } });
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
