import { useMutation } from '@tanstack/react-query';
import { call, operatorStaff } from '@tijian/client';
import { useReloadStaff } from './reload-on-settle.ts';

export interface TotpRequirement {
  requireTotp: boolean;
  /** the version the list showed */
  version: number;
}

export function setTotpRequired(centreId: string, change: TotpRequirement) {
  return call(operatorStaff.operatorSetTotpRequired, { body: { sysCenterId: centreId, ...change } });
}

/** Whether the centre's staff must sign in with the second factor. */
export function useSetTotpRequired(centreId: string) {
  const reload = useReloadStaff(centreId);
  return useMutation({
    mutationFn: (change: TotpRequirement) => setTotpRequired(centreId, change),
    onSettled: reload,
  });
}
