import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, waitlist } from '@tijian/client';
import type { JoinWaitlistBody } from '@tijian/contract';
import { getWaitlistQueryOptions } from './get-waitlist.ts';

export type { JoinWaitlistBody };

export const joinWaitlist = (body: JoinWaitlistBody) => call(waitlist.joinWaitlist, { body });

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getWaitlistQueryOptions().queryKey }),
  });
}
