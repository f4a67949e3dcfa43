import { useMutation } from '@tanstack/react-query';
import type { auth, BodyInputOf, DataOf } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';

type ChangePassword = typeof auth.changePassword;

export function verifyPassword(oldPassword: string): Promise<DataOf<ChangePassword>> {
  return request<DataOf<ChangePassword>>('/wx/system/user.json', {
    method: 'POST',
    body: { _BIZCODE: '0005', oldPassword } satisfies BodyInputOf<ChangePassword>,
  });
}

export function useVerifyPassword() {
  return useMutation({ mutationFn: verifyPassword });
}
