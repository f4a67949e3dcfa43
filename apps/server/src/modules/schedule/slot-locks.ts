import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Locks the slots and item quotas a move touches (the order's old day and its new one), in one
 * global order: slots by (date, slot), then quotas by (date, item). A booking touches one slot and
 * then its day's quotas in item order, so a move that takes one place and gives back another never
 * waits on a booking, or on a move the other way, in a circle.
 */
export async function lockForMove(
  tx: Tx,
  centreId: string,
  slots: readonly { date: string; slotNo: number }[],
  projectIds: readonly string[],
): Promise<void> {
  const keys = JSON.stringify(slots.map((s) => ({ date: s.date, slot_no: s.slotNo })));
  const dates = JSON.stringify([...new Set(slots.map((s) => s.date))]);
  const ids = JSON.stringify([...new Set(projectIds)]);
  await tx.execute(sql`select 1 from schedule_slots
    where centre_id = ${centreId}
      and (date::text, slot_no) in (select k.date, k.slot_no from jsonb_to_recordset(${keys}::jsonb) as k(date text, slot_no int))
    order by date, slot_no for update`);
  await tx.execute(sql`select 1 from schedule_item_quotas
    where centre_id = ${centreId}
      and date::text in (select jsonb_array_elements_text(${dates}::jsonb))
      and project_id in (select jsonb_array_elements_text(${ids}::jsonb))
    order by date, project_id for update`);
}
