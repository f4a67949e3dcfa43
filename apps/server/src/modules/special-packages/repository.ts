import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { specialPackages } from './schema.ts';

export type SpecialPackageRow = typeof specialPackages.$inferSelect;

export const specialPackagesRepository = {
  /** A centre's packages on sale, in its order (then by id, so equal sorts keep one order). */
  listOnSale: (db: DbOrTx, centreId: string): Promise<SpecialPackageRow[]> =>
    db
      .select()
      .from(specialPackages)
      .where(and(eq(specialPackages.centreId, centreId), eq(specialPackages.onSale, 1)))
      .orderBy(asc(specialPackages.sort), asc(specialPackages.id)),

  /** One package, on sale or not. */
  async find(db: DbOrTx, id: string): Promise<SpecialPackageRow | undefined> {
    const [row] = await db.select().from(specialPackages).where(eq(specialPackages.id, id));
    return row;
  },

  async upsert(db: DbOrTx, row: typeof specialPackages.$inferInsert): Promise<void> {
    const { id, ...rest } = row;
    await db
      .insert(specialPackages)
      .values(row)
      .onConflictDoUpdate({ target: specialPackages.id, set: rest });
  },
};
