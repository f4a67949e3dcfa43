import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, waitlist } from '@tijian/client';
import type { WaitlistEntry } from '@tijian/contract';
import { waitlistKeys } from './waitlist-keys.ts';

export type { WaitlistEntry };

export const getWaitlist = (signal?: AbortSignal) => call(waitlist.getWaitlist, undefined, { signal });

export function getWaitlistQueryOptions() {
  return queryOptions({
    queryKey: waitlistKeys.list(),
    queryFn: ({ signal }) => getWaitlist(signal),
    // A hold's countdown is only worth showing while it is true: the list is read again each half minute.
    refetchInterval: 30_000,
  });
}

export function useWaitlist() {
  return useQuery(getWaitlistQueryOptions());
}
