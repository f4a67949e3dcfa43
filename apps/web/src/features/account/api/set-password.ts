import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auth, call, type DataOf } from '@tijian/client';
import { getUserQueryOptions } from './get-user.ts';

export interface SetPasswordInput {
  oldPassword?: string;
  newPassword: string;
}

export function setPassword({
  oldPassword,
  newPassword,
}: SetPasswordInput): Promise<DataOf<typeof auth.changePassword>> {
  return call(auth.changePassword, { body: { _BIZCODE: '0006', oldPassword, newPassword } });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    // hasPassword flips after the first password is set.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey }),
  });
}
