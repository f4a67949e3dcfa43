import type { SlotCapacity } from '@tijian/contract';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import { scheduleRepository } from './repository.ts';

export const CapacityMessages = {
  noSlot: '该时段不存在',
  belowBooked: (booked: number) => `该时段已预约${booked}人，可约人数不能少于已预约人数`,
} as const;

/**
 * A manager sets how many people a slot takes. One conditional UPDATE (`booked <= capacity`): a
 * booking taking a place at the same moment either lands before it (and is counted) or after it
 * (and sees the new capacity), so a slot never ends up holding more than it may. A place left open is
 * offered (`placeFreed`: the waitlist's holds) while the update still locks the slot's row.
 */
export async function setSlotCapacity(
  db: Db,
  input: { sysCenterId: string; date: string; slotNo: number; capacity: number },
  placeFreed?: (tx: Tx, slot: { centreId: string; date: string; slotNo: number }) => Promise<void>,
): Promise<SlotCapacity> {
  const key = { centreId: input.sysCenterId, date: input.date, slotNo: input.slotNo };
  const row = await transaction(db, async (tx) => {
    const set = await scheduleRepository.setCapacity(tx, key, input.capacity);
    if (!set || !placeFreed || set.booked >= set.capacity) return set;
    await placeFreed(tx, key);
    return scheduleRepository.slot(tx, key);
  });
  if (!row) {
    const slot = await scheduleRepository.slot(db, key);
    if (!slot) throw notFound(CapacityMessages.noSlot);
    throw invalid(CapacityMessages.belowBooked(slot.booked));
  }
  return {
    sysCenterId: row.centreId,
    date: row.date,
    slotNo: row.slotNo,
    testTime: row.testTime,
    capacity: row.capacity,
    booked: row.booked,
  };
}
