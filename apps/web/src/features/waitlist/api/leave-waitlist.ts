import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, waitlist } from '@tijian/client';
import { getWaitlistQueryOptions } from './get-waitlist.ts';

export const leaveWaitlist = (id: number) => call(waitlist.leaveWaitlist, { body: { id } });

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getWaitlistQueryOptions().queryKey }),
  });
}
