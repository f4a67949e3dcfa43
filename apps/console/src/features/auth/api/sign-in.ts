import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type DataOf, operator } from '@tijian/client';
import { keepOperatorToken } from '@/shared/session/operator-session.ts';
import { meQueryOptions } from './get-me.ts';

export interface SignInInput {
  username: string;
  password: string;
}

/** The password step's answer: a session (signed in, or open only to enrol a second factor), or a code to ask for. */
export type SignInAnswer = DataOf<typeof operator.operatorLogin>;
export type OpenedSession = DataOf<typeof operator.operatorLoginTotp>;

// The page shows the refusal itself, in the server's words, beside the form.
export function signIn(body: SignInInput) {
  return call(operator.operatorLogin, { body }, { silent: true });
}

export function signInWithCode(body: { challenge: string; code: string }) {
  return call(operator.operatorLoginTotp, { body }, { silent: true });
}

// The answer is the profile the shell reads: no second request for it.
function keepSession(
  queryClient: QueryClient,
  { token, expiresAt: _e, step: _s, ...profile }: OpenedSession,
) {
  keepOperatorToken(token);
  queryClient.setQueryData(meQueryOptions().queryKey, profile);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (answer.step !== 'totp') keepSession(queryClient, answer);
    },
  });
}

export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: (session) => keepSession(queryClient, session),
  });
}
