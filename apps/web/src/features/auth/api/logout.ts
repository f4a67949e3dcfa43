import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';

export function logout(): Promise<null> {
  return request<null>('/wx/logout.json', { tag: 'logout' });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
