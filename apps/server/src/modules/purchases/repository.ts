import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { centres } from '../centres/schema.ts';
import { healthCardProducts, healthCards } from '../health-cards/schema.ts';
import { specialPackages } from '../special-packages/schema.ts';
import { type PurchaseStatus, purchaseRequests, purchases } from './schema.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
export type ProductRow = typeof healthCardProducts.$inferSelect;
export type SpecialPackageRow = typeof specialPackages.$inferSelect;
export type NewHealthCard = typeof healthCards.$inferInsert;

/** A purchase with what its views add: the seller's name, the card it issued, a package's validity. */
export type PurchaseWithExtras = PurchaseRow & {
  centreName: string | null;
  cardNo: string | null;
  cardExpiresOn: string | null;
  packageValidityDays: number | null;
};

const withExtras = {
  purchase: purchases,
  centreName: centres.name,
  cardNo: healthCards.cardNo,
  cardExpiresOn: healthCards.expiresOn,
  packageValidityDays: specialPackages.validityDays,
};

type JoinedRow = {
  purchase: PurchaseRow;
  centreName: string | null;
  cardNo: string | null;
  cardExpiresOn: string | null;
  packageValidityDays: number | null;
};

const flatten = ({ purchase, ...extras }: JoinedRow): PurchaseWithExtras => ({ ...purchase, ...extras });

/** Reads by a user name the user: another account's purchase id finds nothing. */
export const purchasesRepository = {
  /** The health cards on sale, in the catalogue's order. */
  async productsOnSale(db: DbOrTx): Promise<ProductRow[]> {
    return db
      .select()
      .from(healthCardProducts)
      .where(eq(healthCardProducts.onSale, 1))
      .orderBy(asc(healthCardProducts.sort), asc(healthCardProducts.id));
  },

  async product(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
    const [row] = await db.select().from(healthCardProducts).where(eq(healthCardProducts.id, id));
    return row;
  },

  async specialPackage(db: DbOrTx, id: string): Promise<SpecialPackageRow | undefined> {
    const [row] = await db.select().from(specialPackages).where(eq(specialPackages.id, id));
    return row;
  },

  /** The purchase a request's key led to, if the key was used before. */
  async purchaseIdOfKey(db: DbOrTx, userId: number, key: string): Promise<number | undefined> {
    const [row] = await db
      .select({ purchaseId: purchaseRequests.purchaseId })
      .from(purchaseRequests)
      .where(and(eq(purchaseRequests.userId, userId), eq(purchaseRequests.idempotencyKey, key)));
    return row?.purchaseId;
  },

  /**
   * Ties the key to the purchase just made. false when the key was claimed first by another request
   * (a retry racing the first): PostgreSQL makes this one wait for that one's commit, then skips it.
   */
  async claimKey(tx: Tx, userId: number, key: string, purchaseId: number): Promise<boolean> {
    const rows = await tx
      .insert(purchaseRequests)
      .values({ userId, idempotencyKey: key, purchaseId })
      .onConflictDoNothing()
      .returning({ purchaseId: purchaseRequests.purchaseId });
    return rows.length > 0;
  },

  /** The id the next purchase takes, drawn first so its number can be made from it. */
  async nextId(tx: Tx): Promise<number> {
    const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('purchases', 'id')) as id`);
    return Number((result as unknown as { rows: { id: string | number }[] }).rows[0]!.id);
  },

  async insert(tx: Tx, values: NewPurchase & { id: number }): Promise<PurchaseRow> {
    const [row] = await tx.insert(purchases).values(values).returning();
    return row!;
  },

  async find(db: DbOrTx, userId: number, id: number): Promise<PurchaseWithExtras | undefined> {
    const [row] = await db
      .select(withExtras)
      .from(purchases)
      .leftJoin(centres, eq(centres.id, purchases.centreId))
      .leftJoin(healthCards, eq(healthCards.id, purchases.healthCardId))
      .leftJoin(
        specialPackages,
        and(eq(purchases.kind, 'special_package'), eq(specialPackages.id, purchases.itemId)),
      )
      .where(and(eq(purchases.userId, userId), eq(purchases.id, id)));
    return row && flatten(row);
  },

  /** Locked until commit, before its payment (docs/locking.md). */
  async lock(tx: Tx, id: number): Promise<(PurchaseRow & { centreName: string | null }) | undefined> {
    const [row] = await tx
      .select({ purchase: purchases, centreName: centres.name })
      .from(purchases)
      .leftJoin(centres, eq(centres.id, purchases.centreId))
      .where(eq(purchases.id, id))
      .for('update', { of: purchases });
    return row && { ...row.purchase, centreName: row.centreName };
  },

  /** unpaid → paid, only while unpaid: of two writers one moves it. */
  async markPaid(tx: Tx, id: number, at: Date, healthCardId: number | null): Promise<boolean> {
    const rows = await tx
      .update(purchases)
      .set({ status: 'paid', paidAt: at, healthCardId })
      .where(and(eq(purchases.id, id), eq(purchases.status, 'unpaid')))
      .returning({ id: purchases.id });
    return rows.length > 0;
  },

  /** unpaid → closed once its deadline passed, only while unpaid: of two sweepers one moves it. */
  async closeOverdue(db: DbOrTx, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(purchases)
      .set({ status: 'closed' satisfies PurchaseStatus })
      .where(and(eq(purchases.id, id), eq(purchases.status, 'unpaid'), lte(purchases.payDeadline, now)))
      .returning({ id: purchases.id });
    return rows.length > 0;
  },

  /** Ids of unpaid purchases whose time to pay ran out, oldest deadline first. */
  async overdueIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.status, 'unpaid'), lte(purchases.payDeadline, now)))
      .orderBy(asc(purchases.payDeadline))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** The bought card, born active for its buyer. */
  async insertHealthCard(tx: Tx, values: NewHealthCard): Promise<number> {
    const [row] = await tx.insert(healthCards).values(values).returning({ id: healthCards.id });
    return row!.id;
  },
};
