import { useMutation } from '@tanstack/react-query';
import { call, operatorStaff } from '@tijian/client';
import { useReloadStaff } from './reload-on-settle.ts';

export interface TotpReset {
  operatorId: number;
}

export function resetStaffTotp(centreId: string, change: TotpReset) {
  return call(operatorStaff.operatorResetStaffTotp, { body: { sysCenterId: centreId, ...change } });
}

/** Forget someone's authenticator (a lost phone); they enrol again at their next sign-in. */
export function useResetStaffTotp(centreId: string) {
  const reload = useReloadStaff(centreId);
  return useMutation({
    mutationFn: (change: TotpReset) => resetStaffTotp(centreId, change),
    onSettled: reload,
  });
}
