import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, operator } from '@tijian/client';
import { meQueryOptions } from './get-me.ts';

// Both answer their refusals on the enrolment panel itself, in the server's words.
export function useTotpSetup() {
  return useMutation({
    mutationFn: () => call(operator.operatorTotpSetup, undefined, { silent: true }),
  });
}

export function useTotpConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(operator.operatorTotpConfirm, { body: { code } }, { silent: true }),
    // Confirmed: the session opens everything its roles allow, and the profile says it is enrolled.
    onSuccess: (profile) => queryClient.setQueryData(meQueryOptions().queryKey, profile),
  });
}
