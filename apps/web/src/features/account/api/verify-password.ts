import { useMutation } from '@tanstack/react-query';
import { auth, call, type DataOf } from '@tijian/client';

export function verifyPassword(oldPassword: string): Promise<DataOf<typeof auth.changePassword>> {
  return call(auth.changePassword, { body: { _BIZCODE: '0005', oldPassword } });
}

export function useVerifyPassword() {
  return useMutation({ mutationFn: verifyPassword });
}
