import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { consultBookings, consultServices, consultSlots } from './schema.ts';

export type ConsultServiceRow = typeof consultServices.$inferSelect;
export type ConsultBookingRow = typeof consultBookings.$inferSelect;
export type ConsultSlotRow = typeof consultSlots.$inferSelect;
export type BookingWithService = { booking: ConsultBookingRow; service: ConsultServiceRow };

const slotIs = (serviceId: number, date: string, slotNo: number) =>
  and(eq(consultSlots.serviceId, serviceId), eq(consultSlots.date, date), eq(consultSlots.slotNo, slotNo));

export const consultRepository = {
  /** A centre's services; every centre's when none is named (the platform, 00-0). */
  servicesOf: (db: DbOrTx, centreId: string | null): Promise<ConsultServiceRow[]> =>
    db
      .select()
      .from(consultServices)
      .where(centreId === null ? undefined : eq(consultServices.centreId, centreId))
      .orderBy(asc(consultServices.centreId), asc(consultServices.sort), asc(consultServices.id)),

  async findService(db: DbOrTx, id: number): Promise<ConsultServiceRow | undefined> {
    const [row] = await db.select().from(consultServices).where(eq(consultServices.id, id));
    return row;
  },

  slotsOf: (db: DbOrTx, serviceId: number, date: string): Promise<ConsultSlotRow[]> =>
    db
      .select()
      .from(consultSlots)
      .where(and(eq(consultSlots.serviceId, serviceId), eq(consultSlots.date, date))),

  /**
   * Takes one place of the time, in one conditional UPDATE inside the booking's transaction: the row
   * lock makes a concurrent booking re-read `booked` after this one commits, so the last place goes
   * to one of them only. The row is made first (with every place) when nobody booked the time yet.
   */
  async takePlace(
    tx: DbOrTx,
    serviceId: number,
    date: string,
    slotNo: number,
    capacity: number,
  ): Promise<boolean> {
    await tx
      .insert(consultSlots)
      .values({ serviceId, date, slotNo, capacity, booked: 0 })
      .onConflictDoNothing();
    const taken = await tx
      .update(consultSlots)
      .set({ booked: sql`${consultSlots.booked} + 1` })
      .where(and(slotIs(serviceId, date, slotNo), sql`${consultSlots.booked} < ${consultSlots.capacity}`))
      .returning({ booked: consultSlots.booked });
    return taken.length === 1;
  },

  async givePlaceBack(tx: DbOrTx, serviceId: number, date: string, slotNo: number): Promise<void> {
    await tx
      .update(consultSlots)
      .set({ booked: sql`${consultSlots.booked} - 1` })
      .where(and(slotIs(serviceId, date, slotNo), gt(consultSlots.booked, 0)));
  },

  async insertBooking(tx: DbOrTx, row: typeof consultBookings.$inferInsert): Promise<ConsultBookingRow> {
    const [inserted] = await tx.insert(consultBookings).values(row).returning();
    if (!inserted) throw new Error('consult booking insert returned nothing');
    return inserted;
  },

  /** The user's live booking of that time, if any: one person takes one place of a time. */
  async liveBookingAt(tx: DbOrTx, userId: number, serviceId: number, date: string, slotNo: number) {
    const [row] = await tx
      .select({ id: consultBookings.id })
      .from(consultBookings)
      .where(
        and(
          eq(consultBookings.userId, userId),
          eq(consultBookings.serviceId, serviceId),
          eq(consultBookings.date, date),
          eq(consultBookings.slotNo, slotNo),
          eq(consultBookings.status, 'booked'),
        ),
      );
    return row;
  },

  bookingsOf: (db: DbOrTx, userId: number): Promise<BookingWithService[]> =>
    db
      .select({ booking: consultBookings, service: consultServices })
      .from(consultBookings)
      .innerJoin(consultServices, eq(consultServices.id, consultBookings.serviceId))
      .where(eq(consultBookings.userId, userId))
      .orderBy(desc(consultBookings.date), desc(consultBookings.slotNo), desc(consultBookings.id)),

  /** The user's booking, read through the user: another account's id finds nothing. */
  async bookingOf(
    db: DbOrTx,
    userId: number,
    id: number,
    lock = false,
  ): Promise<BookingWithService | undefined> {
    const query = db
      .select({ booking: consultBookings, service: consultServices })
      .from(consultBookings)
      .innerJoin(consultServices, eq(consultServices.id, consultBookings.serviceId))
      .where(and(eq(consultBookings.id, id), eq(consultBookings.userId, userId)));
    const [row] = lock ? await query.for('update', { of: consultBookings }) : await query;
    return row;
  },

  async setCancelled(tx: DbOrTx, id: number): Promise<boolean> {
    const rows = await tx
      .update(consultBookings)
      .set({ status: 'cancelled' })
      .where(and(eq(consultBookings.id, id), eq(consultBookings.status, 'booked')))
      .returning({ id: consultBookings.id });
    return rows.length === 1;
  },

  /** Records the feedback only while none was given: a repeat or a race changes nothing. */
  async rate(db: DbOrTx, id: number, rating: number, comment: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(consultBookings)
      .set({ rating, comment, ratedAt: at })
      .where(
        and(
          eq(consultBookings.id, id),
          isNull(consultBookings.rating),
          inArray(consultBookings.status, ['booked', 'done']),
        ),
      )
      .returning({ id: consultBookings.id });
    return rows.length === 1;
  },

  async upsertService(db: DbOrTx, row: typeof consultServices.$inferInsert): Promise<void> {
    const { id, ...rest } = row;
    await db
      .insert(consultServices)
      .values(row)
      .onConflictDoUpdate({ target: consultServices.id, set: rest });
  },

  /** A time seeded as fully booked by bookings taken elsewhere (the demo's full day). */
  async fillSlot(
    db: DbOrTx,
    serviceId: number,
    date: string,
    slotNo: number,
    capacity: number,
  ): Promise<void> {
    await db
      .insert(consultSlots)
      .values({ serviceId, date, slotNo, capacity, booked: capacity })
      .onConflictDoUpdate({
        target: [consultSlots.serviceId, consultSlots.date, consultSlots.slotNo],
        set: { booked: sql`${consultSlots.capacity}` },
      });
  },
};
