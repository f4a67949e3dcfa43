import { useMutation } from '@tanstack/react-query';
import { type AnswerOf, auth, type BodyInputOf, callEnvelope } from '@tijian/client';
import type { LoginResult } from '@tijian/contract';
import { useSessionStore } from '@/shared/lib/session-store.ts';

export type LoginInput =
  | { mode: 'sms'; mobilePhone: string; msgCode: string }
  | { mode: 'password'; username: string; password: string; picValidateCode?: string };

export type { LoginResult };

/** The spec reads token and client id at the top level of the answer; data repeats them. */
export function sessionFrom(envelope: AnswerOf<typeof auth.login | typeof auth.partnerLogin>): LoginResult {
  return { ...envelope.data, token: envelope.token, clientId: envelope.clientId };
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
  return sessionFrom(await callEnvelope(auth.login, { body }, { silent: true }));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
