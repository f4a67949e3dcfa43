import { useMutation } from '@tanstack/react-query';
import type { auth, BodyInputOf, LoginResult, LoginTopLevel } from '@tijian/contract';
import { type Envelope, requestEnvelope } from '@/shared/http/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';

export type LoginInput =
  | { mode: 'sms'; mobilePhone: string; msgCode: string }
  | { mode: 'password'; username: string; password: string; picValidateCode?: string };

export type { LoginResult };

/** The spec reads token and client id at the top level of the answer; data repeats them. */
export function sessionFrom(envelope: Envelope<LoginResult, LoginTopLevel>): LoginResult {
  return {
    ...envelope.data,
    token: envelope.token ?? envelope.data.token,
    clientId: envelope.clientId ?? envelope.data.clientId,
  };
}

export async function login(input: LoginInput): Promise<LoginResult> {
  const openid = useSessionStore.getState().openid ?? undefined;
  const body: BodyInputOf<typeof auth.login> =
    input.mode === 'sms'
      ? { loginType: 1, mobilePhone: input.mobilePhone, msgCode: input.msgCode, openid }
      : {
          username: input.username,
          password: input.password,
          openid,
          ...(input.picValidateCode ? { picValidateCode: input.picValidateCode } : {}),
        };
  // The form shows its own failure text, so the automatic toast is off.
  const envelope = await requestEnvelope<LoginResult, LoginTopLevel>('/wx/login.json', {
    method: 'POST',
    body,
    silent: true,
  });
  return sessionFrom(envelope);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
