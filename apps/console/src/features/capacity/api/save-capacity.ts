import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, operatorSchedule } from '@tijian/client';
import { capacityKeys } from './keys.ts';
import type { CapacityEdit } from './preview-capacity.ts';

export interface CapacitySave extends CapacityEdit {
  /** every chosen day's version as month.json gave it: a day changed meanwhile answers operator,conflict */
  versions: Record<string, string>;
}

export function saveCapacity(centreId: string, save: CapacitySave) {
  return call(operatorSchedule.operatorSaveCapacity, { body: { sysCenterId: centreId, ...save } });
}

/** Saves the edit; the month is read again whatever the answer, so a conflict shows the days as they are. */
export function useSaveCapacity(centreId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: CapacitySave) => saveCapacity(centreId, save),
    onSettled: () => queryClient.invalidateQueries({ queryKey: capacityKeys.ofCentre(centreId) }),
  });
}
