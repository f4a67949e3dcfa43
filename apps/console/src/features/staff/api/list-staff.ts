import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, operatorStaff } from '@tijian/client';
import type { StaffList, StaffMember } from '@tijian/contract';
import { staffKeys } from './keys.ts';

export type { StaffList, StaffMember };

export function listStaff(centreId: string, signal?: AbortSignal) {
  return call(operatorStaff.operatorListStaff, { query: { sysCenterId: centreId } }, { signal });
}

export function staffQueryOptions(centreId: string) {
  return queryOptions({
    queryKey: staffKeys.ofCentre(centreId),
    queryFn: ({ signal }) => listStaff(centreId, signal),
  });
}

/** The centre's staff with their roles, and whether the centre requires the second factor. */
export function useStaff(centreId: string) {
  return useQuery(staffQueryOptions(centreId));
}
