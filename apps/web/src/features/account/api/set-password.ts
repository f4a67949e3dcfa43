import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { auth, BodyInputOf, DataOf } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { getUserQueryOptions } from './get-user.ts';

export interface SetPasswordInput {
  oldPassword?: string;
  newPassword: string;
}

type ChangePassword = typeof auth.changePassword;

export function setPassword({ oldPassword, newPassword }: SetPasswordInput): Promise<DataOf<ChangePassword>> {
  return request<DataOf<ChangePassword>>('/wx/system/user.json', {
    method: 'POST',
    body: { _BIZCODE: '0006', oldPassword, newPassword } satisfies BodyInputOf<ChangePassword>,
  });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    // hasPassword flips after the first password is set.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey }),
  });
}
