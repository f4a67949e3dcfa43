import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centres, cities } from './schema.ts';

export type CityRow = typeof cities.$inferSelect;
export type CentreRow = typeof centres.$inferSelect;

export const centresRepository = {
  listCities: (db: DbOrTx) => db.select().from(cities).orderBy(asc(cities.sort), asc(cities.id)),
  listCentres: (db: DbOrTx) => db.select().from(centres).orderBy(asc(centres.sort), asc(centres.id)),
  async findCentre(db: DbOrTx, id: string): Promise<CentreRow | undefined> {
    const [row] = await db.select().from(centres).where(eq(centres.id, id));
    return row;
  },
  /** The doctor-review switch of a centre (verify_on, verify_type); false when there is no such centre. */
  async setVerify(db: DbOrTx, id: string, set: { verifyOn: number; verifyType: number }): Promise<boolean> {
    const rows = await db.update(centres).set(set).where(eq(centres.id, id)).returning({ id: centres.id });
    return rows.length > 0;
  },
  async upsertCity(db: DbOrTx, row: typeof cities.$inferInsert) {
    await db.insert(cities).values(row).onConflictDoUpdate({ target: cities.id, set: row });
  },
  async upsertCentre(db: DbOrTx, row: typeof centres.$inferInsert) {
    await db.insert(centres).values(row).onConflictDoUpdate({ target: centres.id, set: row });
  },
};
