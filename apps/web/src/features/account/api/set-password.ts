import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { getUserQueryOptions } from './get-user.ts';

export interface SetPasswordInput {
  oldPassword?: string;
  newPassword: string;
}

export function setPassword({ oldPassword, newPassword }: SetPasswordInput): Promise<{ ok: boolean }> {
  return request<{ ok: boolean }>('/wx/system/user.json', {
    method: 'POST',
    body: { _BIZCODE: '0006', oldPassword, newPassword },
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
