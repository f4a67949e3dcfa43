import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, waitlist } from '@tijian/client';
import { getWaitlistQueryOptions } from './get-waitlist.ts';

/** The held place booked as the order of the cart kept when joining; one key per tap of 去预约. */
export const bookWaitlistHold = (input: { id: number; idempotencyKey: string }) =>
  call(waitlist.bookWaitlistHold, { body: input });

export function useBookWaitlistHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookWaitlistHold,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getWaitlistQueryOptions().queryKey }),
  });
}
