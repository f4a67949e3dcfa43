import { useQueryClient } from '@tanstack/react-query';
import { staffQueryOptions } from './list-staff.ts';

/**
 * Every change reads the staff list again, whether it went through or was refused: a conflict
 * (someone changed the account meanwhile) then shows the account as it is now, with its new version.
 */
export function useReloadStaff(centreId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffQueryOptions(centreId).queryKey });
}
