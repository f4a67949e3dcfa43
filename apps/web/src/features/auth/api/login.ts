import { useMutation } from '@tanstack/react-query';
import { requestEnvelope } from '../../../shared/http/index.ts';
import { useSessionStore } from '../../../shared/lib/session-store.ts';
import type { User } from '../../account/index.ts';

export type LoginInput =
  | { mode: 'sms'; mobilePhone: string; msgCode: string }
  | { mode: 'password'; username: string; password: string };

export interface LoginResult {
  token: string;
  clientId: string;
  user?: User;
}

export async function login(input: LoginInput): Promise<LoginResult> {
  const openid = useSessionStore.getState().openid ?? undefined;
  const body =
    input.mode === 'sms'
      ? { loginType: 1, mobilePhone: input.mobilePhone, msgCode: input.msgCode, openid }
      : { username: input.username, password: input.password, openid };
  // The form shows its own failure text, so the automatic toast is off.
  const envelope = await requestEnvelope<LoginResult>('/wx/login.json', {
    method: 'POST',
    body,
    silent: true,
  });
  return {
    token: envelope.token ?? envelope.data.token,
    clientId: envelope.clientId ?? envelope.data.clientId,
    user: envelope.data?.user,
  };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
