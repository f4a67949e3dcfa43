import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, operator } from '@tijian/client';
import { keepOperatorToken } from '@/shared/session/operator-session.ts';
import { meQueryOptions } from './get-me.ts';

export interface SignInInput {
  username: string;
  password: string;
}

// The page shows the refusal itself, in the server's words, beside the form.
export function signIn(body: SignInInput) {
  return call(operator.operatorLogin, { body }, { silent: true });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ token, expiresAt: _expiresAt, ...profile }) => {
      keepOperatorToken(token);
      // The answer is the profile the shell reads: no second request for it.
      queryClient.setQueryData(meQueryOptions().queryKey, profile);
    },
  });
}
