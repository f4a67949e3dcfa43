import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, operator } from '@tijian/client';
import { forgetOperatorSession } from '@/shared/session/operator-session.ts';

export function signOut() {
  return call(operator.operatorLogout, undefined, { silent: true });
}

/** Ends the session on the server, and here whatever the server answered (the tab must not stay signed in). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut().catch(() => undefined),
    onSettled: () => {
      forgetOperatorSession();
      queryClient.clear();
    },
  });
}
