import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, parentConsents } from '@tijian/client';
import type { ParentConsent } from '@tijian/contract';
import { familyKeys } from '@/features/family/index.ts';

export type { ParentConsent };

// Under the family root: the session's end, and a change to the members, drop them too.
const consentsKey = () => [...familyKeys.all, 'consents'] as const;

export function parentConsentsQueryOptions() {
  return queryOptions({
    queryKey: consentsKey(),
    queryFn: ({ signal }) => call(parentConsents.listParentConsents, undefined, { signal }),
  });
}

export function useParentConsents() {
  return useQuery(parentConsentsQueryOptions());
}

export function sendParentConsentCode(memberId: number) {
  return call(parentConsents.sendParentConsentCode, { body: { memberId } });
}

export function useConfirmParentConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { memberId: number; msgCode: string }) =>
      call(parentConsents.confirmParentConsent, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentConsentsQueryOptions().queryKey }),
  });
}

export function useWithdrawParentConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => call(parentConsents.withdrawParentConsent, { body: { memberId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentConsentsQueryOptions().queryKey }),
  });
}
