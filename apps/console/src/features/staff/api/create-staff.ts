import { useMutation } from '@tanstack/react-query';
import { call, operatorStaff } from '@tijian/client';
import type { OperatorRoleName } from '@tijian/contract';
import { useReloadStaff } from './reload-on-settle.ts';

export interface NewStaff {
  username: string;
  name: string;
  role: OperatorRoleName;
  /** the initial password, told to the person by the manager */
  password: string;
}

export function createStaff(centreId: string, change: NewStaff) {
  return call(operatorStaff.operatorCreateStaff, { body: { sysCenterId: centreId, ...change } });
}

/** A new account at the centre. */
export function useCreateStaff(centreId: string) {
  const reload = useReloadStaff(centreId);
  return useMutation({ mutationFn: (change: NewStaff) => createStaff(centreId, change), onSettled: reload });
}
