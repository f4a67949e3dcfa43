import { useMutation } from '@tanstack/react-query';
import { call, operatorStaff } from '@tijian/client';
import { useReloadStaff } from './reload-on-settle.ts';

export interface PasswordReset {
  operatorId: number;
  password: string;
}

export function resetStaffPassword(centreId: string, change: PasswordReset) {
  return call(operatorStaff.operatorResetStaffPassword, { body: { sysCenterId: centreId, ...change } });
}

/** A new password for someone; their sessions end. */
export function useResetStaffPassword(centreId: string) {
  const reload = useReloadStaff(centreId);
  return useMutation({
    mutationFn: (change: PasswordReset) => resetStaffPassword(centreId, change),
    onSettled: reload,
  });
}
