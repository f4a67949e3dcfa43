import { useMutation } from '@tanstack/react-query';
import { call, operatorStaff } from '@tijian/client';
import { useReloadStaff } from './reload-on-settle.ts';

export interface DisabledChange {
  operatorId: number;
  disabled: boolean;
  /** the version the list showed: a change made meanwhile answers operator,conflict */
  version: number;
}

export function setStaffDisabled(centreId: string, change: DisabledChange) {
  return call(operatorStaff.operatorSetStaffDisabled, { body: { sysCenterId: centreId, ...change } });
}

/** 停用 or 启用 someone's account at the centre (not one's own). */
export function useSetStaffDisabled(centreId: string) {
  const reload = useReloadStaff(centreId);
  return useMutation({
    mutationFn: (change: DisabledChange) => setStaffDisabled(centreId, change),
    onSettled: reload,
  });
}
