import { useMutation } from '@tanstack/react-query';
import { call, operatorStaff } from '@tijian/client';
import type { OperatorRoleName } from '@tijian/contract';
import { useReloadStaff } from './reload-on-settle.ts';

export interface RoleChange {
  operatorId: number;
  role: OperatorRoleName;
  /** the version the list showed: a change made meanwhile answers operator,conflict */
  version: number;
}

export function setStaffRole(centreId: string, change: RoleChange) {
  return call(operatorStaff.operatorSetStaffRole, { body: { sysCenterId: centreId, ...change } });
}

/** Another role at the centre for someone (not oneself). */
export function useSetStaffRole(centreId: string) {
  const reload = useReloadStaff(centreId);
  return useMutation({
    mutationFn: (change: RoleChange) => setStaffRole(centreId, change),
    onSettled: reload,
  });
}
