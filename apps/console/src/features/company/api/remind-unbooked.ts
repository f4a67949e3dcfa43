import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, company } from '@tijian/client';
import { companyKeys } from './keys.ts';

export function remindUnbooked(companyId: number) {
  return call(company.companyRemindUnbooked, { body: { companyId } });
}

/** Texts everyone not yet booked (at most once a day each); the roster shows the new reminder times. */
export function useRemindUnbooked(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => remindUnbooked(companyId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.rosters(companyId) }),
  });
}
