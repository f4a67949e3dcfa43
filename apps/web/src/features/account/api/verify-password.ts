import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';

export function verifyPassword(oldPassword: string): Promise<{ ok: boolean }> {
  return request<{ ok: boolean }>('/wx/system/user.json', {
    method: 'POST',
    body: { _BIZCODE: '0005', oldPassword },
  });
}

export function useVerifyPassword() {
  return useMutation({ mutationFn: verifyPassword });
}
