import { useMutation } from '@tanstack/react-query';
import { call, operatorSchedule } from '@tijian/client';
import type { CapacityChange, CapacityPreview } from '@tijian/contract';

export type { CapacityChange, CapacityPreview };

/** The change without the centre, which the page adds. */
export type CapacityEdit = Omit<CapacityChange, 'sysCenterId'>;

export function previewCapacity(centreId: string, edit: CapacityEdit) {
  return call(operatorSchedule.operatorPreviewCapacity, { body: { sysCenterId: centreId, ...edit } });
}

/** What an edit would do (changes nothing): each day's slots and items, its problems, the orders in them. */
export function usePreviewCapacity(centreId: string) {
  return useMutation({ mutationFn: (edit: CapacityEdit) => previewCapacity(centreId, edit) });
}
